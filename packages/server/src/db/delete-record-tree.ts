import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { childrenOf, type TreeEdge } from './record-tree';
import { type Actor, deleteAudited, deleteRowsAudited, lockVersion } from './tx';

/** The audited id of a child row: its own, or its parent's for a link table. */
const recordIdKey = (edge: TreeEdge) => (edge.keyedByParent ? edge.key : 'id');

/** Deletes the rows of `edge.child` that `where` selects and, before them, everything under them. */
const deleteSubtree = async (tx: Tx, actor: Actor, edge: TreeEdge, where: SQL) => {
  const table = edge.child as PgTable & { id?: PgColumn };
  for (const grandchild of childrenOf(table)) {
    if (!table.id) continue;
    await deleteSubtree(
      tx,
      actor,
      grandchild,
      inArray(grandchild.column, tx.select({ id: table.id }).from(table).where(where)),
    );
  }
  await deleteRowsAudited(tx, actor, { table, where, recordId: recordIdKey(edge) as never });
};

/**
 * Deletes a record and everything under it, each row audited: the version is checked first (a stale
 * page deletes nothing), then the children in the tree's order, then the record (with `alsoHeld`, its
 * link tables' contents, in its own audit row so the delete reads as one).
 */
export const deleteRecordTree = async (
  tx: Tx,
  actor: Actor,
  {
    table,
    id,
    version,
    alsoHeld,
  }: {
    table: PgTable & { id: PgColumn; version: PgColumn };
    id: number;
    version?: number;
    alsoHeld?: Record<string, unknown>;
  },
) => {
  await lockVersion(tx, table, id, version);
  for (const edge of childrenOf(table)) await deleteSubtree(tx, actor, edge, eq(edge.column, id));
  await deleteAudited(tx, actor, table, id, version, alsoHeld);
};
