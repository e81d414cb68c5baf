import type { Db } from './client';

/**
 * A hot read built and prepared once per database handle instead of on every call: Drizzle then skips
 * rebuilding the SQL text (about a tenth of a millisecond a query), and PostgreSQL keeps the named
 * statement's plan per connection. `build` calls `.prepare(name)` with `sql.placeholder`s for the values.
 * Keyed by the handle, so a transaction's reads run on the transaction (a statement prepared on the
 * pool would run outside it).
 */
export const preparedOnce = <Q>(build: (db: Db) => Q) => {
  const prepared = new WeakMap<Db, Q>();
  return (db: Db): Q => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
};
