import pg from 'pg';

/** The message of the refusal, which a test may look for. */
export const concurrentQueryMessage =
  'a query was sent on a connection still running another (pg 9 refuses this): await the queries of one transaction one after the other';

let installed = false;

const isRollback = (config: unknown) =>
  /^rollback\b/i.test(typeof config === 'string' ? config : String((config as { text?: unknown })?.text));

/**
 * Makes every PostgreSQL connection of the test process refuse a query while one is still running on it,
 * as pg 9 will. pg 8 only warns, once per process and only from the third query in flight, so a
 * `Promise.all` over one transaction's connection went unnoticed until a server printed the warning.
 * The pool's own `query` takes a free connection each time, so only a transaction can trip this.
 */
export const refuseConcurrentQueries = () => {
  if (installed) return;
  installed = true;
  const inFlight = new WeakMap<pg.Client, number>();
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    // A rollback after the refusal still queues, so the refused transaction ends and its connection
    // goes back to the pool clean instead of failing every test after it.
    if ((inFlight.get(this) ?? 0) > 0 && !isRollback(args[0])) throw new Error(concurrentQueryMessage);
    const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    const config = args[0] as { callback?: unknown; submit?: unknown } | undefined;
    // A Submittable (a cursor) or a query object with its own callback: not how Drizzle asks; passed on.
    if (typeof config?.submit === 'function' || typeof config?.callback === 'function')
      return query.apply(this, args);
    inFlight.set(this, (inFlight.get(this) ?? 0) + 1);
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        done();
        callback(...results);
      };
      return query.apply(this, args);
    }
    return (query.apply(this, args) as Promise<unknown>).finally(done);
  } as typeof pg.Client.prototype.query;
};
