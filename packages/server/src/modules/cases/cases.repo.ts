import {
  type CaseRestrictionChoices,
  type CaseRestrictionRef,
  type CaseSummary,
  caseFlow,
  caseRestrictionKey,
  type ViolationCase,
} from '@app/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  instrumentSpecificTerms,
  instruments,
  instrumentUniqueTerms,
  observations,
  observationTypes,
  properties,
  servicePhotos,
  serviceProperties,
  specificTerms,
  users,
  violationCaseInstruments,
  violationCaseRestrictions,
  violationCaseSteps,
  violationCases,
  violationCaseTypes,
} from '../../db/schema';
import { instrumentLabel } from '../../db/shared-sql/instrument-label';
import { type Actor, readAll, staleVersion, writeAudit } from '../../db/tx';
import { stepTables } from '../record-steps/api';
import { listAddedPhotoRows } from './case-photos.repo';

/** A case as the lists show it (the property's card, the instrument's, the home tiles). */
export const summaryColumns = {
  id: violationCases.id,
  typeName: violationCaseTypes.name,
  severity: violationCases.severity,
  statusId: violationCases.statusId,
  discoveredOn: violationCases.discoveredOn,
  followUpDue: violationCases.followUpDue,
  followUpKind: violationCases.followUpKind,
};

/** A property's cases, newest discovery first (the card shows the open ones above the rest). */
export const listPropertyCaseRows = async (db: Db, propertyId: number): Promise<CaseSummary[]> => {
  const rows = await db
    .select(summaryColumns)
    .from(violationCases)
    .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
    .where(eq(violationCases.propertyId, propertyId))
    .orderBy(desc(violationCases.discoveredOn), desc(violationCases.id));
  const { open, finished } = caseFlow.split(rows);
  return [...open, ...finished] as CaseSummary[];
};

/** The observation and whether its inspection covers the property (the case's first evidence). */
export const getObservationOnProperty = async (db: Db | Tx, observationId: number, propertyId: number) => {
  const [row] = await db
    .select({
      id: observations.id,
      covers: sql<boolean>`exists (select 1 from ${serviceProperties} where ${qualified(serviceProperties.serviceId)} = ${qualified(observations.serviceId)} and ${qualified(serviceProperties.propertyId)} = ${propertyId})`,
    })
    .from(observations)
    .where(eq(observations.id, observationId));
  return row;
};

type CaseValues = Omit<typeof violationCases.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

type CaseLinks = { instrumentIds: number[]; restrictions: CaseRestrictionRef[] };

/** The case's instruments and restrictions as its audit row holds them: ids, and the terms by name. */
const auditedLinks = async (db: Db | Tx, caseId: number) => {
  const [instrumentIds, restrictions] = await readAll(db, [
    () =>
      db
        .select({ id: violationCaseInstruments.instrumentId })
        .from(violationCaseInstruments)
        .where(eq(violationCaseInstruments.caseId, caseId))
        .orderBy(asc(violationCaseInstruments.instrumentId)),
    () => listRestrictionRows(db, caseId),
  ]);
  return {
    instrumentIds: instrumentIds.map((r) => r.id),
    restrictions: restrictions.map((r) => r.label).join('; ') || null,
  };
};

/** Writes the case's links as given (the caller checked them), replacing what it had. */
const writeLinks = async (tx: Tx, caseId: number, { instrumentIds, restrictions }: CaseLinks) => {
  await tx.delete(violationCaseRestrictions).where(eq(violationCaseRestrictions.caseId, caseId));
  await tx.delete(violationCaseInstruments).where(eq(violationCaseInstruments.caseId, caseId));
  if (instrumentIds.length > 0)
    await tx
      .insert(violationCaseInstruments)
      .values(instrumentIds.map((instrumentId) => ({ caseId, instrumentId })));
  if (restrictions.length > 0)
    await tx.insert(violationCaseRestrictions).values(restrictions.map((r) => ({ ...r, caseId })));
};

/**
 * The case and its instrument and restriction links, audited (its first step is the service's). The
 * case's audit row holds its links too, so its History entry reads as one record opened.
 */
export const insertCase = async (
  tx: Tx,
  actor: Actor,
  { values, links }: { values: CaseValues; links: CaseLinks },
) => {
  const [row] = await tx.insert(violationCases).values(values).returning();
  await writeLinks(tx, row.id, links);
  await writeAudit(tx, actor, {
    table: violationCases,
    recordId: row.id,
    action: 'create',
    after: { ...row, ...(await auditedLinks(tx, row.id)) },
  });
  return row.id;
};

/**
 * The case's fields and links replaced, version checked, in one audit row with the links before and
 * after (an instrument or a restriction let go shows in History as the case's change).
 */
export const updateCaseWithLinks = async (
  tx: Tx,
  actor: Actor,
  {
    id,
    version,
    values,
    links,
  }: { id: number; version: number; values: Partial<CaseValues>; links: CaseLinks },
) => {
  const before = await lockCaseRow(tx, id);
  if (before.version !== version) throw await staleVersion(tx, violationCases, id);
  const linksBefore = await auditedLinks(tx, id);
  const [after] = await tx
    .update(violationCases)
    .set({ ...values, version: sql`${violationCases.version} + 1`, updatedAt: new Date() })
    .where(eq(violationCases.id, id))
    .returning();
  await writeLinks(tx, id, links);
  await writeAudit(tx, actor, {
    table: violationCases,
    recordId: id,
    action: 'update',
    before: { ...before, ...linksBefore },
    after: { ...after, ...(await auditedLinks(tx, id)) },
  });
};

/** The case's instrument ids and restriction keys now (an edit may keep what is no longer offered). */
export const currentLinks = async (tx: Tx, caseId: number) => {
  const [named, restrictions] = await readAll(tx, [
    () =>
      tx
        .select({ id: violationCaseInstruments.instrumentId })
        .from(violationCaseInstruments)
        .where(eq(violationCaseInstruments.caseId, caseId)),
    () =>
      tx
        .select({
          instrumentId: violationCaseRestrictions.instrumentId,
          specificTermId: violationCaseRestrictions.specificTermId,
          uniqueTermId: violationCaseRestrictions.uniqueTermId,
        })
        .from(violationCaseRestrictions)
        .where(eq(violationCaseRestrictions.caseId, caseId)),
  ]);
  return {
    instrumentIds: new Set(named.map((r) => r.id)),
    restrictionKeys: new Set(restrictions.map(caseRestrictionKey)),
  };
};

/** Which of the restrictions are terms their instrument carries now, by key. */
export const offeredRestrictionKeys = async (db: Db | Tx, restrictions: CaseRestrictionRef[]) => {
  const instrumentIds = [...new Set(restrictions.map((r) => r.instrumentId))];
  if (instrumentIds.length === 0) return new Set<string>();
  const choices = await listTermChoices(db, instrumentIds);
  return new Set(choices.map(caseRestrictionKey));
};

/** A case as a record with dated steps: its steps (`violation_case_steps`) are taken by `record-steps`. */
export const caseStepTables = stepTables(violationCases, violationCaseSteps, 'caseId');

/** The case's row locked until the change commits: the step rule reads its status. */
export const lockCaseRow = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(violationCases).where(eq(violationCases.id, id)).for('update');
  return row;
};

/** The case page: the case, its instruments and its evidence (the observation and its kept photos). */
export const getCaseRow = async (
  db: Db | Tx,
  id: number,
): Promise<Omit<ViolationCase, 'steps'> | undefined> => {
  const [row] = await db
    .select({
      ...summaryColumns,
      version: violationCases.version,
      propertyId: violationCases.propertyId,
      propertyName: properties.name,
      projectId: properties.projectId,
      typeId: violationCases.typeId,
      reportedById: violationCases.reportedById,
      reportedByName: users.name,
      description: violationCases.description,
      documentFolderId: violationCases.documentFolderId,
      observationId: violationCases.observationId,
    })
    .from(violationCases)
    .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
    .innerJoin(properties, eq(properties.id, violationCases.propertyId))
    .innerJoin(users, eq(users.id, violationCases.reportedById))
    .where(eq(violationCases.id, id));
  if (!row) return undefined;
  const { observationId, ...found } = row;
  const [named, observation, restrictions, addedPhotos] = await readAll(db, [
    () =>
      db
        .select({ id: instruments.id, label: instrumentLabel })
        .from(violationCaseInstruments)
        .innerJoin(instruments, eq(instruments.id, violationCaseInstruments.instrumentId))
        .where(eq(violationCaseInstruments.caseId, id))
        .orderBy(asc(instruments.id)),
    () => (observationId === null ? Promise.resolve(null) : getEvidence(db, observationId)),
    () => listRestrictionRows(db, id),
    () => listAddedPhotoRows(db, id),
  ]);
  return {
    ...(found as Omit<
      ViolationCase,
      'instruments' | 'restrictions' | 'steps' | 'observation' | 'addedPhotos'
    >),
    instruments: named,
    restrictions,
    observation,
    addedPhotos,
  };
};

/** The observation a case was opened from, read where it lives, with its photos (uploaded, not deleted). */
const getEvidence = async (db: Db | Tx, observationId: number) => {
  const [observation] = await db
    .select({
      id: observations.id,
      serviceId: observations.serviceId,
      typeName: observationTypes.name,
      notes: observations.notes,
    })
    .from(observations)
    .innerJoin(observationTypes, eq(observationTypes.id, observations.typeId))
    .where(eq(observations.id, observationId));
  if (!observation) return null;
  const photos = await db
    .select({
      id: servicePhotos.id,
      caption: servicePhotos.caption,
      latitude: servicePhotos.latitude,
      longitude: servicePhotos.longitude,
      accuracyMeters: servicePhotos.accuracyMeters,
    })
    .from(servicePhotos)
    .where(
      and(
        eq(servicePhotos.observationId, observationId),
        isNotNull(servicePhotos.completedAt),
        isNull(servicePhotos.deletedAt),
      ),
    )
    .orderBy(asc(servicePhotos.takenAt), asc(servicePhotos.id));
  return { ...observation, photos };
};

/** A term as a case names it: "CE-0042: No subdivision", or "CE-0042: Unique Term - …" (spec 3's wording). */
const termLabel = (instrument: string, specificTerm: string | null, uniqueTerm: string | null) =>
  `${instrument}: ${specificTerm ?? `Unique Term - ${uniqueTerm}`}`;

/** The case's restrictions with their labels, by instrument then term. */
const listRestrictionRows = async (db: Db | Tx, caseId: number) => {
  const rows = await db
    .select({
      instrumentId: violationCaseRestrictions.instrumentId,
      specificTermId: violationCaseRestrictions.specificTermId,
      uniqueTermId: violationCaseRestrictions.uniqueTermId,
      instrument: instrumentLabel,
      specificTerm: specificTerms.name,
      uniqueTerm: instrumentUniqueTerms.description,
    })
    .from(violationCaseRestrictions)
    .innerJoin(instruments, eq(instruments.id, violationCaseRestrictions.instrumentId))
    .leftJoin(specificTerms, eq(specificTerms.id, violationCaseRestrictions.specificTermId))
    .leftJoin(instrumentUniqueTerms, eq(instrumentUniqueTerms.id, violationCaseRestrictions.uniqueTermId))
    .where(eq(violationCaseRestrictions.caseId, caseId))
    .orderBy(asc(violationCaseRestrictions.instrumentId), asc(violationCaseRestrictions.id));
  return rows.map(({ instrument, specificTerm, uniqueTerm, ...ref }) => ({
    ...ref,
    label: termLabel(instrument, specificTerm, uniqueTerm),
  }));
};

/** The terms the instruments carry now: their specific terms (by name) then their unique terms (by id). */
const listTermChoices = async (db: Db | Tx, instrumentIds: number[]) => {
  const [specific, unique] = await readAll(db, [
    () =>
      db
        .select({
          instrumentId: instrumentSpecificTerms.instrumentId,
          specificTermId: instrumentSpecificTerms.specificTermId,
          label: specificTerms.name,
        })
        .from(instrumentSpecificTerms)
        .innerJoin(specificTerms, eq(specificTerms.id, instrumentSpecificTerms.specificTermId))
        .where(inArray(instrumentSpecificTerms.instrumentId, instrumentIds))
        .orderBy(asc(specificTerms.sortOrder), asc(specificTerms.name)),
    () =>
      db
        .select({
          instrumentId: instrumentUniqueTerms.instrumentId,
          uniqueTermId: instrumentUniqueTerms.id,
          label: instrumentUniqueTerms.description,
        })
        .from(instrumentUniqueTerms)
        .where(inArray(instrumentUniqueTerms.instrumentId, instrumentIds))
        .orderBy(asc(instrumentUniqueTerms.id)),
  ]);
  return [
    ...specific.map((t) => ({ ...t, uniqueTermId: null })),
    ...unique.map((t) => ({ ...t, specificTermId: null, label: `Unique Term - ${t.label}` })),
  ];
};

/** GET property/{id}/caseRestrictions: each instrument covering the property with the terms it carries. */
export const listRestrictionChoices = async (
  db: Db,
  covering: { id: number; label: string }[],
): Promise<CaseRestrictionChoices> => {
  if (covering.length === 0) return [];
  const terms = await listTermChoices(
    db,
    covering.map((i) => i.id),
  );
  return covering.map((i) => ({
    instrumentId: i.id,
    label: i.label,
    terms: terms
      .filter((t) => t.instrumentId === i.id)
      .map(({ instrumentId, specificTermId, uniqueTermId, label }) => ({
        instrumentId,
        specificTermId,
        uniqueTermId,
        label,
      })),
  }));
};

/** Whether the instrument exists (its cases list answers 404 when not). */
export const instrumentExists = async (db: Db, id: number) =>
  (await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.id, id))).length > 0;

/**
 * The document folder, a column no form sends back: the version stays (an Edit form opened before is
 * not refused as stale), audited when it changed. False when the case does not exist.
 */
export const updateCaseFolder = async (
  tx: Tx,
  actor: Actor,
  { id, folderId }: { id: number; folderId: string },
) => {
  const before = await lockCaseRow(tx, id);
  if (!before) return false;
  const [after] = await tx
    .update(violationCases)
    .set({ documentFolderId: folderId })
    .where(eq(violationCases.id, id))
    .returning();
  if (before.documentFolderId !== after.documentFolderId)
    await writeAudit(tx, actor, { table: violationCases, recordId: id, action: 'update', before, after });
  return true;
};
