import { mapPointsQuerySchema, mapPointsSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getMapPoints } from './property-map.service';

/** The maps' points (issue 19): the home page's statewide map and a project's summary map. */
export const registerPropertyMapRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/mapPoints',
    {
      schema: {
        tags: ['properties'],
        summary: "Every property's access point with its status (or one project's), for the maps",
        querystring: mapPointsQuerySchema,
        response: { 200: mapPointsSchema },
      },
    },
    (request) => getMapPoints(db, request.query.projectId),
  );
};
