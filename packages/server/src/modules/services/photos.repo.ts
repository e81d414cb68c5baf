import type { Photo } from '@app/domain';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { observations, photoParts, propertyPhotoPoints, servicePhotos, users } from '../../db/schema';

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
      .where(and(eq(servicePhotos.serviceId, serviceId), isNotNull(servicePhotos.completedAt)))
      .orderBy(asc(servicePhotos.takenAt), asc(servicePhotos.id))
  ).map(toPhoto);

export const getPhotoById = async (db: Db | Tx, id: number): Promise<Photo | null> => {
  const [row] = await db
    .select(photoColumns)
    .from(servicePhotos)
    .leftJoin(users, eq(users.id, servicePhotos.photographerId))
    .leftJoin(propertyPhotoPoints, eq(propertyPhotoPoints.id, servicePhotos.photoPointId))
    .where(and(eq(servicePhotos.id, id), isNotNull(servicePhotos.completedAt)));
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
          .where(and(inArray(servicePhotos.photoPointId, pointIds), isNotNull(servicePhotos.completedAt)))
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

/** Stores one part of the original at its byte offset and counts it received. */
/**
 * Bytes cross to the database as base64, decoded and encoded by the database itself: the embedded
 * PGlite took 350-600 ms to bind one 1 MB bytea parameter and 22 ms for its base64 text (reading back,
 * 110 ms against 7), which made a phone's 4 MB photo take seconds; PostgreSQL takes either alike.
 */
const bytesIn = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;
const bytesOut = sql<string>`encode(${qualified(photoParts.bytes)}, 'base64')`;

export const appendOriginalPart = async (tx: Tx, photo: PhotoRow, bytes: Uint8Array) => {
  await tx
    .insert(photoParts)
    .values({ photoId: photo.id, kind: 'original', seq: photo.received, bytes: bytesIn(bytes) });
  await tx
    .update(servicePhotos)
    .set({ received: photo.received + bytes.length })
    .where(eq(servicePhotos.id, photo.id));
};

/** The parts of a photo in order, one query a part: a large photo is never in memory whole. */
export async function* readParts(db: Db | Tx, photoId: number, kind: 'original' | 'thumbnail') {
  let next = 0;
  for (;;) {
    const [part] = await db
      .select({ seq: photoParts.seq, bytes: bytesOut })
      .from(photoParts)
      .where(and(eq(photoParts.photoId, photoId), eq(photoParts.kind, kind), gte(photoParts.seq, next)))
      .orderBy(asc(photoParts.seq))
      .limit(1);
    if (!part) return;
    const bytes = Buffer.from(part.bytes, 'base64');
    yield bytes;
    next = part.seq + Math.max(bytes.length, 1);
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
  photoId: number,
  values: { contentType: string; width: number; height: number },
) => {
  const [row] = await tx
    .update(servicePhotos)
    .set({ ...values, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(servicePhotos.id, photoId))
    .returning();
  return row as PhotoRow;
};

/** The service a photo belongs to, complete or not. */
export const serviceOfPhoto = async (db: Db | Tx, photoId: number) =>
  (
    await db
      .select({ serviceId: servicePhotos.serviceId })
      .from(servicePhotos)
      .where(eq(servicePhotos.id, photoId))
  )[0]?.serviceId ?? null;
