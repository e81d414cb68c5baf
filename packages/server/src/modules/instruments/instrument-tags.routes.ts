import { idParams, tagTypeCreateSchema, tagTypeSaveSchema, tagTypeSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { removeTagType, saveTagType } from './instrument-tags.service';

/**
 * The Instrument Tags page's writes (Admin only; the list with usage counts is GET instrument/tagtypes,
 * with the lookups).
 */
export const registerInstrumentTagRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/instrument/updateOrCreateTagType',
    {
      schema: {
        tags: ['instruments'],
        summary: 'Add a tag (no id) or rename one; answers the tag with its usage count',
        body: tagTypeSaveSchema,
        response: { 200: tagTypeSchema },
      },
    },
    (request) => saveTagType(db, request.body, callerOf(request)),
  );
  api.post(
    '/api/instrument/createTagType',
    {
      schema: {
        tags: ['instruments'],
        summary: 'Add a tag; answers it',
        body: tagTypeCreateSchema,
        response: { 200: tagTypeSchema },
      },
    },
    (request) => saveTagType(db, { id: null, name: request.body.name }, callerOf(request)),
  );
  // The spec's path starts with a capital I; the lower-case spelling the other paths use works too.
  for (const url of ['/api/Instrument/deleteTagType/:id', '/api/instrument/deleteTagType/:id'])
    api.delete(
      url,
      {
        schema: {
          tags: ['instruments'],
          summary: 'Delete a tag and remove it from every instrument',
          params: idParams('Tag ID'),
          response: { 200: z.object({ id: z.number().int() }) },
        },
      },
      (request) => removeTagType(db, request.params.id, callerOf(request)),
    );
};
