import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite';
import { plainError } from './pglite-errors';

/**
 * The embedded engine in a thread of its own (pglite-thread.ts is the server's side): PostgreSQL's
 * start and every query's work run here, beside the thread that loads the server and serves HTTP.
 * Each message names an operation and is answered once, with the same id.
 */
export type Request =
  | { id: number; op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };
export type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const reply = (id: number, outcome: { result?: unknown; error?: unknown }) =>
  port.postMessage({
    id,
    ...('error' in outcome ? { error: plainError(outcome.error) } : { result: outcome.result }),
  } satisfies Reply);

/** An open transaction: its handle, and how it is ended (the thread's side waits in PGlite's callback). */
type Open = { tx: Transaction; end: (commit: boolean, id: number) => void };
const open = new Map<number, Open>();
let lastTx = 0;

const rollback = Symbol('rollback');

const begin = (client: PGlite, id: number) => {
  const txId = ++lastTx;
  let endId = 0;
  client
    .transaction(
      (tx) =>
        new Promise<void>((committed, rolledBack) => {
          open.set(txId, {
            tx,
            end: (commit, asked) => {
              endId = asked;
              if (commit) committed();
              else rolledBack(rollback);
            },
          });
          reply(id, { result: txId });
        }),
    )
    .then(
      () => reply(endId, { result: null }),
      (error: unknown) =>
        endId === 0 ? reply(id, { error }) : reply(endId, error === rollback ? { result: null } : { error }),
    )
    .finally(() => open.delete(txId));
};

let client: PGlite;
try {
  client = await openPglite(workerData as Parameters<typeof openPglite>[0]);
} catch (error) {
  // The start names the failure from its fields (an Emscripten errno, a PostgreSQL code).
  port.postMessage({ id: 0, error: plainError(error) } satisfies Reply);
  process.exit(1);
}

port.on('message', async (request: Request) => {
  try {
    switch (request.op) {
      case 'query': {
        const on = request.tx === undefined ? client : open.get(request.tx)?.tx;
        if (!on) throw new Error(`no open transaction ${request.tx}`);
        const { rows, fields, affectedRows } = await on.query(request.text, request.params, {
          rowMode: request.rowMode,
        });
        reply(request.id, { result: { rows, fields, affectedRows } });
        return;
      }
      case 'begin':
        begin(client, request.id);
        return;
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error(`no open transaction ${request.tx}`);
        transaction.end(request.commit, request.id);
        return;
      }
      case 'close':
        await client.close();
        reply(request.id, { result: null });
        return;
    }
  } catch (error) {
    reply(request.id, { error });
  }
});
port.postMessage({ id: 0, result: 'ready' } satisfies Reply);
