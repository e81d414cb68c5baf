import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const lookupColumns = () => ({
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  archiveDate: timestamp('archive_date', { withTimezone: true, mode: 'date' }),
});
type BaseLookupColumns = ReturnType<typeof lookupColumns>;
/** The base columns with the extras over them, as one flat map (an intersection loses the base's keys in drizzle's types). */
type LookupColumns<E> = {
  [K in keyof BaseLookupColumns | keyof E]: K extends keyof E
    ? E[K]
    : K extends keyof BaseLookupColumns
      ? BaseLookupColumns[K]
      : never;
};

/**
 * One helper makes every lookup list (DESIGN §3): id, name, sort order, archive date, plus the
 * extras a list needs (an extra `id` replaces the plain one) and its checks. Ids are plain integers
 * (not identity) because the seed fixes the spec's ids.
 */
export const lookupTable = <
  N extends string,
  E extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(
  name: N,
  extras: E = {} as E,
  checks?: (t: BuildExtraConfigColumns<N, LookupColumns<E>, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable(name, { ...lookupColumns(), ...extras } as LookupColumns<E>, checks);

const reference = (column: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(column).notNull().references(target, { onDelete });

type LinkEnd<K extends string> = {
  /** The property name in code. */
  key: K;
  /** The column name in the database. */
  column: string;
  references: () => AnyPgColumn;
};

/**
 * One helper makes every many-to-many link table: two references that together are the primary key,
 * and an index on the second for the look-ups from its side. The link goes with the record that owns
 * it (cascade); `other.onDelete` says whether the other side may be deleted while linked.
 */
export const linkTable = <O extends string, T extends string>(
  name: string,
  owner: LinkEnd<O>,
  other: LinkEnd<T> & {
    onDelete: 'cascade' | 'restrict';
    index: string;
    /** Put the owner in the index too, where the other side's look-ups want the owners alone. */
    covering?: boolean;
  },
) => {
  const columns = {
    [owner.key]: reference(owner.column, owner.references, 'cascade'),
    [other.key]: reference(other.column, other.references, other.onDelete),
  } as Record<O | T, ReturnType<typeof reference>>;
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[owner.key], t[other.key]] }),
    other.covering ? index(other.index).on(t[other.key], t[owner.key]) : index(other.index).on(t[other.key]),
  ]);
};
