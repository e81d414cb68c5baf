import {
  idempotencyHeadersSchema,
  idParams,
  observationCreateSchema,
  observationSchema,
  observationUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, clientWriteOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { writeOnce } from '../../db/client-writes';
import {
  createObservation,
  deleteObservation,
  listObservations,
  updateObservation,
} from './observations.service';
import { serviceIdParams } from './services.routes';

/** Spec 2 §7: the generic related-entity calls for a service's observations. */
export const registerObservationRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['services'];
  api.get(
    '/api/service/:id/observations',
    {
      schema: {
        tags,
        summary: "The service's observations with their answers and notes",
        params: serviceIdParams,
        response: { 200: z.array(observationSchema) },
      },
    },
    (request) => listObservations(db, request.params.id),
  );
  api.post(
    '/api/observation/create',
    {
      schema: {
        tags,
        summary: 'Add an observation to a service',
        body: observationCreateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: observationSchema },
      },
    },
    (request) =>
      writeOnce(db, clientWriteOf(request, 'observation.create'), (db) =>
        createObservation(db, request.body, callerOf(request)),
      ),
  );
  api.put(
    '/api/observation/update',
    {
      schema: {
        tags,
        summary: 'Change an observation (version-checked)',
        body: observationUpdateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: observationSchema },
      },
    },
    (request) =>
      writeOnce(db, clientWriteOf(request, 'observation.update'), (db) =>
        updateObservation(db, request.body, callerOf(request)),
      ),
  );
  api.delete(
    '/api/observation/delete/:id',
    {
      schema: {
        tags,
        summary: 'Remove an observation from its service',
        params: idParams('Observation ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deleteObservation(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
};
