import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import type { Database, Db, PostgresOptions } from './database';
import { openPglite, type PgliteOptions } from './pglite';
import { asPgliteClient, openPgliteThread, pgliteThreadBuilt } from './pglite-thread';
import * as schema from './schema';

export type { Database, Db, Schema, Tx } from './database';

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions =
  | PostgresOptions
  // `inWorker`: the server's engine runs in a worker thread when the server is built (pglite-thread.ts);
  // tests and tools keep it in their own thread, where `pglite` is at hand. `workerUrl`: the worker's
  // bundle when running from the sources (the API suite's worker slice runs it as `npm start` does).
  | (PgliteOptions & { inWorker?: boolean; workerUrl?: URL });

/**
 * The client as Drizzle sees it: queries without the per-query `parsers` Drizzle sends, since the
 * client was created with the same ones. PGlite merges per-query parsers into its 318 defaults on
 * every query, a tenth of a millisecond of a simple read. (Queries in a transaction still carry them.)
 */
const withoutQueryParsers = (client: PGlite): PGlite =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/**
 * The data folder's real path, its parent created. The engine's file system cannot open a folder through
 * a symbolic link (it answered 'no such file'), and the lock must be the same for every spelling.
 */
const realDataDir = (dataDir: string) => {
  const absolute = resolve(dataDir);
  mkdirSync(dirname(absolute), { recursive: true });
  return existsSync(absolute)
    ? realpathSync(absolute)
    : join(realpathSync(dirname(absolute)), basename(absolute));
};

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite: on disk in `dataDir` (its parent
 * folder created, the folder locked to this process), or in memory.
 */
export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  // PostgreSQL's driver is loaded only when it is used: an embedded start does not wait for it.
  if ('databaseUrl' in options) return (await import('./postgres')).openPostgres(options, migrationsFolder);
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = realDataDir(options.dataDir);
    unlock = lockDataDir(dataDir);
  }
  // The server's engine in its worker thread, or this thread's own (whose PGlite the tests dump).
  const opening =
    options.inWorker && dataDir && (pgliteThreadBuilt || options.workerUrl)
      ? openPgliteThread({ dataDir }, options.workerUrl).then((thread) => ({
          client: asPgliteClient(thread),
          close: thread.close,
          pglite: undefined,
        }))
      : openPglite({ dataDir, loadDataDir: options.loadDataDir }).then((client) => ({
          client: withoutQueryParsers(client),
          close: () => client.close(),
          pglite: client,
        }));
  const { client, close, pglite } = await opening.catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => close().finally(unlock),
    pglite,
  };
};
