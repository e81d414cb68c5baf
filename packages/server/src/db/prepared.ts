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

/**
 * One prepared read per kind of record (an instrument's, a service's…) that differ only in the table or
 * column they read by: `build` makes the kind's statement, named for it.
 */
export const preparedPerKind = <K extends string, Q>(kinds: readonly K[], build: (db: Db, kind: K) => Q) =>
  preparedOnce((db) => Object.fromEntries(kinds.map((kind) => [kind, build(db, kind)])) as Record<K, Q>);
