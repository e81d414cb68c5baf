import type { Photo } from '@app/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { observations, photoParts, propertyPhotoPoints, servicePhotos, users } from '../../db/schema';
import { type Actor, lockVersion, writeAudit } from '../../db/tx';

export type PhotoRow = typeof servicePhotos.$inferSelect;

const photoColumns = {
  id: servicePhotos.id,
  serviceId: servicePhotos.serviceId,
  clientId: servicePhotos.clientId,
  sha256: servicePhotos.sha256,
  sizeBytes: servicePhotos.sizeBytes,
  contentType: sql<string>`coalesce(${servicePhotos.contentType}, '')`,
  width: sql<number>`coalesce(${servicePhotos.width}, 0)`,
  height: sql<number>`coalesce(${servicePhotos.height}, 0)`,
  caption: servicePhotos.caption,
  takenAt: servicePhotos.takenAt,
  latitude: servicePhotos.latitude,
  longitude: servicePhotos.longitude,
  accuracyMeters: servicePhotos.accuracyMeters,
  headingDegrees: servicePhotos.headingDegrees,
  observationId: servicePhotos.observationId,
  photographerName: users.name,
  photoPointId: servicePhotos.photoPointId,
  photoPointName: propertyPhotoPoints.name,
  version: servicePhotos.version,
};

/** A photo users see: every byte arrived and verified, and not deleted. */
const shown = and(isNotNull(servicePhotos.completedAt), isNull(servicePhotos.deletedAt));

const toPhoto = (row: Omit<Photo, 'takenAt'> & { takenAt: string }): Photo => ({
  ...row,
  takenAt: new Date(row.takenAt).toISOString(),
});

/** The service's complete photos, in the order they were taken. */
export const listPhotoRows = async (db: Db | Tx, serviceId: number): Promise<Photo[]> =>
  (
    await db
      .select(photoColumns)
      .from(servicePhotos)
      .leftJoin(users, eq(users.id, servicePhotos.photographerId))
      .leftJoin(propertyPhotoPoints, eq(propertyPhotoPoints.id, servicePhotos.photoPointId))
      .where(and(eq(servicePhotos.serviceId, serviceId), shown))
      .orderBy(asc(servicePhotos.takenAt), asc(servicePhotos.id))
  ).map(toPhoto);

export const getPhotoById = async (db: Db | Tx, id: number): Promise<Photo | null> => {
  const [row] = await db
    .select(photoColumns)
    .from(servicePhotos)
    .leftJoin(users, eq(users.id, servicePhotos.photographerId))
    .leftJoin(propertyPhotoPoints, eq(propertyPhotoPoints.id, servicePhotos.photoPointId))
    .where(and(eq(servicePhotos.id, id), shown));
  return row ? toPhoto(row) : null;
};

/** The complete photos of the given photo points, for the property's Photo Points card. */
export const listPointPhotoRows = async (db: Db, pointIds: number[]) =>
  pointIds.length === 0
    ? []
    : (
        await db
          .select({
            id: servicePhotos.id,
            pointId: sql<number>`${servicePhotos.photoPointId}`,
            serviceId: servicePhotos.serviceId,
            caption: servicePhotos.caption,
            takenAt: servicePhotos.takenAt,
            headingDegrees: servicePhotos.headingDegrees,
            latitude: servicePhotos.latitude,
            longitude: servicePhotos.longitude,
            photographerName: users.name,
          })
          .from(servicePhotos)
          .leftJoin(users, eq(users.id, servicePhotos.photographerId))
          .where(and(inArray(servicePhotos.photoPointId, pointIds), shown))
          .orderBy(asc(servicePhotos.takenAt), asc(servicePhotos.id))
      ).map((row) => ({ ...row, takenAt: new Date(row.takenAt).toISOString() }));

/** An upload by its device-made id; `lock` holds the row until the transaction ends. */
export const findUploadRow = async (
  db: Db | Tx,
  clientId: string,
  lock = false,
): Promise<PhotoRow | null> => {
  const query = db.select().from(servicePhotos).where(eq(servicePhotos.clientId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const insertUploadRow = async (tx: Tx, values: typeof servicePhotos.$inferInsert) => {
  const [row] = await tx.insert(servicePhotos).values(values).returning();
  return row as PhotoRow;
};

export const isObservationOfService = async (tx: Tx, observationId: number, serviceId: number) =>
  (
    await tx
      .select({ id: observations.id })
      .from(observations)
      .where(and(eq(observations.id, observationId), eq(observations.serviceId, serviceId)))
  ).length > 0;

/**
 * Bytes cross to the database as base64, decoded and encoded by the database itself: the embedded
 * PGlite took 350-600 ms to bind one 1 MB bytea parameter and 22 ms for its base64 text (reading back,
 * 110 ms against 7), which made a phone's 4 MB photo take seconds; PostgreSQL takes either alike.
 */
const bytesIn = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;
const bytesOut = sql<string>`encode(${qualified(photoParts.bytes)}, 'base64')`;

/**
 * A part that would leave the last stored part under this size joins it instead of adding a row:
 * however small the parts a device sends (100 bytes, say), a 25 MB photo stays a few hundred rows,
 * and its completion reads them in a few queries.
 */
const joinPartsBelow = 64 * 1024;

/** Stores one part of the original after the bytes received and counts it received (and the upload active). */
export const appendOriginalPart = async (tx: Tx, photo: PhotoRow, bytes: Uint8Array) => {
  const joined =
    bytes.length < joinPartsBelow &&
    (await tx
      .update(photoParts)
      .set({ bytes: sql`${photoParts.bytes} || ${bytesIn(bytes)}` })
      .where(
        and(
          eq(photoParts.photoId, photo.id),
          eq(photoParts.kind, 'original'),
          // The last part: within the last 64 KB received, the one that ends where they end.
          gte(photoParts.seq, photo.received - joinPartsBelow),
          sql`${photoParts.seq} + octet_length(${photoParts.bytes}) = ${photo.received}`,
          sql`octet_length(${photoParts.bytes}) + ${bytes.length} <= ${joinPartsBelow}`,
        ),
      )
      .returning({ seq: photoParts.seq }));
  if (!joined || joined.length === 0)
    await tx
      .insert(photoParts)
      .values({ photoId: photo.id, kind: 'original', seq: photo.received, bytes: bytesIn(bytes) });
  await tx
    .update(servicePhotos)
    .set({ received: photo.received + bytes.length, updatedAt: new Date() })
    .where(eq(servicePhotos.id, photo.id));
};

/** How many bytes of parts one query reads: a part is at most this, and a larger answer stalled node-postgres longer. */
const readWindowBytes = 1024 * 1024;

/**
 * The parts of a photo in order, read by byte range (each part's `seq` is its offset): one query per
 * megabyte however the device cut the photo.
 */
export async function* readParts(db: Db | Tx, photoId: number, kind: 'original' | 'thumbnail') {
  let next = 0;
  for (;;) {
    const parts = await db
      .select({ seq: photoParts.seq, bytes: bytesOut })
      .from(photoParts)
      .where(
        and(
          eq(photoParts.photoId, photoId),
          eq(photoParts.kind, kind),
          gte(photoParts.seq, next),
          lt(photoParts.seq, next + readWindowBytes),
        ),
      )
      .orderBy(asc(photoParts.seq));
    if (parts.length === 0) return;
    for (const part of parts) {
      const bytes = Buffer.from(part.bytes, 'base64');
      yield bytes;
      next = part.seq + Math.max(bytes.length, 1);
    }
  }
}

/** A photo's thumbnail whole (at most a few tens of KB: the copy the pages and the report show). */
export const readThumbnail = async (db: Db | Tx, photoId: number): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of readParts(db, photoId, 'thumbnail')) parts.push(part);
  return Buffer.concat(parts);
};

export const insertThumbnail = (tx: Tx, photoId: number, bytes: Uint8Array) =>
  tx.insert(photoParts).values({ photoId, kind: 'thumbnail', seq: 0, bytes: bytesIn(bytes) });

/** A damaged upload starts again from its first byte. */
export const restartUpload = async (tx: Tx, photoId: number) => {
  await tx.delete(photoParts).where(eq(photoParts.photoId, photoId));
  await tx.update(servicePhotos).set({ received: 0 }).where(eq(servicePhotos.id, photoId));
};

export const completeUploadRow = async (
  tx: Tx,
  actor: Actor,
  photoId: number,
  values: { contentType: string; width: number; height: number },
) => {
  const [row] = await tx
    .update(servicePhotos)
    .set({ ...values, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(servicePhotos.id, photoId))
    .returning();
  // A photo is created, for the History card, when it is complete: before that no page shows it.
  await writeAudit(tx, actor, { table: servicePhotos, recordId: row.id, action: 'create', after: row });
  return row as PhotoRow;
};

/** The service of a photo users see (complete, not deleted). */
export const serviceOfPhoto = async (db: Db | Tx, photoId: number) =>
  (
    await db
      .select({ serviceId: servicePhotos.serviceId })
      .from(servicePhotos)
      .where(and(eq(servicePhotos.id, photoId), shown))
  )[0]?.serviceId ?? null;

/** The service of a deleted photo still kept, or null. */
export const serviceOfDeletedPhoto = async (db: Db | Tx, photoId: number) =>
  (
    await db
      .select({ serviceId: servicePhotos.serviceId })
      .from(servicePhotos)
      .where(and(eq(servicePhotos.id, photoId), isNotNull(servicePhotos.deletedAt)))
  )[0]?.serviceId ?? null;

/** A deleted photo still kept, locked for its restore. */
export const lockDeletedPhoto = async (tx: Tx, photoId: number) =>
  (
    await tx
      .select()
      .from(servicePhotos)
      .where(and(eq(servicePhotos.id, photoId), isNotNull(servicePhotos.deletedAt)))
      .for('update')
  )[0] ?? null;

/** Deletes or restores a photo (its bytes stay either way), bumping its version; answers the row after. */
const setPhotoDeleted = async (tx: Tx, photoId: number, deletedAt: Date | null) => {
  const [row] = await tx
    .update(servicePhotos)
    .set({ deletedAt, version: sql`${servicePhotos.version} + 1`, updatedAt: new Date() })
    .where(eq(servicePhotos.id, photoId))
    .returning();
  return row as PhotoRow;
};

/** Takes a photo off the pages at the version the user saw (409 when stale; its bytes stay), audited. */
export const deletePhotoRow = async (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => {
  const before = await lockVersion(tx, servicePhotos, id, version);
  await setPhotoDeleted(tx, id, new Date());
  await writeAudit(tx, actor, { table: servicePhotos, recordId: id, action: 'delete', before });
};

/** Puts back a deleted photo that `lockDeletedPhoto` locked, audited. */
export const restorePhotoRow = async (tx: Tx, actor: Actor, before: PhotoRow) => {
  const after = await setPhotoDeleted(tx, before.id, null);
  await writeAudit(tx, actor, {
    table: servicePhotos,
    recordId: before.id,
    action: 'restore',
    before,
    after,
  });
};

/** Of the given photos, those whose bytes are still kept, and whether each is deleted (History). */
export const keptPhotoRows = async (db: Db, photoIds: number[]) =>
  photoIds.length === 0
    ? []
    : db
        .select({ id: servicePhotos.id, deletedAt: servicePhotos.deletedAt })
        .from(servicePhotos)
        .where(and(inArray(servicePhotos.id, photoIds), isNotNull(servicePhotos.completedAt)));

/** The thumbnail of a photo shown, or of one deleted but kept (History shows what was deleted). */
export const thumbnailKept = async (db: Db, photoId: number) =>
  (
    await db
      .select({ id: servicePhotos.id })
      .from(servicePhotos)
      .where(and(eq(servicePhotos.id, photoId), isNotNull(servicePhotos.completedAt)))
  ).length > 0;

/**
 * Removes for good the photos deleted before `deletedBefore` and the uploads left unfinished with no
 * part since `idleBefore` (their parts go with them); answers how many of each.
 */
export const deletePrunablePhotos = async (
  db: Db | Tx,
  { deletedBefore, idleBefore }: { deletedBefore: Date; idleBefore: Date },
) => {
  const deleted = await db
    .delete(servicePhotos)
    .where(lt(servicePhotos.deletedAt, deletedBefore))
    .returning({ id: servicePhotos.id });
  const abandoned = await db
    .delete(servicePhotos)
    .where(and(isNull(servicePhotos.completedAt), lt(servicePhotos.updatedAt, idleBefore)))
    .returning({ id: servicePhotos.id });
  return { deletedPhotos: deleted.length, abandonedUploads: abandoned.length };
};
