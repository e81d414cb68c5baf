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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { getLookupList, getServiceTypes, listTagTypesWithUsage, lookupLists } from './lookups.service';

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
    const answer = z.array(schemaFor(list.path));
    api.get(
      `/api/${list.path}`,
      { schema: { tags: ['lookups'], response: { 200: answer } } },
      async (request, reply) => sendCachedAnswer(request, reply, await getLookupList(db, list, answer)),
    );
  }
  const serviceTypesAnswer = z.array(serviceTypeOptionSchema);
  api.get(
    '/api/service/types',
    { schema: { tags: ['lookups'], response: { 200: serviceTypesAnswer } } },
    async (request, reply) => sendCachedAnswer(request, reply, await getServiceTypes(db, serviceTypesAnswer)),
  );
  api.get(
    '/api/instrument/tagtypes',
    { schema: { tags: ['lookups'], response: { 200: z.array(tagTypeSchema) } } },
    () => listTagTypesWithUsage(db),
  );
};
