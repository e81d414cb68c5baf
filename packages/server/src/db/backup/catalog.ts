import type { Query } from './session';

export type Column = {
  name: string;
  /** Raw bytes (a photo's parts): written as parts of their own, never inside a row's JSON. */
  bytea: boolean;
  /** A stored generated column: worked out again on restore, never written. */
  generated: boolean;
};
export type Table = { name: string; columns: Column[]; primaryKey: string[]; orderBy: string };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables (schema public, ordinary tables) with their columns and primary keys, read
 * from the catalog rather than the Drizzle schema: a table a later change adds is backed up without
 * anyone remembering to list it. Rows are written in primary-key order, text compared byte by byte, so
 * both engines write a table's rows in the same order.
 */
export const readTables = async (query: Query): Promise<Table[]> => {
  const rows = await query<{
    table: string;
    column: string;
    bytea: boolean;
    generated: boolean;
    pk: number | null;
    collatable: boolean;
  }>(`
    select c.relname as table, a.attname as column, a.atttypid = 'bytea'::regtype as bytea,
      a.attgenerated <> '' as generated, a.attcollation <> 0 as collatable,
      array_position(i.indkey::int2[], a.attnum) as pk
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where c.relkind in ('r', 'p')
    order by c.relname, a.attnum`);
  const tables = new Map<string, Table & { keys: { name: string; at: number; collatable: boolean }[] }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], primaryKey: [], orderBy: '', keys: [] };
      tables.set(row.table, table);
    }
    table.columns.push({ name: row.column, bytea: row.bytea, generated: row.generated });
    if (row.pk !== null) table.keys.push({ name: row.column, at: row.pk, collatable: row.collatable });
  }
  return [...tables.values()]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ keys, ...table }) => {
      keys.sort((a, b) => a.at - b.at);
      // A table without a primary key is ordered by its whole row as text.
      const order = keys.length
        ? keys.map((k) => `${quoteIdent(k.name)}${k.collatable ? ' collate "C"' : ''}`)
        : [`t::text collate "C"`];
      return { ...table, primaryKey: keys.map((k) => k.name), orderBy: order.join(', ') };
    });
};

export const hasBlobs = (table: Table) => table.columns.some((c) => c.bytea);

/**
 * The id sequences of the tables (identity and serial columns) and where each stands: its last value,
 * or null when it has handed out none.
 */
export const readSequences = (query: Query) =>
  query<{ table: string; column: string; sequence: string; value: string | null }>(`
    select t.relname as table, a.attname as column, s.oid::regclass::text as sequence,
      pg_sequence_last_value(s.oid)::text as value
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')`);
