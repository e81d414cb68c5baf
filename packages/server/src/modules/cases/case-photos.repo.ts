import { type CaseAddedPhoto, type CasePhotoCandidate, MaxCasePhotoChoices } from '@app/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { servicePhotos, serviceProperties, violationCasePhotos } from '../../db/schema';
import { type Actor, writeAudit } from '../../db/tx';

const photoColumns = {
  id: servicePhotos.id,
  serviceId: servicePhotos.serviceId,
  caption: servicePhotos.caption,
  takenAt: servicePhotos.takenAt,
  latitude: servicePhotos.latitude,
  longitude: servicePhotos.longitude,
  accuracyMeters: servicePhotos.accuracyMeters,
};

/** A kept photo: every byte verified, not deleted. */
const kept = and(isNotNull(servicePhotos.completedAt), isNull(servicePhotos.deletedAt));

const asPhoto = (row: Omit<CaseAddedPhoto, 'takenAt'> & { takenAt: string }): CaseAddedPhoto => ({
  ...row,
  takenAt: new Date(row.takenAt).toISOString(),
});

/** Whether the photo's service covers the property (one of the service's properties is it). */
const coversProperty = (propertyId: number) =>
  sql<boolean>`exists (select 1 from ${serviceProperties} where ${qualified(serviceProperties.serviceId)} = ${qualified(servicePhotos.serviceId)} and ${qualified(serviceProperties.propertyId)} = ${propertyId})`;

/** The photos added to a case, kept ones only (a deleted photo's link stays for its restore), as added. */
export const listAddedPhotoRows = async (db: Db | Tx, caseId: number): Promise<CaseAddedPhoto[]> =>
  (
    await db
      .select(photoColumns)
      .from(violationCasePhotos)
      .innerJoin(servicePhotos, eq(servicePhotos.id, violationCasePhotos.photoId))
      .where(and(eq(violationCasePhotos.caseId, caseId), kept))
      .orderBy(asc(violationCasePhotos.id))
  ).map(asPhoto);

/**
 * Add Photos' choices: the kept photos of the property's inspections that are not yet the case's
 * evidence (neither its observation's nor added), newest first, at most `MaxCasePhotoChoices`.
 */
export const listPhotoChoiceRows = async (
  db: Db | Tx,
  { caseId, propertyId, observationId }: { caseId: number; propertyId: number; observationId: number | null },
): Promise<CaseAddedPhoto[]> =>
  (
    await db
      .select(photoColumns)
      .from(servicePhotos)
      .where(
        and(
          kept,
          coversProperty(propertyId),
          observationId === null
            ? undefined
            : sql`${servicePhotos.observationId} is distinct from ${observationId}`,
          sql`not exists (select 1 from ${violationCasePhotos} where ${qualified(violationCasePhotos.caseId)} = ${caseId} and ${qualified(violationCasePhotos.photoId)} = ${qualified(servicePhotos.id)})`,
        ),
      )
      .orderBy(desc(servicePhotos.takenAt), desc(servicePhotos.id))
      .limit(MaxCasePhotoChoices)
  ).map(asPhoto);

/** The photos asked for, as the Add Photos rule reads them (a missing id is not in the map). */
export const photoCandidates = async (tx: Tx, photoIds: number[], propertyId: number) => {
  const rows = await tx
    .select({
      id: servicePhotos.id,
      ofCaseProperty: coversProperty(propertyId),
      completed: sql<boolean>`${servicePhotos.completedAt} is not null`,
      deleted: sql<boolean>`${servicePhotos.deletedAt} is not null`,
      observationId: servicePhotos.observationId,
    })
    .from(servicePhotos)
    .where(inArray(servicePhotos.id, photoIds));
  return new Map<number, CasePhotoCandidate>(rows.map((r) => [r.id, r]));
};

/** The ids of every photo linked to the case, a deleted one's too. */
export const addedPhotoIds = async (tx: Tx, caseId: number) =>
  (
    await tx
      .select({ photoId: violationCasePhotos.photoId })
      .from(violationCasePhotos)
      .where(eq(violationCasePhotos.caseId, caseId))
  ).map((r) => r.photoId);

/** Links the photos to the case, each link audited (History: "Violation Case Photo"). */
export const insertCasePhotos = async (tx: Tx, actor: Actor, caseId: number, photoIds: number[]) => {
  if (photoIds.length === 0) return;
  const rows = await tx
    .insert(violationCasePhotos)
    .values(photoIds.map((photoId) => ({ caseId, photoId, addedById: actor.userId as number })))
    .returning();
  for (const row of rows)
    await writeAudit(tx, actor, {
      table: violationCasePhotos,
      recordId: row.id,
      action: 'create',
      after: row,
    });
};

/** Unlinks one photo from the case, audited; false when the case has no such photo. */
export const deleteCasePhoto = async (tx: Tx, actor: Actor, caseId: number, photoId: number) => {
  const [before] = await tx
    .delete(violationCasePhotos)
    .where(and(eq(violationCasePhotos.caseId, caseId), eq(violationCasePhotos.photoId, photoId)))
    .returning();
  if (!before) return false;
  await writeAudit(tx, actor, {
    table: violationCasePhotos,
    recordId: before.id,
    action: 'delete',
    before,
  });
  return true;
};
