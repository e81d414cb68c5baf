import {
  homeListQuerySchema,
  inspectionsDuePageSchema,
  numericId,
  propertyInspectionScheduleSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { registerLedgerRoutes } from './accreditation-ledger.routes';
import { getPropertyInspectionSchedule, listMyInspectionsDue } from './stewardship.service';

/** Issue 12 §2: the stewardship schedule's home tile and a property's schedule. */
export const registerStewardshipRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/stewardship/inspectionsDue',
    {
      schema: {
        tags: ['stewardship'],
        summary: 'Properties overdue or due for inspection within 90 days, of the caller (Admins: all)',
        querystring: homeListQuerySchema,
        response: { 200: inspectionsDuePageSchema },
      },
    },
    (request) => listMyInspectionsDue(db, { user: request.user, ...request.query }),
  );
  api.get(
    '/api/property/:id/inspectionSchedule',
    {
      schema: {
        tags: ['stewardship'],
        summary: "A property's last inspection, next inspection due date and state",
        params: z.object({ id: numericId('Property ID') }),
        response: { 200: propertyInspectionScheduleSchema },
      },
    },
    (request) => getPropertyInspectionSchedule(db, request.params.id),
  );
  registerLedgerRoutes(app, { db });
};
