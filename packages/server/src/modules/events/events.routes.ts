import {
  eventCreateSchema,
  eventSchema,
  eventUpdateSchema,
  idempotencyHeadersSchema,
  idParams,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, clientWriteOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { writeOnce } from '../../db/client-writes';
import { createEvent, deleteEvent, listEvents, updateEvent } from './events.service';

/**
 * Events of instruments and services in the generic pattern (spec 2 §7, spec 3 §7):
 * GET {instrument|service}/{id}/events, POST event/create, PUT event/update, DELETE event/delete/{id}.
 */
export const registerEventRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['instrument', 'service'] as const) {
    api.get(
      `/api/${type}/:id/events`,
      {
        schema: {
          tags: ['events'],
          summary: `The events of a ${type}, newest date first, then id descending`,
          params: idParams(type === 'instrument' ? 'Instrument ID' : 'Service ID'),
          response: { 200: z.array(eventSchema) },
        },
      },
      (request) => listEvents(db, { type, id: request.params.id }),
    );
  }
  api.post(
    '/api/event/create',
    {
      schema: {
        tags: ['events'],
        summary: 'Add an event to an instrument or a service',
        body: eventCreateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: eventSchema },
      },
    },
    (request) =>
      writeOnce(db, clientWriteOf(request, 'event.create'), (db) =>
        createEvent(db, request.body, callerOf(request)),
      ),
  );
  api.put(
    '/api/event/update',
    {
      schema: {
        tags: ['events'],
        summary: "Change an event's type, date or notes (version-checked)",
        body: eventUpdateSchema,
        response: { 200: eventSchema },
      },
    },
    (request) => updateEvent(db, request.body, callerOf(request)),
  );
  api.delete(
    '/api/event/delete/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Delete an event',
        params: idParams('ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deleteEvent(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
};
