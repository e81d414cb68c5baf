import { and, desc, eq, getTableName, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { cardTables, parentEdgesOf } from './record-tree';
import { auditLog } from './schema';

export type AuditParent = { parentTable: string | null; parentId: number | null };
const none: AuditParent = { parentTable: null, parentId: null };

const valuesOf = (row: unknown) =>
  row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : null;

const isCard = (table: PgTable) => (cardTables as readonly string[]).includes(getTableName(table));

/**
 * Which record's History card also shows a change of a table's row (record-tree.ts): the first record
 * with a card the row hangs under, read from its keys (a link table's from the record id it is audited
 * under). A row under no such record has only its own history.
 */
const fromKeys = (tableName: string, row: unknown, recordId?: number): AuditParent => {
  const values = valuesOf(row);
  for (const edge of parentEdgesOf(tableName)) {
    if (!edge.inParentHistory || !isCard(edge.parent)) continue;
    const id = edge.keyedByParent && recordId !== undefined ? recordId : values?.[edge.key];
    if (typeof id === 'number') return { parentTable: getTableName(edge.parent), parentId: id };
  }
  return none;
};

/**
 * Parents given to the audit rows of records that are gone (a locality deleted before its parcels
 * are audited): the parent their own audit rows were written with.
 */
const auditedParents = async (tx: Tx, tableName: string, ids: number[]) => {
  const rows = await tx
    .select({ recordId: auditLog.recordId, parentTable: auditLog.parentTable, parentId: auditLog.parentId })
    .from(auditLog)
    .where(
      and(eq(auditLog.tableName, tableName), inArray(auditLog.recordId, ids), isNotNull(auditLog.parentId)),
    )
    .orderBy(desc(auditLog.id));
  const found = new Map<number, AuditParent>();
  for (const { recordId, parentTable, parentId } of rows)
    if (!found.has(recordId)) found.set(recordId, { parentTable, parentId });
  return found;
};

/**
 * A row inside a child (a parcel in a locality, roles on a contact link) belongs where its container
 * belongs: the container's edge, and the container's id for each of the row's audit entries.
 */
const containerEdge = (tableName: string) => parentEdgesOf(tableName).find((edge) => !isCard(edge.parent));

const liveParents = async (tx: Tx, container: PgTable & { id: PgColumn }, ids: number[]) =>
  new Map(
    (
      (await tx
        .select()
        .from(container as PgTable)
        .where(inArray(container.id, ids))) as { id: number }[]
    ).map((row): [number, AuditParent] => [row.id, fromKeys(getTableName(container), row)]),
  );

/**
 * The parent to write beside each audit row of `tableName` (`row` is the record's after, else its
 * before): from the row's keys, or for a child's child from its container, live or as audited.
 */
export const auditParents = async (
  tx: Tx,
  tableName: string,
  entries: readonly { recordId: number; row: unknown }[],
): Promise<AuditParent[]> => {
  const edge = containerEdge(tableName);
  if (!edge) return entries.map((e) => fromKeys(tableName, e.row, e.recordId));
  const viaIds = entries.map((e) => (edge.keyedByParent ? e.recordId : valuesOf(e.row)?.[edge.key]));
  const wanted = [...new Set(viaIds.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return entries.map(() => none);
  const live = await liveParents(tx, edge.parent, wanted);
  const missing = wanted.filter((id) => !live.has(id));
  const audited =
    missing.length > 0 ? await auditedParents(tx, getTableName(edge.parent), missing) : new Map();
  return viaIds.map((id) => (typeof id === 'number' ? (live.get(id) ?? audited.get(id) ?? none) : none));
};
