import { createHash } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  isAdmin,
  isViewOnly,
  type Photo,
  PhotoLimits,
  PhotoMaxPixels,
  type PhotoUploadState,
  photoMessages,
  photoSizeError,
  type photoUploadStartSchema,
} from '@app/domain';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { serviceExists } from '../../db/exists';
import { inTransaction, readAll } from '../../db/tx';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { lockServiceForEdit } from './observations.service';
import { resolvePhotoPoint } from './photo-points.service';
import {
  appendOriginalPart,
  completeUploadRow,
  deletePhotoRow,
  deletePrunablePhotos,
  findUploadRow,
  getPhotoById,
  insertThumbnail,
  insertUploadRow,
  isObservationOfService,
  keptPhotoRows,
  listPhotoRows,
  lockDeletedPhoto,
  type PhotoRow,
  readParts,
  restartUpload,
  restorePhotoRow,
  serviceOfDeletedPhoto,
  serviceOfPhoto,
  thumbnailKept,
} from './photos.repo';
import { lockService } from './services.repo';
import { serviceNotFound } from './services.service';

const uploadNotFound = () => notFound(photoMessages.uploadNotFound);
const photoNotFound = () => notFound(photoMessages.photoNotFound);

/** The photo types a page can show, as sharp names them; the content decides, never the claimed type. */
const storedTypes: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const stateOf = async (db: Db | Tx, row: PhotoRow): Promise<PhotoUploadState> => ({
  clientId: row.clientId,
  offset: row.received,
  sizeBytes: row.sizeBytes,
  photo: row.completedAt ? await getPhotoById(db, row.id) : null,
});

/** An upload belongs to whoever started it: to anyone else it does not exist. */
const ownUpload = (row: PhotoRow | null, user: Caller['user']) =>
  row && row.photographerId === user.id ? row : null;

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
      if (
        existing.serviceId !== serviceId ||
        existing.sha256 !== input.sha256 ||
        existing.photographerId !== user.id
      )
        throw conflict(photoMessages.uploadOfOtherService);
      if (existing.deletedAt) throw conflict(photoMessages.uploadDeleted);
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
export const getPhotoUpload = async (db: Db, clientId: string, { user }: Caller) => {
  const row = ownUpload(await findUploadRow(db, clientId), user);
  if (!row) throw uploadNotFound();
  return stateOf(db, row);
};

type Examined = { refusal: string } | { type: string; width: number; height: number; thumbnail: Buffer };

/**
 * Copies the stored parts of an upload, in order, into `file`, hashing them on the way: the server
 * holds one part at a time, never the whole photo (up to 25 MB) beside its decode. Answers whether the
 * bytes are the ones declared (size and SHA-256). A part is hashed on this thread (a few ms a megabyte)
 * between the database's reads.
 */
const copyVerified = async (db: Db, row: PhotoRow, file: string) => {
  const hash = createHash('sha256');
  let at = 0;
  const out = await open(file, 'w');
  try {
    for await (const part of readParts(db, row.id, 'original')) {
      at += part.length;
      if (at > row.sizeBytes) return false;
      hash.update(part);
      await out.write(part);
    }
  } finally {
    await out.close();
  }
  return at === row.sizeBytes && hash.digest('hex') === row.sha256;
};

/**
 * Everything a complete upload must be, judged on the whole file: its SHA-256 the one declared, and
 * decoded by sharp as a JPEG, PNG or WebP within the pixel cap, which also makes the thumbnail. sharp
 * reads the file from disk on libvips' threads (a JPEG shrunk as it is decoded), so neither the whole
 * file nor its full-size pixels sit in memory, and the thread that serves requests stays free.
 */
const examine = async (db: Db, row: PhotoRow): Promise<Examined> => {
  const scratch = await mkdtemp(join(tmpdir(), 'records-photo-'));
  try {
    const file = join(scratch, 'original');
    if (!(await copyVerified(db, row, file))) return { refusal: photoMessages.hashMismatch };
    // sharp is loaded by the first photo, not at every start of the server.
    const { default: sharp } = await import('sharp');
    const image = sharp(file, { limitInputPixels: false, failOn: 'error' });
    const meta = await image.metadata().catch(() => null);
    const type = meta?.format ? storedTypes[meta.format] : undefined;
    if (!meta || !type || !meta.width || !meta.height || (meta.pages ?? 1) > 1)
      return { refusal: photoMessages.notPhoto };
    const sizeError = photoSizeError({ type: 'image/jpeg', width: meta.width, height: meta.height });
    if (sizeError) return { refusal: sizeError };
    const thumbnail = await image
      .rotate()
      .resize(PhotoLimits.thumbnailSide, PhotoLimits.thumbnailSide, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 78 })
      .toBuffer()
      .catch(() => null);
    if (!thumbnail) return { refusal: photoMessages.notPhoto };
    return { type, width: meta.width, height: meta.height, thumbnail };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};

/**
 * PATCH photo-upload/{clientId}: one part of the original at `offset`, from the user who started the
 * upload. A part at the wrong offset is refused with the offset to continue from. Once every byte is
 * there the photo is examined outside any transaction (the embedded database serves others meanwhile)
 * and completed only when its SHA-256 is the one the device declared and it decodes whole as a JPEG,
 * PNG or WebP photo within the pixel cap; else the upload starts over. Sending the last part again (or
 * an empty part at the end) answers the photo.
 */
export const appendPhotoUpload = async (
  db: Db,
  { clientId, offset, bytes }: { clientId: string; offset: number; bytes: Uint8Array },
  { user, actor }: Caller,
): Promise<PhotoUploadState> => {
  if (bytes.length > PhotoLimits.chunkBytes) throw badRequest(photoMessages.chunkTooLarge);
  const serviceId = ownUpload(await findUploadRow(db, clientId), user)?.serviceId;
  if (serviceId === undefined) throw uploadNotFound();
  const appended = await inTransaction(db, async (tx) => {
    await lockServiceForEdit(tx, serviceId, user);
    const row = ownUpload(await findUploadRow(tx, clientId, true), user);
    if (!row) throw uploadNotFound();
    if (row.completedAt || (bytes.length === 0 && offset === row.received)) return row;
    if (offset !== row.received) throw conflict(photoMessages.wrongOffset(row.received));
    if (row.received + bytes.length > row.sizeBytes) throw badRequest(photoMessages.beyondSize);
    await appendOriginalPart(tx, row, bytes);
    return { ...row, received: row.received + bytes.length };
  });
  if (appended.completedAt || appended.received < appended.sizeBytes) return stateOf(db, appended);

  const examined = await examine(db, appended);
  const outcome = await inTransaction(db, async (tx) => {
    // Whatever happened meanwhile (the same last part twice at once) is read again under the lock.
    const row = ownUpload(await findUploadRow(tx, clientId, true), user);
    if (!row) throw uploadNotFound();
    if (row.completedAt || row.received < row.sizeBytes) return { state: await stateOf(tx, row) };
    if ('refusal' in examined) {
      // The device still holds the photo: it sends it again from the first byte.
      await restartUpload(tx, row.id);
      return { refused: badRequest(examined.refusal) };
    }
    await insertThumbnail(tx, row.id, examined.thumbnail);
    const done = await completeUploadRow(tx, actor, row.id, {
      contentType: examined.type,
      width: examined.width,
      height: examined.height,
    });
    return { state: await stateOf(tx, done) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.state;
};

/** How a copy without the metadata is written, per stored type (PNG's quality would cut its colours). */
const strippedFormats = {
  'image/jpeg': ['jpeg', { quality: 92 }],
  'image/png': ['png', {}],
  'image/webp': ['webp', { quality: 92 }],
} as const;

/**
 * GET photo/{id}/original: the photo as it was taken, a part at a time. A view-only user gets a copy
 * without its EXIF and other metadata (where it was taken, the camera) unless the organisation serves
 * them the location (`PHOTO_LOCATION_FOR_VIEW_ONLY`): the pixels turned upright as the orientation
 * said, re-encoded by sharp on its own threads.
 */
export const photoOriginal = async (
  db: Db,
  id: number,
  { user, locationForViewOnly }: { user: Caller['user']; locationForViewOnly: boolean },
) => {
  const photo = await getPhotoById(db, id);
  if (!photo) throw photoNotFound();
  const stream = Readable.from(readParts(db, id, 'original'));
  if (locationForViewOnly || !isViewOnly(user))
    return { contentType: photo.contentType, sizeBytes: photo.sizeBytes as number | undefined, stream };
  const [format, options] = strippedFormats[photo.contentType as keyof typeof strippedFormats];
  const { default: sharp } = await import('sharp');
  const stripped = sharp({ limitInputPixels: PhotoMaxPixels })
    .rotate()
    .keepIccProfile()
    .toFormat(format, options);
  return { contentType: photo.contentType, sizeBytes: undefined, stream: stream.pipe(stripped) };
};

/**
 * GET photo/{id}/thumbnail: the copy the pages show, of a photo shown or of one deleted but kept (the
 * History card shows what was deleted).
 */
export const photoThumbnail = async (db: Db, id: number) => {
  if (!(await thumbnailKept(db, id))) throw photoNotFound();
  return {
    contentType: 'image/jpeg',
    sizeBytes: undefined,
    stream: Readable.from(readParts(db, id, 'thumbnail')),
  };
};

/**
 * DELETE photo/delete/{id}: whoever may edit the service. The photo leaves every page but its bytes
 * are kept: an Admin may restore it for PHOTO_RESTORE_DAYS, then it is pruned.
 */
export const deletePhoto = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const serviceId = await serviceOfPhoto(tx, id);
    if (serviceId === null) throw photoNotFound();
    await lockServiceForEdit(tx, serviceId, user);
    await deletePhotoRow(tx, actor, { id, version });
    return { id };
  });

/** POST photo/restore/{id} (Admin): a deleted photo back on its service, while it is still kept. */
export const restorePhoto = (db: Db, id: number, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    if (!isAdmin(user)) throw forbidden(photoMessages.restoreAdminOnly);
    const serviceId = await serviceOfDeletedPhoto(tx, id);
    // The service first, as every photo write locks it (a service delete waits, or has taken the photo).
    if (serviceId === null || !(await lockService(tx, serviceId)))
      throw notFound(photoMessages.notRestorable);
    const before = await lockDeletedPhoto(tx, id);
    if (!before) throw notFound(photoMessages.notRestorable);
    await restorePhotoRow(tx, actor, before);
    return (await getPhotoById(tx, id)) as Photo;
  });

/** Of the given photos, those whose bytes are still kept, and whether each is deleted (the History card). */
export const keptPhotos = (db: Db, photoIds: number[]) => keptPhotoRows(db, photoIds);

/**
 * Housekeeping: removes for good the photos deleted before `deletedBefore` and the uploads left
 * unfinished with no part since `idleBefore`; answers how many of each.
 */
export const prunePhotos = (db: Db | Tx, cutoffs: { deletedBefore: Date; idleBefore: Date }) =>
  deletePrunablePhotos(db, cutoffs);
