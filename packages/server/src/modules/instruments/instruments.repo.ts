import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deleteRecordTree } from '../../db/delete-record-tree';
import { replaceLinkIds } from '../../db/link-ids';
import { preparedOnce } from '../../db/prepared';
import { lockProjectOfRecord } from '../../db/project-lock';
import { qualified } from '../../db/qualified';
import {
  agreementTypes,
  instrumentSpecificTerms,
  instrumentStatuses,
  instruments,
  instrumentTags,
  instrumentTypes,
  instrumentUniqueTerms,
  localities,
  projects,
  properties,
  propertyInstruments,
  propertyLocalities,
  users,
} from '../../db/schema';
import {
  type Actor,
  deleteAudited,
  insertAudited,
  updateVersioned,
  writeAudit,
  writeAuditRows,
} from '../../db/tx';

export type InstrumentRow = typeof instruments.$inferSelect;

/** A property of an instrument with its values on it. */
type AssociatedPropertyRow = {
  id: number;
  propertyId: number;
  projectId: number;
  name: string;
  statusId: number;
  calculatedAcres: number | null;
  propertyAcres: number | null;
  futurePropertiesAllowed: number | null;
  dwellingsAllowed: number | null;
  finishedAreaAllowed: number | null;
  imperviousAreaAllowed: number | null;
};

/**
 * The instrument with the names its details card shows, its unique terms and its properties, in one
 * statement: one snapshot without a transaction (three reads in one cost five round trips).
 */
const instrumentById = preparedOnce((db) =>
  db
    .select({
      id: instruments.id,
      version: instruments.version,
      projectId: instruments.projectId,
      projectName: projects.name,
      statusId: instruments.statusId,
      statusName: instrumentStatuses.name,
      typeId: instruments.typeId,
      typeName: instrumentTypes.name,
      typeCode: instrumentTypes.code,
      agreementTypeId: instruments.agreementTypeId,
      agreementTypeName: agreementTypes.name,
      instrumentNumber: instruments.instrumentNumber,
      localityId: instruments.localityId,
      localityName: localities.name,
      deedBookPage: instruments.deedBookPage,
      staffLead: instruments.staffLeadId,
      staffLeadName: users.name,
      notes: instruments.notes,
      legacyControlNumber: instruments.legacyControlNumber,
      executedDate: instruments.executedDate,
      recordedDate: instruments.recordedDate,
      openDate: instruments.openDate,
      createdAt: instruments.createdAt,
      documentFolderId: instruments.documentFolderId,
      conservationValuesStatement: instruments.conservationValuesStatement,
      requestNoticePeriodDays: instruments.requestNoticePeriodDays,
      tagTypeIds: sql<
        number[]
      >`coalesce((select array_agg(${qualified(instrumentTags.tagTypeId)} order by ${qualified(instrumentTags.tagTypeId)})
        from ${instrumentTags} where ${qualified(instrumentTags.instrumentId)} = ${qualified(instruments.id)}), '{}')`,
      specificTermIds: sql<
        number[]
      >`coalesce((select array_agg(${qualified(instrumentSpecificTerms.specificTermId)}
        order by ${qualified(instrumentSpecificTerms.specificTermId)}) from ${instrumentSpecificTerms}
        where ${qualified(instrumentSpecificTerms.instrumentId)} = ${qualified(instruments.id)}), '{}')`,
      uniqueTerms: sql<{ id: number; description: string }[]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'description', u.description) order by u.id)
        from ${instrumentUniqueTerms} u where u.instrument_id = ${qualified(instruments.id)}), '[]')`,
      // Any project's properties, with their values on this instrument.
      associatedProperties: sql<AssociatedPropertyRow[]>`coalesce((
        select json_agg(json_build_object('id', pi.id, 'propertyId', p.id, 'projectId', p.project_id,
          'name', p.name, 'statusId', p.status_id, 'calculatedAcres', p.calculated_acres,
          'propertyAcres', pi.property_acres, 'futurePropertiesAllowed', pi.future_properties_allowed,
          'dwellingsAllowed', pi.dwellings_allowed, 'finishedAreaAllowed', pi.finished_area_allowed,
          'imperviousAreaAllowed', pi.impervious_area_allowed))
        from ${propertyInstruments} pi join ${properties} p on p.id = pi.property_id
        where pi.instrument_id = ${qualified(instruments.id)}), '[]')`,
    })
    .from(instruments)
    .innerJoin(projects, eq(projects.id, instruments.projectId))
    .innerJoin(instrumentStatuses, eq(instrumentStatuses.id, instruments.statusId))
    .innerJoin(agreementTypes, eq(agreementTypes.id, instruments.agreementTypeId))
    .leftJoin(instrumentTypes, eq(instrumentTypes.id, instruments.typeId))
    .leftJoin(localities, eq(localities.id, instruments.localityId))
    .leftJoin(users, eq(users.id, instruments.staffLeadId))
    .where(eq(instruments.id, sql.placeholder('id')))
    .prepare('instrument_by_id'),
);

export const getInstrumentRow = async (db: Db, id: number) => {
  const [row] = await instrumentById(db).execute({ id });
  return row;
};

const projectInstruments = preparedOnce((db) =>
  db
    .select({
      id: instruments.id,
      statusId: instruments.statusId,
      typeCode: instrumentTypes.code,
      executedDate: instruments.executedDate,
      recordedDate: instruments.recordedDate,
      openDate: instruments.openDate,
      tagTypeIds: sql<
        number[]
      >`coalesce((select array_agg(${qualified(instrumentTags.tagTypeId)} order by ${qualified(instrumentTags.tagTypeId)})
        from ${instrumentTags} where ${qualified(instrumentTags.instrumentId)} = ${qualified(instruments.id)}), '{}')`,
    })
    .from(instruments)
    .leftJoin(instrumentTypes, eq(instrumentTypes.id, instruments.typeId))
    .where(eq(instruments.projectId, sql.placeholder('projectId')))
    .prepare('instruments_of_project'),
);

/** The sidebar rows of a project's instruments (sorted by the service). */
export const listProjectInstrumentRows = (db: Db, projectId: number) =>
  projectInstruments(db).execute({ projectId });

/** The instrument's row, locked for the rest of the transaction; undefined when absent. */
export const lockInstrument = async (tx: Tx, id: number): Promise<InstrumentRow | undefined> => {
  const [row] = await tx.select().from(instruments).where(eq(instruments.id, id)).for('update');
  return row;
};

/**
 * The locks a delete takes before it reads its blockers: the project's row (the project's last
 * instrument is counted under it), then the instrument's own; undefined when there is no such instrument.
 */
export const lockInstrumentForDelete = async (tx: Tx, id: number) =>
  (await lockProjectOfRecord(tx, instruments, id)) ? lockInstrument(tx, id) : undefined;

export const countProjectInstruments = async (db: Db, projectId: number) =>
  (await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.projectId, projectId)))
    .length;

/** Of `ids`, the properties that exist and are Current, with their project and primary locality. */
export const listCurrentProperties = (db: Db, ids: readonly number[]) =>
  db
    .select({
      id: properties.id,
      projectId: properties.projectId,
      primaryLocalityId: sql<
        number | null
      >`(select ${qualified(propertyLocalities.localityId)} from ${propertyLocalities}
        where ${qualified(propertyLocalities.propertyId)} = ${qualified(properties.id)} and ${qualified(propertyLocalities.isPrimary)} limit 1)`,
    })
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), eq(properties.statusId, 1)));

export const insertInstrumentRow = (tx: Tx, actor: Actor, values: typeof instruments.$inferInsert) =>
  insertAudited(tx, actor, instruments, values);

export const updateInstrumentRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<typeof instruments.$inferInsert> },
) => updateVersioned(tx, actor, instruments, id, version, values);

/** The document folder: no form sends it back, so it keeps the version (decisions). */
export const updateInstrumentFolder = async (tx: Tx, actor: Actor, id: number, documentFolderId: string) => {
  const before = await lockInstrument(tx, id);
  if (!before) return false;
  if (before.documentFolderId === documentFolderId) return true;
  const [after] = await tx
    .update(instruments)
    .set({ documentFolderId })
    .where(eq(instruments.id, id))
    .returning();
  await writeAudit(tx, actor, { table: instruments, recordId: id, action: 'update', before, after });
  return true;
};

export const replaceInstrumentTags = (
  tx: Tx,
  actor: Actor,
  { instrumentId, before, after }: { instrumentId: number; before: number[]; after: number[] },
) => replaceLinkIds(tx, actor, { table: instrumentTags, ownerId: instrumentId, before, after });

export const replaceSpecificTerms = (
  tx: Tx,
  actor: Actor,
  { instrumentId, before, after }: { instrumentId: number; before: number[]; after: number[] },
) => replaceLinkIds(tx, actor, { table: instrumentSpecificTerms, ownerId: instrumentId, before, after });

/** Unique terms: kept ones change their text, others are removed, new ones (no id) added; each audited. */
export const saveUniqueTerms = async (
  tx: Tx,
  actor: Actor,
  { instrumentId, terms }: { instrumentId: number; terms: { id: number | null; description: string }[] },
) => {
  const existing = await tx
    .select()
    .from(instrumentUniqueTerms)
    .where(eq(instrumentUniqueTerms.instrumentId, instrumentId));
  const kept = new Map(terms.filter((t) => t.id !== null).map((t) => [t.id as number, t.description]));
  for (const row of existing) {
    const description = kept.get(row.id);
    if (description === undefined) {
      await tx.delete(instrumentUniqueTerms).where(eq(instrumentUniqueTerms.id, row.id));
      await writeAudit(tx, actor, {
        table: instrumentUniqueTerms,
        recordId: row.id,
        action: 'delete',
        before: row,
      });
    } else if (description !== row.description) {
      const [after] = await tx
        .update(instrumentUniqueTerms)
        .set({ description })
        .where(eq(instrumentUniqueTerms.id, row.id))
        .returning();
      await writeAudit(tx, actor, {
        table: instrumentUniqueTerms,
        recordId: row.id,
        action: 'update',
        before: row,
        after,
      });
    }
  }
  const known = new Set(existing.map((row) => row.id));
  // An id that is not this instrument's (a stale or forged one) is added as a new term.
  const added = terms.filter((t) => t.id === null || !known.has(t.id));
  if (added.length > 0) {
    const rows = await tx
      .insert(instrumentUniqueTerms)
      .values(added.map(({ description }) => ({ instrumentId, description })))
      .returning();
    await writeAuditRows(tx, actor, { table: instrumentUniqueTerms, action: 'create', rows });
  }
};

export type LinkValues = {
  propertyAcres: number | null;
  futurePropertiesAllowed: number | null;
  dwellingsAllowed: number | null;
  finishedAreaAllowed: number | null;
  imperviousAreaAllowed: number | null;
};

export const insertPropertyLink = (
  tx: Tx,
  actor: Actor,
  values: { instrumentId: number; propertyId: number } & Partial<LinkValues>,
) => insertAudited(tx, actor, propertyInstruments, values);

/** The instrument's property links, locked (the associate save and the delete read them under the lock). */
export const lockPropertyLinks = (tx: Tx, instrumentId: number) =>
  tx
    .select()
    .from(propertyInstruments)
    .where(eq(propertyInstruments.instrumentId, instrumentId))
    .orderBy(asc(propertyInstruments.id))
    .for('update');

export const updatePropertyLink = async (
  tx: Tx,
  actor: Actor,
  { before, values }: { before: typeof propertyInstruments.$inferSelect; values: LinkValues },
) => {
  const changed = (Object.keys(values) as (keyof LinkValues)[]).some(
    (key) => (before[key] === null ? null : Number(before[key])) !== values[key],
  );
  if (!changed) return;
  await updateVersioned(tx, actor, propertyInstruments, before.id, before.version, values);
};

export const deletePropertyLink = (tx: Tx, actor: Actor, id: number) =>
  deleteAudited(tx, actor, propertyInstruments, id);

/** Deletes an instrument and everything under it (db/record-tree.ts), each row audited. */
export const deleteInstrumentRows = (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => deleteRecordTree(tx, actor, { table: instruments, id, version });

/** GET instrument/staffLeadNames: the names of the users who lead any instrument, by name. */
export const listStaffLeadNames = async (db: Db) =>
  (
    await db
      .selectDistinct({ name: users.name })
      .from(instruments)
      .innerJoin(users, eq(users.id, instruments.staffLeadId))
      .where(isNotNull(instruments.staffLeadId))
      .orderBy(asc(users.name))
  ).map((r) => r.name);
