import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { rebuiltError } from './pglite-errors';
import type { Reply, Request } from './pglite-worker';

/**
 * The worker is the bundle's own file beside this module's code (`npm start`, the browser tests,
 * production). Run from the TypeScript sources (`npm run dev`, the tests), a thread could not load it
 * through their loader, so the engine stays in the one thread there (client.ts).
 */
export const pgliteThreadBuilt = extname(fileURLToPath(import.meta.url)) === '.mjs';
const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** A request as it is asked: the id is added when it is sent. */
type Asked = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
/** What Drizzle's PGlite driver calls: queries, and transactions whose callback gets a querying handle. */
export type PgliteThread = {
  query: Query;
  transaction: <T>(callback: (tx: { query: Query }) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The data folder, as PGlite's own `dataDir` (a backup copies it). */
  dataDir: string;
};

/**
 * The embedded engine in a worker thread (`pglite-worker.ts`), for the server: PostgreSQL starts while
 * the server's modules load, and runs its queries beside the thread that serves HTTP. Answers once
 * the database is open; a failure to open rejects with the engine's own error fields. `from`: the
 * worker's bundle when this code runs from the sources (the API suite's worker slice).
 */
export const openPgliteThread = (
  options: { dataDir: string },
  from: URL = workerUrl,
): Promise<PgliteThread> =>
  new Promise((opened, failed) => {
    const worker = new Worker(from, { workerData: options });
    const pending = new Map<number, { done: (value: unknown) => void; fail: (error: Error) => void }>();
    let lastId = 0;
    const call = <T>(request: Asked) =>
      new Promise<T>((done, fail) => {
        const id = ++lastId;
        pending.set(id, { done: done as (value: unknown) => void, fail });
        worker.postMessage({ ...request, id });
      });
    const query =
      (tx?: number): Query =>
      (text, params, queryOptions) =>
        call({ op: 'query', tx, text, params, rowMode: queryOptions?.rowMode });
    worker.on('message', ({ id, result, error }: Reply) => {
      if (id === 0) {
        if (error) failed(rebuiltError(error));
        else
          opened({
            query: query(),
            transaction: async (callback) => {
              const tx = await call<number>({ op: 'begin' });
              let result: Awaited<ReturnType<typeof callback>>;
              try {
                result = await callback({ query: query(tx) });
              } catch (error) {
                await call({ op: 'end', tx, commit: false });
                throw error;
              }
              await call({ op: 'end', tx, commit: true });
              return result;
            },
            close: async () => {
              await call({ op: 'close' });
              await worker.terminate();
            },
            dataDir: options.dataDir,
          });
        return;
      }
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) waiting?.fail(rebuiltError(error));
      else waiting?.done(result);
    });
    // The thread itself failed (not a query): nothing it was asked will be answered.
    worker.on('error', (error) => {
      failed(error);
      for (const { fail } of pending.values()) fail(error);
      pending.clear();
    });
  });

/** Drizzle's driver takes the thread as its PGlite client: it calls only `query` and `transaction`. */
export const asPgliteClient = (thread: PgliteThread) => thread as unknown as PGlite;
