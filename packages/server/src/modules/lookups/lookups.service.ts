import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { type LookupList, listLookup, listServiceTypes, listTagTypes } from './lookups.repo';

/** A lookup list as the route answers it, and the ETag that names this content. */
export type CachedLookup<T = unknown> = { rows: T[]; etag: string };

type Dated = { archiveDate: Date | null };
type IsoDated<T extends Dated> = { [K in keyof T]: K extends 'archiveDate' ? string | null : T[K] };

type Entry = { generation: number; loadedAt: number; value: Promise<CachedLookup> };

/**
 * Lookup lists change only when an admin adds, renames or deletes an instrument tag, so each is read
 * once and answered from memory, named by an ETag (a browser holding the list gets 304). A tag write
 * calls `invalidateLookups()` after its transaction commits. Another server process on the same
 * PostgreSQL is not told: it reads its lists again after `maxAgeMs`.
 */
const maxAgeMs = 60_000;

let generation = 0;
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Forgets every list held: the next request of each reads the database again. */
export const invalidateLookups = () => {
  generation++;
};

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const withIsoDates = <T extends Dated>(rows: T[]) =>
  rows.map((r) => ({ ...r, archiveDate: isoOrNull(r.archiveDate) }) as IsoDated<T>);

const load = async <T extends Dated>(read: () => Promise<T[]>): Promise<CachedLookup<IsoDated<T>>> => {
  const rows = withIsoDates(await read());
  const hash = createHash('sha1').update(JSON.stringify(rows)).digest('base64url').slice(0, 22);
  // Weak: the same list travels compressed in different encodings.
  return { rows, etag: `W/"${hash}"` };
};

const cached = <T extends Dated>(
  db: Db,
  key: string,
  read: () => Promise<T[]>,
): Promise<CachedLookup<IsoDated<T>>> => {
  let lists = caches.get(db);
  if (!lists) {
    lists = new Map();
    caches.set(db, lists);
  }
  const now = Date.now();
  const entry = lists.get(key);
  // An entry under a key always holds what that key's `read` answers.
  if (entry && entry.generation === generation && now - entry.loadedAt < maxAgeMs)
    return entry.value as Promise<CachedLookup<IsoDated<T>>>;
  // Stamped with the generation it started in: a tag write during the read leaves it stale.
  const fresh: Entry = { generation, loadedAt: now, value: load(read) };
  lists.set(key, fresh);
  fresh.value.catch(() => {
    if (lists.get(key) === fresh) lists.delete(key);
  });
  return fresh.value as Promise<CachedLookup<IsoDated<T>>>;
};

/** One lookup list of spec 1 §7 / spec 3 §7, archived options included. */
export const getLookupList = (db: Db, list: LookupList) => cached(db, list.path, () => listLookup(db, list));

/** Service types with their category. */
export const getServiceTypes = (db: Db) => cached(db, 'service/types', () => listServiceTypes(db));

/**
 * Whether the request's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for
 * If-None-Match): the browser's copy is current and the answer is 304 with no body.
 */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
};

/** The lists answered from memory, one route each. */
export { lookupLists } from './lookups.repo';

/** GET instrument/tagtypes: not held in memory, since its usage counts change with every instrument's tags. */
export const listTagTypesWithUsage = async (db: Db) => withIsoDates(await listTagTypes(db));
