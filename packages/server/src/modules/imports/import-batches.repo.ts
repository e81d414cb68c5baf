import { ImportLimits } from '@app/domain';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import { type Actor, writeAuditRows } from '../../db/tx';
import { replaceLinkRoles, writeUpdate } from './import-write.repo';

export const insertBatch = async (tx: Tx, actor: Actor, fileName: string) => {
  const [batch] = await tx
    .insert(s.importBatches)
    .values({ fileName, userId: actor.userId, userName: actor.name, counts: {} })
    .returning();
  return batch;
};

export const setBatchCounts = (tx: Tx, id: number, counts: Record<string, unknown>) =>
  tx.update(s.importBatches).set({ counts }).where(eq(s.importBatches.id, id));

/**
 * Whether a change not made by the batch touched one of its records (or a record inside one: a
 * parcel added to an imported property) after the batch: then Undo would lose that change.
 */
const changedSinceSql = (batchId: number | SQL) => sql<boolean>`exists (
  select 1 from ${s.auditLog} later
  join ${s.auditLog} mine on mine.import_batch_id = ${batchId}
    and ((mine.table_name = later.table_name and mine.record_id = later.record_id)
      or (mine.table_name = later.parent_table and mine.record_id = later.parent_id))
  where later.id > (select max(id) from ${s.auditLog} where import_batch_id = ${batchId})
    and later.import_batch_id is distinct from ${batchId})`;

/** A batch as the Imports list shows it, with whether a later change touched its records. */
const batchColumns = (changedSince: ReturnType<typeof changedSinceSql>) => ({
  id: s.importBatches.id,
  fileName: s.importBatches.fileName,
  userName: s.importBatches.userName,
  at: s.importBatches.at,
  counts: s.importBatches.counts,
  undoneAt: s.importBatches.undoneAt,
  undoneByName: s.importBatches.undoneByName,
  changedSince,
});

export const listBatches = (db: Db) =>
  db
    .select(batchColumns(changedSinceSql(qualified(s.importBatches.id))))
    .from(s.importBatches)
    .orderBy(desc(s.importBatches.id))
    .limit(ImportLimits.batchesShown);

export const getBatch = async (db: Db, id: number) => {
  const [batch] = await db
    .select(batchColumns(changedSinceSql(id)))
    .from(s.importBatches)
    .where(eq(s.importBatches.id, id));
  return batch;
};

export const lockBatch = (tx: Tx, id: number) =>
  tx.select().from(s.importBatches).where(eq(s.importBatches.id, id)).for('update');

/** The tables an import creates rows in, children first: the order their rows are removed in. */
const createdTables: (PgTable & { id: PgColumn })[] = [
  s.events,
  s.contactLinks,
  s.propertyInstruments,
  s.taxParcels,
  s.propertyLocalities,
  s.services,
  s.instruments,
  s.properties,
  s.projects,
];

/** The columns an import sets on a record it updates, restored from the audit row's before. */
const restoredColumns: Record<string, string[]> = {
  projects: ['name', 'description', 'statusId'],
  properties: [
    'projectId',
    'name',
    'statusId',
    'acres',
    'futurePropertiesAllowed',
    'targetInspectionFrequency',
    'accessPointLatitude',
    'accessPointLongitude',
    'inspectWithTwoOrMoreStaff',
    'additionalInterestHolder',
    'notes',
    'calculatedAcres',
  ],
  instruments: [
    'statusId',
    'typeId',
    'agreementTypeId',
    'instrumentNumber',
    'localityId',
    'deedBookPage',
    'staffLeadId',
    'notes',
    'executedDate',
    'recordedDate',
  ],
  services: [
    'categoryId',
    'statusId',
    'agreementTypeId',
    'staffLeadId',
    'notes',
    'inspectionMethod',
    'reportCompletedDate',
    'reportCompletedById',
  ],
  contact_links: ['projectId', 'notes'],
  property_instruments: [
    'propertyAcres',
    'futurePropertiesAllowed',
    'dwellingsAllowed',
    'finishedAreaAllowed',
    'imperviousAreaAllowed',
  ],
};

const byName = new Map(
  createdTables.map((t) => [(t as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')], t]),
);

/** Audit rows an undo takes at once: a large batch has a hundred thousand, never all held. */
const undoPage = 1_000;

/** The batch's audit rows of an action (and table), newest first, a page at a time. */
async function* batchRows(tx: Tx, batchId: number, action: string, tableName?: string) {
  let below: number | null = null;
  for (;;) {
    const rows = await tx
      .select({
        id: s.auditLog.id,
        tableName: s.auditLog.tableName,
        recordId: s.auditLog.recordId,
        before: s.auditLog.before,
      })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.importBatchId, batchId),
          eq(s.auditLog.action, action),
          tableName === undefined ? undefined : eq(s.auditLog.tableName, tableName),
          below === null ? undefined : lt(s.auditLog.id, below),
        ),
      )
      .orderBy(desc(s.auditLog.id))
      .limit(undoPage);
    if (rows.length > 0) yield rows;
    if (rows.length < undoPage) return;
    below = rows[rows.length - 1].id;
  }
}

/** Puts an updated record's imported columns back as the audit row's before holds them. */
const restoreUpdated = async (
  tx: Tx,
  actor: Actor,
  row: { tableName: string; recordId: number; before: unknown },
) => {
  if (row.tableName === 'contact_link_roles') {
    const after = (row.before as { roleIds: number[] }).roleIds;
    const [current] = await tx
      .select({
        roleIds: sql<
          number[]
        >`array_agg(${s.contactLinkRoles.contactRoleId} order by ${s.contactLinkRoles.contactRoleId})`,
      })
      .from(s.contactLinkRoles)
      .where(eq(s.contactLinkRoles.contactLinkId, row.recordId));
    await replaceLinkRoles(tx, actor, row.recordId, current?.roleIds ?? [], after);
    return;
  }
  const table = byName.get(row.tableName) as PgTable & { id: PgColumn; version: PgColumn };
  const columns = restoredColumns[row.tableName];
  if (!table || !columns) return;
  const before = row.before as Record<string, unknown>;
  const [current] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, row.recordId))
    .for('update')) as Record<string, unknown>[];
  if (!current) return;
  const values = Object.fromEntries(columns.map((c) => [c, before[c]]));
  await writeUpdate(tx, actor, table, row.recordId, current, values);
};

/**
 * Undoes a batch inside the caller's transaction: the records it updated get their earlier values
 * back (newest change first, so a record changed twice ends as it was), the ones it created are
 * deleted (children first, each audited), parcels it replaced come back, and its legacy ids are
 * forgotten. The caller has checked that nothing changed them since. The batch's audit rows are read
 * a page at a time, so an undo's memory does not grow with the batch.
 */
export const undoBatchRows = async (tx: Tx, actor: Actor, batchId: number) => {
  // Updated records first: a property moved to a project the batch created goes back before that project goes.
  for await (const rows of batchRows(tx, batchId, 'update'))
    for (const row of rows) await restoreUpdated(tx, actor, row);
  for (const table of createdTables) {
    const name = [...byName].find(([, t]) => t === table)?.[0] as string;
    for await (const rows of batchRows(tx, batchId, 'create', name)) {
      const removed = await tx
        .delete(table)
        .where(
          inArray(
            table.id,
            rows.map((row) => row.recordId),
          ),
        )
        .returning();
      await writeAuditRows(tx, actor, { table, action: 'delete', rows: removed as { id: number }[] });
    }
  }
  // Parcels the batch replaced come back (with new ids), before their property's acres are restored.
  for await (const rows of batchRows(tx, batchId, 'delete', 'tax_parcels')) {
    const restored = await tx
      .insert(s.taxParcels)
      .values(
        rows.map((r) => {
          const before = r.before as {
            propertyLocalityId: number;
            parcelId: string | null;
            acres: number | null;
          };
          return {
            propertyLocalityId: before.propertyLocalityId,
            parcelId: before.parcelId,
            acres: before.acres,
          };
        }),
      )
      .returning();
    await writeAuditRows(tx, actor, { table: s.taxParcels, action: 'create', rows: restored });
  }
  await tx.delete(s.legacyIds).where(eq(s.legacyIds.batchId, batchId));
  await tx
    .update(s.importBatches)
    .set({ undoneAt: new Date(), undoneByName: actor.name })
    .where(and(eq(s.importBatches.id, batchId)));
};

export const batchChangedSince = async (tx: Tx, batchId: number) => {
  const [row] = await tx
    .select({ changed: changedSinceSql(batchId) })
    .from(s.importBatches)
    .where(eq(s.importBatches.id, batchId));
  return row?.changed ?? false;
};
