import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { instrumentLabel } from '../../db/shared-sql/instrument-label';
import { readAll } from '../../db/tx';
import type { NameSource } from './history-fields';

/** The tables of the records with a History card. */
export type HistoryTable = 'projects' | 'properties' | 'instruments' | 'services';

const historyColumns = {
  id: s.auditLog.id,
  tableName: s.auditLog.tableName,
  recordId: s.auditLog.recordId,
  action: s.auditLog.action,
  userName: s.auditLog.userName,
  at: s.auditLog.at,
  before: s.auditLog.before,
  after: s.auditLog.after,
  importBatchId: s.auditLog.importBatchId,
};
export type HistoryRow = {
  id: number;
  tableName: string;
  recordId: number;
  action: string;
  userName: string;
  at: Date;
  before: unknown;
  after: unknown;
  importBatchId: number | null;
};

/** An update that changed nothing but bookkeeping (a version bump) is not a change anyone made. */
const changedSomething = sql`not (${s.auditLog.action} = 'update' and coalesce(
  ${s.auditLog.before} - '{version,updatedAt}'::text[] = ${s.auditLog.after} - '{version,updatedAt}'::text[], false))`;

/**
 * The record's own rows (`audit_log_record`) and its children's (`audit_log_parent`). A project shows
 * its properties, instruments and services being created and deleted, not their every edit: those
 * have History cards of their own.
 */
const historyWhere = ({ table, id }: { table: HistoryTable; id: number }): [SQL, SQL] => [
  and(eq(s.auditLog.tableName, table), eq(s.auditLog.recordId, id), changedSomething) as SQL,
  and(
    eq(s.auditLog.parentTable, table),
    eq(s.auditLog.parentId, id),
    table === 'projects' ? ne(s.auditLog.action, 'update') : undefined,
    changedSomething,
  ) as SQL,
];

/** One page of a record's history, newest first: each side reads at most the rows the page needs. */
export const listHistoryRows = async (
  db: Db,
  target: { table: HistoryTable; id: number },
  { offset, limit }: { offset: number; limit: number },
): Promise<HistoryRow[]> => {
  const [own, children] = historyWhere(target);
  const newestFirst = [desc(s.auditLog.at), desc(s.auditLog.id)];
  const side = (where: SQL) =>
    db
      .select(historyColumns)
      .from(s.auditLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(offset + limit);
  return (await unionAll(side(own), side(children))
    .orderBy(desc(sql`at`), desc(sql`id`))
    .offset(offset)
    .limit(limit)) as HistoryRow[];
};

export const countHistoryRows = async (db: Db, target: { table: HistoryTable; id: number }) => {
  const [own, children] = historyWhere(target);
  const [[a], [b]] = await readAll(db, [
    () => db.select({ n: count() }).from(s.auditLog).where(own),
    () => db.select({ n: count() }).from(s.auditLog).where(children),
  ]);
  return a.n + b.n;
};

const idTables: Record<HistoryTable, PgTable & { id: PgColumn }> = {
  projects: s.projects,
  properties: s.properties,
  instruments: s.instruments,
  services: s.services,
};

export const recordExists = async (db: Db, { table, id }: { table: HistoryTable; id: number }) => {
  const t = idTables[table];
  return (await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1)).length > 0;
};

type NameList = { table: PgTable; id: PgColumn; name: SQL | PgColumn };
const named = (t: PgTable & { id: PgColumn; name: PgColumn }): NameList => ({
  table: t,
  id: t.id,
  name: t.name,
});

const nameSources: Record<NameSource, NameList> = {
  projectStatuses: named(s.projectStatuses),
  propertyStatuses: named(s.propertyStatuses),
  instrumentStatuses: named(s.instrumentStatuses),
  serviceStatuses: named(s.serviceStatuses),
  reviewStatuses: named(s.reviewStatuses),
  agreementTypes: named(s.agreementTypes),
  instrumentTypes: named(s.instrumentTypes),
  localities: named(s.localities),
  grantPrograms: named(s.grantPrograms),
  conservationPurposeTypes: named(s.conservationPurposeTypes),
  buildingActivityAreaTypes: named(s.buildingActivityAreaTypes),
  primarySources: named(s.primarySources),
  waterQualityFeatureTypes: named(s.waterQualityFeatureTypes),
  geometryTypes: named(s.geometryTypes),
  bufferRestrictions: named(s.bufferRestrictions),
  livestockRestrictions: named(s.livestockRestrictions),
  timberHarvestRestrictions: named(s.timberHarvestRestrictions),
  specificTerms: named(s.specificTerms),
  serviceCategories: named(s.serviceCategories),
  serviceTypes: named(s.serviceTypes),
  serviceProducts: named(s.serviceProducts),
  observationTypes: named(s.observationTypes),
  observationAckTypes: named(s.observationAckTypes),
  imageryAssessmentSources: named(s.imageryAssessmentSources),
  eventTypes: named(s.eventTypes),
  contactRoles: named(s.contactRoles),
  tagTypes: named(s.tagTypes),
  users: named(s.users),
  violationCaseTypes: named(s.violationCaseTypes),
  ownerRequestKinds: named(s.ownerRequestKinds),
  instruments: {
    table: s.instruments,
    id: s.instruments.id,
    name: instrumentLabel,
  },
  contacts: {
    table: s.contacts,
    id: s.contacts.id,
    name: sql`coalesce(${s.contacts.name}, ${s.contacts.fullName})`,
  },
};

/** The names of the ids of one list (lookup, users, contacts); ids that are gone are left out. */
export const readNames = async (db: Db, source: NameSource, ids: number[]) => {
  const t = nameSources[source];
  const rows = await db
    .select({ id: t.id, name: sql<string | null>`${t.name}` })
    .from(t.table)
    .where(inArray(t.id, ids));
  return new Map(rows.map((row) => [row.id as number, row.name]));
};

/** The file each import batch came from, for 'imported from Properties.xlsx' (issue 31). */
export const readImportFileNames = async (db: Db, batchIds: number[]) =>
  new Map(
    batchIds.length === 0
      ? []
      : (
          await db
            .select({ id: s.importBatches.id, fileName: s.importBatches.fileName })
            .from(s.importBatches)
            .where(inArray(s.importBatches.id, batchIds))
        ).map((r) => [r.id, r.fileName]),
  );
