import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from '../client';

/** A query as text and parameters, answering its rows: the backup speaks SQL both engines share. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
export type Session = {
  kind: Database['kind'];
  query: Query;
  /**
   * One transaction on this session. On PostgreSQL `begin` is its first statement (the isolation level
   * and read-only-ness); the embedded engine has one session whose transactions run one at a time, so
   * they see no one else's writes whatever the level.
   */
  transaction: <T>(begin: string, fn: (query: Query) => Promise<T>) => Promise<T>;
};

type PgClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
type PgPool = { connect: () => Promise<PgClient & { release: (destroy?: boolean) => void }> };

const onClient =
  (client: PgClient): Query =>
  async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as T[];

/**
 * Runs `fn` on one session of the database: a connection of its own out of PostgreSQL's pool (other
 * work keeps the rest), or the embedded engine's only session, whose queries take turns with the
 * server's (in its worker thread when the server is built).
 */
export const withSession = async <T>(
  database: Pick<Database, 'db' | 'kind'>,
  fn: (s: Session) => Promise<T>,
) => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const connection = await (client as PgPool).connect();
    try {
      const query = onClient(connection);
      return await fn({
        kind: 'postgres',
        query,
        transaction: async (begin, run) => {
          await query(begin);
          try {
            const result = await run(query);
            await query('commit');
            return result;
          } catch (error) {
            await query('rollback').catch(() => {});
            throw error;
          }
        },
      });
    } finally {
      // A connection left in an odd state (a failed rollback, a session setting) is not pooled again.
      connection.release(true);
    }
  }
  const pglite = client as PGlite;
  return fn({
    kind: 'pglite',
    query: onClient(pglite),
    transaction: (_begin, run) => pglite.transaction((tx) => run(onClient(tx))),
  });
};

/** Which engine a database handle is on: PostgreSQL's pool can hand out connections, PGlite cannot. */
export const engineOf = (db: Db): Pick<Database, 'db' | 'kind'> => {
  const client = (db as unknown as { $client: { connect?: unknown; totalCount?: unknown } }).$client;
  return {
    db,
    kind:
      typeof client.connect === 'function' && typeof client.totalCount === 'number' ? 'postgres' : 'pglite',
  };
};

/**
 * The folder of an embedded database on disk (PGlite's own `dataDir`, or its worker thread's), which
 * a backup copies; undefined for PostgreSQL and an embedded database in memory.
 */
export const dataDirOf = (db: Db): string | undefined => {
  const dataDir = (db as unknown as { $client: { dataDir?: unknown } }).$client.dataDir;
  return typeof dataDir === 'string' && !dataDir.includes('://') ? dataDir : undefined;
};
