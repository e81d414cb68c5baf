import { formatDateTime, staleVersionMessage } from '@app/domain';
import { and, desc, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { notFound, staleVersionConflict } from '../lib/errors';
import { auditParents } from './audit-parents';
import type { Db, Tx } from './client';
import { auditLog } from './schema';

/** Who is changing data: written to the audit log beside every change (with the import batch, when one writes). */
export type Actor = { userId: number | null; name: string; importBatchId?: number };

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** Runs `fn` in one transaction: all of a multi-step save or none of it (DESIGN §3). */
export const inTransaction = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(fn);

const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/**
 * The reads of an answer that carries a `version`, from one moment: a read-only REPEATABLE READ
 * transaction on one connection (inside a transaction already, its own). Parallel reads on separate pool
 * connections once paired an instrument's version N+1 with its property set of version N, and sending
 * that back passed the version check and deleted the property another user had just added.
 */
export const inSnapshot = <T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> =>
  isTransaction(db)
    ? read(db)
    : db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

/**
 * Runs independent reads and answers their results in order: side by side on the pool (each on a
 * connection of its own), one after another in a transaction or snapshot, whose one connection must not
 * be sent a query while another runs (pg 8 warns that pg 9 will refuse it; it queues them anyway, so
 * taking turns costs nothing there). The one way to run queries side by side: never `Promise.all`.
 */
export const readAll = async <T extends readonly unknown[]>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> => {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
};

const tableNameOf = (table: PgTable) =>
  (table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')];

/** Long texts (a project photo is megabytes of base64) are summarised in the audit log, not copied. */
const auditedValue = (row: unknown) =>
  row && typeof row === 'object'
    ? Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && v.length > 2000 ? `[${v.length} characters]` : v,
        ]),
      )
    : (row ?? null);

export const writeAudit = async (
  tx: Tx,
  actor: Actor,
  entry: {
    table: PgTable;
    recordId: number;
    action: 'create' | 'update' | 'delete' | 'restore';
    before?: unknown;
    after?: unknown;
  },
) => {
  const tableName = tableNameOf(entry.table);
  const [parent] = await auditParents(tx, tableName, [
    { recordId: entry.recordId, row: entry.after ?? entry.before },
  ]);
  await tx.insert(auditLog).values({
    tableName,
    recordId: entry.recordId,
    action: entry.action,
    userId: actor.userId,
    userName: actor.name,
    importBatchId: actor.importBatchId ?? null,
    before: auditedValue(entry.before),
    after: auditedValue(entry.after),
    ...parent,
  });
};

/** Audits many rows of one table and action in one statement (a locality's 500 parcels, say). */
export const writeAuditRows = async (
  tx: Tx,
  actor: Actor,
  { table, action, rows }: { table: PgTable; action: 'create' | 'delete'; rows: { id: number }[] },
) => {
  if (rows.length === 0) return;
  const parents = await auditParents(
    tx,
    tableNameOf(table),
    rows.map((row) => ({ recordId: row.id, row })),
  );
  await tx.insert(auditLog).values(
    rows.map((row, i) => ({
      tableName: tableNameOf(table),
      recordId: row.id,
      action,
      userId: actor.userId,
      userName: actor.name,
      importBatchId: actor.importBatchId ?? null,
      before: action === 'delete' ? auditedValue(row) : null,
      after: action === 'create' ? auditedValue(row) : null,
      ...parents[i],
    })),
  );
};

/** Inserts one row and audits it; answers the inserted row. */
export const insertAudited = async <T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> => {
  const [row] = (await tx
    .insert(table)
    .values(values as never)
    .returning()) as T['$inferSelect'][];
  await writeAudit(tx, actor, { table, recordId: (row as { id: number }).id, action: 'create', after: row });
  return row;
};

/**
 * Updates one row only if it still has the version the client read; bumps the version and audits.
 * A stale version answers 409 naming who changed the record and when, so the page can offer to reload.
 */
export const updateVersioned = async <T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  table: T,
  recordId: number,
  expectedVersion: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> => {
  const before = await lockRow(tx, table, recordId);
  if ((before as { version: number }).version !== expectedVersion)
    throw await staleVersion(tx, table, recordId);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, unknown> = { ...values, version: sql`${table.version} + 1` };
  if ('updatedAt' in columns) set.updatedAt = new Date();
  const [after] = (await tx
    .update(table)
    .set(set as never)
    .where(eq(table.id, recordId))
    .returning()) as T['$inferSelect'][];
  await writeAudit(tx, actor, { table, recordId, action: 'update', before, after });
  return after;
};

/** Deletes one row (checking its version when the client sent one) and audits what it was. */
export const deleteAudited = async <T extends VersionedTable>(
  tx: Tx,
  actor: Actor,
  table: T,
  recordId: number,
  expectedVersion?: number,
  /** What else the record held (its link tables), kept in the same audit row so it reads as one delete. */
  alsoHeld?: Record<string, unknown>,
): Promise<void> => {
  const before = await lockVersion(tx, table, recordId, expectedVersion);
  await tx.delete(table).where(eq(table.id, recordId));
  await writeAudit(tx, actor, { table, recordId, action: 'delete', before: { ...before, ...alsoHeld } });
};

/** Locks the record and checks the page's version (when it sent one): a stale page changes nothing. */
export const lockVersion = async <T extends VersionedTable>(
  tx: Tx,
  table: T,
  recordId: number,
  expectedVersion?: number,
) => {
  const row = await lockRow(tx, table, recordId);
  if (expectedVersion !== undefined && (row as { version: number }).version !== expectedVersion)
    throw await staleVersion(tx, table, recordId);
  return row;
};

/** Reads a row FOR UPDATE so a concurrent save waits instead of interleaving; 404 when absent. */
const lockRow = async <T extends VersionedTable>(tx: Tx, table: T, recordId: number) => {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, recordId))
    .for('update');
  if (!row) throw notFound('The record was not found. It may have been deleted.');
  return row as T['$inferSelect'];
};

/** The 409 of a save from a stale page: who changed the record last, and when. */
export const staleVersion = async (tx: Tx, table: PgTable, recordId: number) => {
  const [last] = await tx
    .select({ userName: auditLog.userName, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.tableName, tableNameOf(table)), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return staleVersionConflict(
    staleVersionMessage(last ? `${last.userName} at ${formatDateTime(last.at)}` : null),
  );
};

/**
 * Deletes the rows `where` selects and writes one audit row for each, in two statements. Rows of link
 * tables (no id of their own) are audited under the id of the record they belong to.
 */
export const deleteRowsAudited = async <T extends PgTable>(
  tx: Tx,
  actor: Actor,
  {
    table,
    where,
    recordId,
  }: { table: T; where: SQL | undefined; recordId: keyof T['$inferSelect'] & string },
) => {
  const rows = (await tx.delete(table).where(where).returning()) as Record<string, unknown>[];
  if (rows.length === 0) return;
  const parents = await auditParents(
    tx,
    getTableName(table),
    rows.map((row) => ({ recordId: row[recordId] as number, row })),
  );
  await tx.insert(auditLog).values(
    rows.map((row, i) => ({
      tableName: getTableName(table),
      recordId: row[recordId] as number,
      action: 'delete',
      userId: actor.userId,
      userName: actor.name,
      importBatchId: actor.importBatchId ?? null,
      before: row,
      ...parents[i],
    })),
  );
};
