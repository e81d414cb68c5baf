import {
  builtEnvironmentFeatureCreateSchema,
  builtEnvironmentFeatureMoveSchema,
  builtEnvironmentFeatureSchema,
  builtEnvironmentFeatureUpdateSchema,
  idParams,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { sendAttachment, xlsxType } from '../../lib/attachment';
import {
  createBuiltEnvironmentFeature,
  deleteBuiltEnvironmentFeature,
  exportBuiltEnvironment,
  listBuiltEnvironmentFeatures,
  moveBuiltEnvironmentFeature,
  updateBuiltEnvironmentFeature,
} from './built-environment.service';
import { propertyIdParams } from './property.routes';

const rowIdParams = idParams('ID');

/** The Built Environment card: features in the generic pattern of spec 2 §7, the move, and Export Excel. */
export const registerBuiltEnvironmentRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id/builtEnvironmentFeatures',
    {
      schema: {
        tags: ['properties'],
        summary: 'The built environment features of a property, existing first',
        params: propertyIdParams,
        response: { 200: z.array(builtEnvironmentFeatureSchema) },
      },
    },
    (request) => listBuiltEnvironmentFeatures(db, request.params.id),
  );
  api.post(
    '/api/builtEnvironmentFeature/create',
    {
      schema: {
        tags: ['properties'],
        summary: 'Add a built environment feature to a property',
        body: builtEnvironmentFeatureCreateSchema,
        response: { 200: builtEnvironmentFeatureSchema },
      },
    },
    (request) => createBuiltEnvironmentFeature(db, request.body, actorOf(request)),
  );
  api.put(
    '/api/builtEnvironmentFeature/update',
    {
      schema: {
        tags: ['properties'],
        summary: 'Change a built environment feature (version-checked)',
        body: builtEnvironmentFeatureUpdateSchema,
        response: { 200: builtEnvironmentFeatureSchema },
      },
    },
    (request) => updateBuiltEnvironmentFeature(db, request.body, actorOf(request)),
  );
  api.delete(
    '/api/builtEnvironmentFeature/delete/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Delete a built environment feature',
        params: rowIdParams,
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deleteBuiltEnvironmentFeature(
        db,
        { id: request.params.id, version: request.query.version },
        actorOf(request),
      ),
  );
  api.post(
    '/api/builtEnvironmentFeature/:id/move',
    {
      schema: {
        tags: ['properties'],
        summary: 'Move a built environment feature to another property',
        params: rowIdParams,
        body: builtEnvironmentFeatureMoveSchema,
        response: { 200: builtEnvironmentFeatureSchema },
      },
    },
    (request) =>
      moveBuiltEnvironmentFeature(db, { id: request.params.id, ...request.body }, actorOf(request)),
  );
  api.get(
    '/api/property/:id/BuiltEnvironmentExcel',
    {
      schema: {
        tags: ['properties'],
        summary: 'The Built Environment card as an Excel workbook',
        params: propertyIdParams,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportBuiltEnvironment(db, request.params.id);
      return sendAttachment(reply, { fileName, contentType: xlsxType, body: stream });
    },
  );
};
