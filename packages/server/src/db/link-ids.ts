import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { childrenOf, recordTree, type TreeEdge } from './record-tree';
import { type Actor, readAll, writeAudit } from './tx';

/**
 * A record's link tables (schema's `linkTable`: the record's column and one other, no id of their
 * own), as the record tree names them (its `keyedByParent` edges).
 */
export const linkEdgesOf = (table: PgTable) => childrenOf(table).filter((edge) => edge.keyedByParent);

/** The link table's other column, and the name a form gives its list of ids (typeId → typeIds). */
const linkedOf = (edge: TreeEdge) => {
  const [key, column] = Object.entries(getTableColumns(edge.child)).find(([key]) => key !== edge.key) as [
    string,
    PgColumn,
  ];
  return { key, column, field: `${key}s` };
};

const edgeOf = (table: PgTable) => {
  const edge = recordTree.find((e) => e.child === table && e.keyedByParent);
  if (!edge) throw new Error('not a link table of the record tree');
  return edge;
};

/** The ids each of a record's link tables holds for it, sorted, by field (`{ typeIds: [...], ... }`). */
export const readLinkIds = async (db: Db | Tx, table: PgTable, id: number) => {
  const edges = linkEdgesOf(table);
  const lists = await readAll(
    db,
    edges.map(
      (edge) => () =>
        db
          .select({ id: linkedOf(edge).column })
          .from(edge.child)
          .where(eq(edge.column, id)),
    ),
  );
  return Object.fromEntries(
    edges.map((edge, n) => [
      linkedOf(edge).field,
      (lists[n] as { id: number }[]).map((r) => r.id).toSorted((a, b) => a - b),
    ]),
  );
};

/**
 * Replaces the ids a link table holds for one record: removes and adds only what changed, audited
 * under the record's id as its `ids` before and after (History shows it on the record's card).
 */
export const replaceLinkIds = async (
  tx: Tx,
  actor: Actor,
  {
    table,
    ownerId,
    before,
    after,
  }: { table: PgTable; ownerId: number; before: readonly number[]; after: readonly number[] },
) => {
  const edge = edgeOf(table);
  const { key, column } = linkedOf(edge);
  const wanted = [...new Set(after)];
  const removed = before.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !before.includes(id));
  if (removed.length === 0 && added.length === 0) return;
  if (removed.length > 0)
    await tx.delete(table).where(and(eq(edge.column, ownerId), inArray(column, removed)));
  if (added.length > 0)
    await tx.insert(table).values(added.map((id) => ({ [edge.key]: ownerId, [key]: id })));
  await writeAudit(tx, actor, {
    table,
    recordId: ownerId,
    action: 'update',
    before: { ids: before },
    after: { ids: wanted },
  });
};

/**
 * Replaces the lists given (by field: `{ typeIds, propertyIds }`) of a record's link tables, each
 * as `replaceLinkIds` does; a field not given keeps its links.
 */
export const replaceLinkLists = async (
  tx: Tx,
  actor: Actor,
  table: PgTable,
  ownerId: number,
  next: Partial<Record<string, readonly number[]>>,
) => {
  const before = await readLinkIds(tx, table, ownerId);
  for (const edge of linkEdgesOf(table)) {
    const { field } = linkedOf(edge);
    const after = next[field];
    if (after) await replaceLinkIds(tx, actor, { table: edge.child, ownerId, before: before[field], after });
  }
};
