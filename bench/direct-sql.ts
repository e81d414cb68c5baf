import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../packages/server/src/db/client';
import * as schema from '../packages/server/src/db/schema';

export type SqlStatement = { text: string; params: unknown[] };

export type DirectSql = {
  /** The SQL statements `work` sends, in order, as the server's code would send them. */
  capture: (work: (db: Db) => Promise<unknown>) => Promise<SqlStatement[]>;
  /** Sends the statements straight to the database driver (no Drizzle, no HTTP), all at once. */
  run: (statements: readonly SqlStatement[]) => Promise<unknown>;
  close: () => Promise<void>;
};

/**
 * The reference the API is compared with: the very statements a route's code sends, captured once
 * through Drizzle's logger and then replayed on the bare driver (node-postgres with a pool as large
 * as the server's, or the embedded engine itself), as pgbench would run them. A call's statements are
 * replayed in parallel, a lower bound of their time, so the API's ratio to them is never flattered.
 */
export const openDirectSql = (database: Database, databaseUrl?: string): DirectSql => {
  let sink: SqlStatement[] | null = null;
  const logger = { logQuery: (text: string, params: unknown[]) => sink?.push({ text, params }) };
  const capture: DirectSql['capture'] = async (work) => {
    sink = [];
    try {
      await work(loggingDb);
      return sink;
    } finally {
      sink = null;
    }
  };
  let loggingDb: Db;
  if (databaseUrl) {
    // The server's pool holds 10 connections (openDatabase's default): the same here.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    loggingDb = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      capture,
      run: (statements) => Promise.all(statements.map((s) => pool.query(s.text, s.params))),
      close: () => pool.end(),
    };
  }
  const client = database.pglite;
  if (!client) throw new Error('openDirectSql needs PostgreSQL or the embedded engine');
  loggingDb = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    capture,
    run: (statements) => Promise.all(statements.map((s) => client.query(s.text, s.params))),
    close: async () => {},
  };
};
