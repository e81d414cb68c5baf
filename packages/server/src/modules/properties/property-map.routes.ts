import {
  exportIdsSchema,
  mapExportQuerySchema,
  mapPointsQuerySchema,
  mapPointsSchema,
  projectBoundariesQuerySchema,
  projectBoundariesSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sendAttachment } from '../../lib/attachment';
import { getMapPointsJson, getProjectBoundaries } from './property-map.service';
import { exportMap } from './property-map-export.service';

/** The maps' points and a project's boundaries (issue 19): the home page's statewide map and a project's summary map. */
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
    // Already JSON in the schema's shape (20,000 points written by PostgreSQL): a string with a JSON
    // content type is sent as it is, not through the serializer (hence the cast of its type).
    async (request, reply) =>
      reply.type('application/json').send((await getMapPointsJson(db, request.query.projectId)) as never),
  );
  api.get(
    '/api/property/boundaries',
    {
      schema: {
        tags: ['properties'],
        summary: "The boundaries of one project's properties, for the project's map",
        querystring: projectBoundariesQuerySchema,
        response: { 200: projectBoundariesSchema },
      },
    },
    (request) => getProjectBoundaries(db, request.query.projectId),
  );
  api.post(
    '/api/property/exportmap',
    {
      config: { readOnly: true },
      schema: {
        tags: ['properties'],
        summary:
          'The boundaries and access points of the properties (or of the projects) of the ids, as GeoJSON or KML',
        querystring: mapExportQuerySchema,
        body: exportIdsSchema,
      },
    },
    async (request, reply) => {
      return sendAttachment(reply, await exportMap(db, request.body, request.query));
    },
  );
};
