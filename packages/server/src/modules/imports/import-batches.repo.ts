import { ImportLimits } from '@app/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import { type Actor, writeAudit, writeAuditRows } from '../../db/tx';
import { replaceLinkRoles } from './import-write.repo';

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

/**
 * Undoes a batch inside the caller's transaction: the records it created are deleted (children
 * first, each audited), the ones it updated get their earlier values back, parcels it replaced come
 * back, and its legacy ids are forgotten. The caller has checked that nothing changed them since.
 */
export const undoBatchRows = async (tx: Tx, actor: Actor, batchId: number) => {
  const rows = await tx
    .select({
      id: s.auditLog.id,
      tableName: s.auditLog.tableName,
      recordId: s.auditLog.recordId,
      action: s.auditLog.action,
      before: s.auditLog.before,
    })
    .from(s.auditLog)
    .where(eq(s.auditLog.importBatchId, batchId))
    .orderBy(desc(s.auditLog.id));
  // Updated records first: a property moved to a project the batch created goes back before that project goes.
  for (const row of rows.filter((r) => r.action === 'update')) {
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
      continue;
    }
    const table = byName.get(row.tableName) as PgTable & { id: PgColumn; version: PgColumn };
    const columns = restoredColumns[row.tableName];
    if (!table || !columns) continue;
    const before = row.before as Record<string, unknown>;
    const [current] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, row.recordId))
      .for('update')) as Record<string, unknown>[];
    if (!current) continue;
    const values = Object.fromEntries(columns.map((c) => [c, before[c]]));
    const [after] = await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
      .where(eq(table.id, row.recordId))
      .returning();
    await writeAudit(tx, actor, { table, recordId: row.recordId, action: 'update', before: current, after });
  }
  const created = new Map<string, number[]>();
  for (const row of rows) {
    if (row.action !== 'create') continue;
    const ids = created.get(row.tableName) ?? [];
    ids.push(row.recordId);
    created.set(row.tableName, ids);
  }
  for (const table of createdTables) {
    const name = [...byName].find(([, t]) => t === table)?.[0] as string;
    const ids = created.get(name) ?? [];
    for (let at = 0; at < ids.length; at += 5_000) {
      const removed = await tx
        .delete(table)
        .where(inArray(table.id, ids.slice(at, at + 5_000)))
        .returning();
      await writeAuditRows(tx, actor, { table, action: 'delete', rows: removed as { id: number }[] });
    }
  }
  // Parcels the batch replaced come back (with new ids), before their property's acres are restored;
  // in chunks, as a large batch may have replaced more parcels than one statement's parameters hold.
  const replacedParcels = rows.filter((r) => r.action === 'delete' && r.tableName === 'tax_parcels');
  for (let at = 0; at < replacedParcels.length; at += 5_000) {
    const restored = await tx
      .insert(s.taxParcels)
      .values(
        replacedParcels.slice(at, at + 5_000).map((r) => {
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
