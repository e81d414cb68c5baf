import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { nameSortKey } from '../../db/name-sort-key';
import { propertyPhotoPoints, users } from '../../db/schema';
import { type Actor, writeAudit } from '../../db/tx';

export type PhotoPointRef = { id: number; propertyId: number };

/** A point's property, or null when there is no such point. */
export const getPhotoPointRef = async (db: Db | Tx, id: number): Promise<PhotoPointRef | null> => {
  const [row] = await db
    .select({ id: propertyPhotoPoints.id, propertyId: propertyPhotoPoints.propertyId })
    .from(propertyPhotoPoints)
    .where(eq(propertyPhotoPoints.id, id));
  return row ?? null;
};

const byName = (propertyId: number, name: string) =>
  and(
    eq(propertyPhotoPoints.propertyId, propertyId),
    sql`lower(${propertyPhotoPoints.name}) = lower(${name})`,
  );

/**
 * The property's point of that name (in any case), made (and audited) when it has none. Two saves
 * naming a new point at once make one: the unique index lets one insert through, the other finds it.
 */
export const findOrCreatePhotoPoint = async (
  tx: Tx,
  actor: Actor,
  values: { propertyId: number; name: string; bearingDegrees: number | null; createdById: number },
): Promise<PhotoPointRef> => {
  const [created] = await tx.insert(propertyPhotoPoints).values(values).onConflictDoNothing().returning();
  if (created) {
    await writeAudit(tx, actor, {
      table: propertyPhotoPoints,
      recordId: created.id,
      action: 'create',
      after: created,
    });
    return { id: created.id, propertyId: created.propertyId };
  }
  const [found] = await tx
    .select({ id: propertyPhotoPoints.id, propertyId: propertyPhotoPoints.propertyId })
    .from(propertyPhotoPoints)
    .where(byName(values.propertyId, values.name));
  return found;
};

/** The property's points by name (as people sort names), with who made each. */
export const listPhotoPointRows = (db: Db, propertyId: number) =>
  db
    .select({
      id: propertyPhotoPoints.id,
      propertyId: propertyPhotoPoints.propertyId,
      name: propertyPhotoPoints.name,
      bearingDegrees: propertyPhotoPoints.bearingDegrees,
      createdByName: users.name,
      createdAt: propertyPhotoPoints.createdAt,
    })
    .from(propertyPhotoPoints)
    .leftJoin(users, eq(users.id, propertyPhotoPoints.createdById))
    .where(eq(propertyPhotoPoints.propertyId, propertyId))
    .orderBy(nameSortKey(propertyPhotoPoints.name), asc(propertyPhotoPoints.id));
