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
import { getMapPoints, getProjectBoundaries } from './property-map.service';
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
    (request) => getMapPoints(db, request.query.projectId),
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
      const file = await exportMap(db, request.body, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
