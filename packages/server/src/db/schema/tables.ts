import {
  type AnyPgColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One helper makes every lookup list (DESIGN §3): id, name, sort order, archive date, plus the
 * extras a list needs. Ids are plain integers (not identity) because the seed fixes the spec's ids.
 */
export const lookupTable = <E extends Record<string, PgColumnBuilderBase>>(
  name: string,
  extras: E = {} as E,
) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    archiveDate: timestamp('archive_date', { withTimezone: true, mode: 'date' }),
    ...extras,
  });

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
