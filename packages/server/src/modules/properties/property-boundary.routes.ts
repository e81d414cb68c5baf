import {
  BoundaryLimits,
  boundaryImportSchema,
  propertyBoundaryAnswerSchema,
  propertyBoundarySchema,
  shapefileImportQuerySchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { propertyIdParams } from './property.routes';
import {
  importPropertyBoundary,
  importShapefileBoundary,
  readPropertyBoundary,
  removePropertyBoundary,
} from './property-boundary.service';

/** Room for the file's text escaped inside JSON, with its name and version; more is refused unread. */
const boundaryBodyLimit = BoundaryLimits.fileBytes * 2 + 4096;
const zipType = 'application/zip';

/** A property's boundary (issue 19): read, import (replace) and remove. */
export const registerPropertyBoundaryRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id/boundary',
    {
      schema: {
        tags: ['properties'],
        summary: "The property's boundary (GeoJSON in WGS 84) with its box and area, or null",
        params: propertyIdParams,
        response: { 200: propertyBoundaryAnswerSchema },
      },
    },
    (request) => readPropertyBoundary(db, request.params.id),
  );
  api.put(
    '/api/property/:id/boundary',
    {
      bodyLimit: boundaryBodyLimit,
      schema: {
        tags: ['properties'],
        summary:
          'Import a boundary from a GeoJSON file, checked before it is kept (version of the one replaced)',
        params: propertyIdParams,
        body: boundaryImportSchema,
        response: { 200: propertyBoundarySchema },
      },
    },
    (request) => importPropertyBoundary(db, request.params.id, request.body, actorOf(request)),
  );
  // A zipped shapefile's bytes as they are, parsed in this scope only and capped like a GeoJSON file.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      zipType,
      { parseAs: 'buffer', bodyLimit: BoundaryLimits.fileBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/property/:id/boundary/shapefile',
      {
        schema: {
          tags: ['properties'],
          summary: `Import a boundary from a zipped shapefile (${zipType}, at most ${BoundaryLimits.fileBytes / 1_000_000} MB), checked like a GeoJSON file (version of the one replaced)`,
          consumes: [zipType],
          params: propertyIdParams,
          querystring: shapefileImportQuerySchema,
          response: { 200: propertyBoundarySchema },
        },
      },
      (request) =>
        importShapefileBoundary(
          db,
          request.params.id,
          // Another type's parser (JSON, text) leaves something else than bytes: no archive was sent.
          { ...request.query, bytes: Buffer.isBuffer(request.body) ? request.body : null },
          actorOf(request),
        ),
    );
  });
  api.delete(
    '/api/property/:id/boundary',
    {
      schema: {
        tags: ['properties'],
        summary: "Remove the property's boundary",
        params: propertyIdParams,
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) => removePropertyBoundary(db, request.params.id, request.query.version, actorOf(request)),
  );
};
