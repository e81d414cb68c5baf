import { type AnyColumn, getTableName, sql } from 'drizzle-orm';

/**
 * A column always named with its table (or alias). Drizzle leaves table names out of the select list
 * of a query on one table, so a bare `${properties.id}` inside a subquery there is read as the
 * subquery's own `id` — that once gave every new instrument the locality of property_localities row 131.
 * Inside a `sql` template that holds a subquery, name columns only through this
 * (`npm run lint` refuses anything else: scripts/check-sql-columns.mjs).
 */
export const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
