import type { z } from 'zod';
import type { Db } from '../../db/client';
import { answerCache } from '../../lib/cached-answer';
import { type LookupList, listLookup, listServiceTypes, listTagTypes } from './lookups.repo';

type Dated = { archiveDate: Date | null };

/**
 * Lookup lists change only when an admin adds, renames or deletes an instrument tag, so each is read
 * once and answered from memory, named by an ETag (a browser holding the list gets 304). A tag write
 * calls `invalidateLookups()` after its transaction commits. Another server process on the same
 * PostgreSQL is not told: it reads its lists again after a minute.
 */
const held = answerCache({ maxAgeMs: 60_000 });

/** Forgets every list held: the next request of each reads the database again. */
export const invalidateLookups = held.invalidate;

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const withIsoDates = <T extends Dated>(rows: T[]) =>
  rows.map((r) => ({ ...r, archiveDate: isoOrNull(r.archiveDate) }));

const cached = <T extends Dated>(db: Db, key: string, schema: z.ZodType, read: () => Promise<T[]>) =>
  held.get(db, key, schema, async () => withIsoDates(await read()));

/** One lookup list of spec 1 §7 / spec 3 §7, archived options included, as `schema` writes it. */
export const getLookupList = (db: Db, list: LookupList, schema: z.ZodType) =>
  cached(db, list.path, schema, () => listLookup(db, list));

/** Service types with their category, as `schema` writes them. */
export const getServiceTypes = (db: Db, schema: z.ZodType) =>
  cached(db, 'service/types', schema, () => listServiceTypes(db));

/** The lists answered from memory, one route each. */
export { lookupLists } from './lookups.repo';

/** GET instrument/tagtypes: not held in memory, since its usage counts change with every instrument's tags. */
export const listTagTypesWithUsage = async (db: Db) => withIsoDates(await listTagTypes(db));
