import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { projects } from './schema';

/**
 * The first lock a delete of one of a project's records (a property, an instrument) takes: the
 * project's row, so parallel deletes of one project's records queue and each counts the ones left
 * under the lock. A no-key lock: records may still be added to the project meanwhile. False when
 * there is no such record.
 */
export const lockProjectOfRecord = async (
  tx: Tx,
  table: PgTable & { id: PgColumn; projectId: PgColumn },
  id: number,
) => {
  const [seen] = await tx
    .select({ projectId: table.projectId })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!seen) return false;
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, seen.projectId as number))
    .for('no key update');
  return true;
};
