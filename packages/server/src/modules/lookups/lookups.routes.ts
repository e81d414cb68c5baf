import {
  eventTypeOptionSchema,
  instrumentTypeOptionSchema,
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
import { listLookup, listServiceTypes, listTagTypes, lookupLists } from './lookups.repo';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const withIsoDates = <T extends { archiveDate: Date | null }>(rows: T[]) =>
  rows.map((r) => ({ ...r, archiveDate: isoOrNull(r.archiveDate) }));

/** The schema a list answers with: the spec's fields only (extra columns are stripped by serialization). */
const schemaFor = (path: string) => {
  if (path === 'instrument/instrumenttypes') return instrumentTypeOptionSchema;
  if (path === 'service/categories') return serviceCategoryOptionSchema;
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
      async () => withIsoDates(await listLookup(db, list)),
    );
  }
  api.get(
    '/api/service/types',
    { schema: { tags: ['lookups'], response: { 200: z.array(serviceTypeOptionSchema) } } },
    async () => withIsoDates(await listServiceTypes(db)),
  );
  api.get(
    '/api/instrument/tagtypes',
    { schema: { tags: ['lookups'], response: { 200: z.array(tagTypeSchema) } } },
    async () => withIsoDates(await listTagTypes(db)),
  );
};
