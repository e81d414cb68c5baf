import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db, PostgresOptions } from './database';
import * as schema from './schema';

/** Beside the seed's (7_311_001) and the CRM sync's (7_311_002) advisory locks. */
const migrationLockKey = 7_311_003;

/**
 * Migrates on one connection holding a session advisory lock: servers starting together on one
 * database (containers behind a load balancer) take turns, and the later ones find nothing left to do.
 * Without it both ran the same CREATE TABLE and one failed to start.
 */
const migrateExclusively = async (pool: pg.Pool, migrationsFolder: string) => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    client.release();
  }
};

/**
 * No JIT compilation: its cost thresholds count the correlated subqueries of a search once per
 * row, so a 370 ms search spent 2.6 s compiling (issue 32), and the ledger's joins of 90,000 rows
 * spent 50–100 ms on it, about what it saved. Every statement here is short.
 * No parallel workers either: a search's count over 200,000 services took 101–158 ms with two
 * workers against 39 ms without, and four people searching at once p95 129–145 ms against 92–93
 * (issue 32): the workers' start and their share of the cores cost more than they save here.
 */
export const postgresSessionOptions = '-c jit=off -c max_parallel_workers_per_gather=0';

/** PostgreSQL at `databaseUrl`, through a pool of connections, migrated from `migrationsFolder`. */
export const openPostgres = (options: PostgresOptions, migrationsFolder: string): Database => {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // A server that accepts the connection but never answers must not hang the start (or a request).
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    options: postgresSessionOptions,
  });
  // An idle connection that the server drops (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateExclusively(pool, migrationsFolder),
    close: () => pool.end(),
  };
};
