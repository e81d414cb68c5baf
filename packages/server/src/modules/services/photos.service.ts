import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type ImageHeader,
  imageMessages,
  type Photo,
  PhotoLimits,
  PhotoMaxPixels,
  type PhotoUploadState,
  photoMessages,
  photoSizeError,
  type photoUploadStartSchema,
  readImageHeader,
} from '@app/domain';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { servicePhotos } from '../../db/schema';
import { deleteAudited, inTransaction, readAll, writeAudit } from '../../db/tx';
import type { AppError } from '../../lib/errors';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { lockServiceForEdit } from './observations.service';
import { resolvePhotoPoint } from './photo-points.service';
import {
  appendOriginalPart,
  completeUploadRow,
  findUploadRow,
  getPhotoById,
  insertThumbnail,
  insertUploadRow,
  isObservationOfService,
  listPhotoRows,
  type PhotoRow,
  readParts,
  restartUpload,
  serviceOfPhoto,
} from './photos.repo';
import { serviceExists } from './services.repo';
import { serviceNotFound } from './services.service';

const uploadNotFound = () => notFound(photoMessages.uploadNotFound);
const photoNotFound = () => notFound(photoMessages.photoNotFound);

/** The photo types a page can show; the content decides, never the name or the claimed type. */
const storedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

const stateOf = async (db: Db | Tx, row: PhotoRow): Promise<PhotoUploadState> => ({
  clientId: row.clientId,
  offset: row.received,
  sizeBytes: row.sizeBytes,
  photo: row.completedAt ? await getPhotoById(db, row.id) : null,
});

/** GET service/{id}/photos: the complete photos (uploads in progress are the device's business). */
export const listPhotos = async (db: Db, serviceId: number): Promise<Photo[]> => {
  const [exists, rows] = await readAll(db, [
    () => serviceExists(db, serviceId),
    () => listPhotoRows(db, serviceId),
  ]);
  if (!exists) throw serviceNotFound();
  return rows;
};

/**
 * POST service/{id}/photos/upload: starts a photo's upload, or answers where it stands when the
 * device sends the same `clientId` again (a replay never makes a second photo).
 */
export const startPhotoUpload = (
  db: Db,
  serviceId: number,
  input: z.output<typeof photoUploadStartSchema>,
  caller: Caller,
) =>
  inTransaction(db, async (tx) => {
    const { user } = caller;
    await lockServiceForEdit(tx, serviceId, user);
    const existing = await findUploadRow(tx, input.clientId, true);
    if (existing) {
      if (existing.serviceId !== serviceId || existing.sha256 !== input.sha256)
        throw conflict(photoMessages.uploadOfOtherService);
      return stateOf(tx, existing);
    }
    if (input.observationId !== null && !(await isObservationOfService(tx, input.observationId, serviceId)))
      throw fieldError('observationId', photoMessages.observationNotOnService);
    const { photoPoint, ...details } = input;
    const photoPointId =
      photoPoint === null
        ? null
        : await resolvePhotoPoint(
            tx,
            { serviceId, choice: photoPoint, heading: input.headingDegrees },
            caller,
          );
    const row = await insertUploadRow(tx, { ...details, serviceId, photographerId: user.id, photoPointId });
    return stateOf(tx, row);
  });

/** GET photo-upload/{clientId}: how many bytes arrived, so an interrupted upload resumes there. */
export const getPhotoUpload = async (db: Db, clientId: string) => {
  const row = await findUploadRow(db, clientId);
  if (!row) throw uploadNotFound();
  return stateOf(db, row);
};

/** The SHA-256 and header of the whole original, read a part at a time. */
const examine = async (tx: Tx, photoId: number) => {
  const hash = createHash('sha256');
  let header: ImageHeader | null = null;
  for await (const part of readParts(tx, photoId, 'original')) {
    header ??= readImageHeader(part);
    hash.update(part);
  }
  return { sha256: hash.digest('hex'), header };
};

/**
 * The copy the pages show, made from the original streamed part by part; null when it does not decode.
 * sharp is loaded by the first photo, not at every start of the server.
 */
const makeThumbnail = async (tx: Tx, photoId: number) => {
  const { default: sharp } = await import('sharp');
  return Readable.from(readParts(tx, photoId, 'original'))
    .pipe(
      sharp({ limitInputPixels: PhotoMaxPixels })
        .rotate()
        .resize(PhotoLimits.thumbnailSide, PhotoLimits.thumbnailSide, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: 78 }),
    )
    .toBuffer()
    .catch(() => null);
};

/** Why a complete upload is not a photo we keep, or null. */
const refusalOf = (declared: string, { sha256, header }: Awaited<ReturnType<typeof examine>>) => {
  if (sha256 !== declared) return photoMessages.hashMismatch;
  if (!header || !storedTypes.has(header.type)) return imageMessages.notImage;
  return photoSizeError(header);
};

type Appended = { state: PhotoUploadState } | { refused: AppError };

/**
 * PATCH photo-upload/{clientId}: one part of the original at `offset`. A part at the wrong offset is
 * refused with the offset to continue from; the last part completes the photo only when its SHA-256
 * is the one the device declared (else the upload starts over) and it is a JPEG, PNG or WebP photo
 * within the pixel cap. Sending the last part again answers the photo.
 */
export const appendPhotoUpload = async (
  db: Db,
  { clientId, offset, bytes }: { clientId: string; offset: number; bytes: Uint8Array },
  { user, actor }: Caller,
): Promise<PhotoUploadState> => {
  if (bytes.length > PhotoLimits.chunkBytes) throw badRequest(photoMessages.chunkTooLarge);
  const serviceId = (await findUploadRow(db, clientId))?.serviceId;
  if (serviceId === undefined) throw uploadNotFound();
  const outcome: Appended = await inTransaction(db, async (tx) => {
    await lockServiceForEdit(tx, serviceId, user);
    const row = await findUploadRow(tx, clientId, true);
    if (!row) throw uploadNotFound();
    if (row.completedAt) return { state: await stateOf(tx, row) };
    if (offset !== row.received) throw conflict(photoMessages.wrongOffset(row.received));
    if (row.received + bytes.length > row.sizeBytes) throw badRequest(photoMessages.beyondSize);
    if (bytes.length === 0) return { state: await stateOf(tx, row) };
    await appendOriginalPart(tx, row, bytes);
    const received = { ...row, received: row.received + bytes.length };
    if (received.received < row.sizeBytes) return { state: await stateOf(tx, received) };

    const examined = await examine(tx, row.id);
    const refusal = refusalOf(row.sha256, examined);
    const thumbnail = refusal ? null : await makeThumbnail(tx, row.id);
    if (!examined.header || !thumbnail) {
      // The device still holds the photo: it sends it again from the first byte.
      await restartUpload(tx, row.id);
      return { refused: badRequest(refusal ?? imageMessages.notImage) };
    }
    await insertThumbnail(tx, row.id, thumbnail);
    const done = await completeUploadRow(tx, row.id, {
      contentType: examined.header.type,
      width: examined.header.width,
      height: examined.header.height,
    });
    await writeAudit(tx, actor, { table: servicePhotos, recordId: done.id, action: 'create', after: done });
    return { state: await stateOf(tx, done) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.state;
};

/** GET photo/{id}/thumbnail and photo/{id}/original: the bytes, a part at a time. */
export const photoBytes = async (db: Db, id: number, kind: 'original' | 'thumbnail') => {
  const photo = await getPhotoById(db, id);
  if (!photo) throw photoNotFound();
  return {
    contentType: kind === 'thumbnail' ? 'image/jpeg' : photo.contentType,
    sizeBytes: kind === 'original' ? photo.sizeBytes : undefined,
    stream: Readable.from(readParts(db, id, kind)),
  };
};

/** DELETE photo/delete/{id}: whoever may edit the service. */
export const deletePhoto = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const serviceId = await serviceOfPhoto(tx, id);
    if (serviceId === null) throw photoNotFound();
    await lockServiceForEdit(tx, serviceId, user);
    await deleteAudited(tx, actor, servicePhotos, id, version);
    return { id };
  });
