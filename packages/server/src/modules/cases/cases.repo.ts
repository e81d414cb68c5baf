import { type CaseStep, type CaseSummary, isCaseOpen, type ViolationCase } from '@app/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  instruments,
  observations,
  observationTypes,
  properties,
  propertyInstruments,
  servicePhotos,
  serviceProperties,
  users,
  violationCaseInstruments,
  violationCaseSteps,
  violationCases,
  violationCaseTypes,
} from '../../db/schema';
import { type Actor, insertAudited, readAll, updateVersioned, writeAudit } from '../../db/tx';

/** An instrument as a case names it: its number, or its id when it has none yet. */
const instrumentLabel = sql<string>`coalesce(${instruments.instrumentNumber}, 'Instrument ' || ${instruments.id})`;

const summaryColumns = {
  id: violationCases.id,
  typeName: violationCaseTypes.name,
  severity: violationCases.severity,
  statusId: violationCases.statusId,
  discoveredOn: violationCases.discoveredOn,
  followUpDue: violationCases.followUpDue,
};

/** A property's cases, newest discovery first (the card shows the open ones above the rest). */
export const listPropertyCaseRows = async (db: Db, propertyId: number): Promise<CaseSummary[]> => {
  const rows = await db
    .select(summaryColumns)
    .from(violationCases)
    .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
    .where(eq(violationCases.propertyId, propertyId))
    .orderBy(desc(violationCases.discoveredOn), desc(violationCases.id));
  return [
    ...rows.filter((r) => isCaseOpen(r.statusId)),
    ...rows.filter((r) => !isCaseOpen(r.statusId)),
  ] as CaseSummary[];
};

/** The property a case may be opened on: its name and project, or undefined when it does not exist. */
export const getPropertyRef = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, projectId: properties.projectId })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
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

/** Which of `ids` are instruments covering the property. */
export const propertyInstrumentIds = async (db: Db | Tx, propertyId: number, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: propertyInstruments.instrumentId })
    .from(propertyInstruments)
    .where(
      and(eq(propertyInstruments.propertyId, propertyId), inArray(propertyInstruments.instrumentId, ids)),
    );
  return new Set(rows.map((r) => r.id));
};

type CaseValues = Omit<typeof violationCases.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * The case, its instrument links and its first step (Open), each audited. The case's audit row holds
 * its instruments too, so its History entry reads as one record opened.
 */
export const insertCase = async (
  tx: Tx,
  actor: Actor,
  { values, instrumentIds, note }: { values: CaseValues; instrumentIds: number[]; note: string | null },
) => {
  const [row] = await tx.insert(violationCases).values(values).returning();
  if (instrumentIds.length > 0)
    await tx
      .insert(violationCaseInstruments)
      .values(instrumentIds.map((instrumentId) => ({ caseId: row.id, instrumentId })));
  await writeAudit(tx, actor, {
    table: violationCases,
    recordId: row.id,
    action: 'create',
    after: { ...row, instrumentIds },
  });
  await insertStep(tx, actor, {
    caseId: row.id,
    statusId: values.statusId ?? 1,
    on: values.discoveredOn,
    note,
  });
  return row.id;
};

export const insertStep = (
  tx: Tx,
  actor: Actor,
  step: { caseId: number; statusId: number; on: string; note: string | null },
) => insertAudited(tx, actor, violationCaseSteps, { ...step, byId: actor.userId as number });

/** The case's row locked until the change commits: the step rule reads its status. */
export const lockCaseRow = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(violationCases).where(eq(violationCases.id, id)).for('update');
  return row;
};

export const updateCaseRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<CaseValues> },
) => updateVersioned(tx, actor, violationCases, id, version, values);

/** The case page: the case, its instruments, its evidence (the observation and its kept photos) and steps. */
export const getCaseRow = async (db: Db | Tx, id: number): Promise<ViolationCase | undefined> => {
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
      observationId: violationCases.observationId,
    })
    .from(violationCases)
    .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
    .innerJoin(properties, eq(properties.id, violationCases.propertyId))
    .innerJoin(users, eq(users.id, violationCases.reportedById))
    .where(eq(violationCases.id, id));
  if (!row) return undefined;
  const { observationId, ...found } = row;
  const [named, steps, observation] = await readAll(db, [
    () =>
      db
        .select({ id: instruments.id, label: instrumentLabel })
        .from(violationCaseInstruments)
        .innerJoin(instruments, eq(instruments.id, violationCaseInstruments.instrumentId))
        .where(eq(violationCaseInstruments.caseId, id))
        .orderBy(asc(instruments.id)),
    () => listStepRows(db, id),
    () => (observationId === null ? Promise.resolve(null) : getEvidence(db, observationId)),
  ]);
  return {
    ...(found as Omit<ViolationCase, 'instruments' | 'steps' | 'observation'>),
    instruments: named,
    steps,
    observation,
  };
};

const listStepRows = (db: Db | Tx, caseId: number): Promise<CaseStep[]> =>
  db
    .select({
      id: violationCaseSteps.id,
      statusId: violationCaseSteps.statusId,
      on: violationCaseSteps.on,
      byName: users.name,
      note: violationCaseSteps.note,
    })
    .from(violationCaseSteps)
    .innerJoin(users, eq(users.id, violationCaseSteps.byId))
    .where(eq(violationCaseSteps.caseId, caseId))
    .orderBy(asc(violationCaseSteps.id));

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
    .select({ id: servicePhotos.id, caption: servicePhotos.caption })
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
