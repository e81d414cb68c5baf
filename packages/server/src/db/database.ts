// What an open database is, whichever engine is underneath: client.ts opens one, postgres.ts makes
// the PostgreSQL kind. Types only, so the two need not import each other.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply the generated migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded engine, when there is one (tests dump and load it as a template). */
  pglite?: PGlite;
};

export type PostgresOptions = { databaseUrl: string; poolSize?: number; connectTimeoutMs?: number };
