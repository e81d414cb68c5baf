import {
  eventTypeOptionSchema,
  instrumentTypeOptionSchema,
  localityOptionSchema,
  lookupOptionSchema,
  serviceCategoryOptionSchema,
  serviceTypeOptionSchema,
  tagTypeOptionSchema,
  tagTypeSchema,
} from '@app/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type CachedLookup,
  getLookupList,
  getServiceTypes,
  listTagTypesWithUsage,
  lookupLists,
  matchesEtag,
} from './lookups.service';

/**
 * Answers a list held in memory with its ETag; 304 when the browser's copy is current. `no-cache`
 * lets the browser keep the list but ask each time (the answer is then a few bytes).
 */
const sendCached = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  list: Promise<CachedLookup<T>>,
) => {
  const { rows, etag } = await list;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return rows;
};

/** The schema a list answers with: the spec's fields only (extra columns are stripped by serialization). */
const schemaFor = (path: string) => {
  if (path === 'instrument/instrumenttypes') return instrumentTypeOptionSchema;
  if (path === 'service/categories') return serviceCategoryOptionSchema;
  if (path === 'locality/localities') return localityOptionSchema;
  if (path.startsWith('event/')) return eventTypeOptionSchema;
  if (path === 'instrument/instrumenttags') return tagTypeOptionSchema;
  return lookupOptionSchema;
};

export const registerLookupRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const list of lookupLists) {
    api.get(
      `/api/${list.path}`,
      { schema: { tags: ['lookups'], response: { 200: z.array(schemaFor(list.path)) } } },
      (request, reply) => sendCached(request, reply, getLookupList(db, list)),
    );
  }
  api.get(
    '/api/service/types',
    { schema: { tags: ['lookups'], response: { 200: z.array(serviceTypeOptionSchema) } } },
    (request, reply) => sendCached(request, reply, getServiceTypes(db)),
  );
  api.get(
    '/api/instrument/tagtypes',
    { schema: { tags: ['lookups'], response: { 200: z.array(tagTypeSchema) } } },
    () => listTagTypesWithUsage(db),
  );
};
