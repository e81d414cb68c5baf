import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Whether a row with this id is in a table with an `id` column (a project, a lookup option). */
export const rowExists = async (db: Db, table: PgTable & { id: PgColumn }, id: number) => {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row !== undefined;
};
