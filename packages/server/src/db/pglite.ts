import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The parsers Drizzle's PGlite driver asks for: dates, times and intervals stay text (Drizzle maps them). */
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

export type PgliteOptions = { dataDir?: string; loadDataDir?: Blob | File };

/**
 * The embedded engine as Drizzle's driver needs it, in this thread: on disk in `dataDir` or in memory
 * (from a dump when given). pg_trgm must be loaded every time PGlite opens its data folder.
 */
export const openPglite = ({ dataDir, loadDataDir }: PgliteOptions) =>
  PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir, parsers: drizzleParsers });
