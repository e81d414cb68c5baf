import {
  groupPhotoPointPhotos,
  messages,
  type PhotoPoint,
  type photoPointChoiceSchema,
  photoPointMessages,
} from '@app/domain';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { rowExists } from '../../db/exists';
import { properties } from '../../db/schema';
import { readAll } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import { findOrCreatePhotoPoint, getPhotoPointRef, listPhotoPointRows } from './photo-points.repo';
import { listPointPhotoRows } from './photos.repo';
import { listServicePropertyRows } from './services.repo';

type PhotoPointChoice = z.output<typeof photoPointChoiceSchema>;

/**
 * The photo point a new photo marks (issue 18): an existing point of one of the service's properties,
 * or a new one named on the service's property (chosen among them on a multi-property service). A new
 * point without a bearing takes the photo's heading. Answers the point's id.
 */
export const resolvePhotoPoint = async (
  tx: Tx,
  { serviceId, choice, heading }: { serviceId: number; choice: PhotoPointChoice; heading: number | null },
  { user, actor }: Caller,
) => {
  const propertyIds = new Set((await listServicePropertyRows(tx, serviceId)).map((p) => p.id));
  if (choice.id !== null) {
    const point = await getPhotoPointRef(tx, choice.id);
    if (!point || !propertyIds.has(point.propertyId))
      throw fieldError('photoPoint.id', photoPointMessages.notOfService);
    return point.id;
  }
  const propertyId = choice.propertyId ?? (propertyIds.size === 1 ? [...propertyIds][0] : null);
  if (propertyId === null) throw fieldError('photoPoint.propertyId', photoPointMessages.propertyRequired);
  if (!propertyIds.has(propertyId))
    throw fieldError('photoPoint.propertyId', photoPointMessages.propertyNotOfService);
  const point = await findOrCreatePhotoPoint(tx, actor, {
    propertyId,
    name: choice.name as string,
    bearingDegrees: choice.bearingDegrees ?? heading,
    createdById: user.id,
  });
  return point.id;
};

/**
 * GET property/{id}/photoPoints: each point of the property with its photos (of any service) by year,
 * and the first and most recent photo. View-only users read it like the rest of the property.
 */
export const listPropertyPhotoPoints = async (db: Db, propertyId: number): Promise<PhotoPoint[]> => {
  const [exists, points] = await readAll(db, [
    () => rowExists(db, properties, propertyId),
    () => listPhotoPointRows(db, propertyId),
  ]);
  if (!exists) throw notFound(messages.entityNotFound('Property'));
  const photos = await listPointPhotoRows(
    db,
    points.map((point) => point.id),
  );
  return points.map((point) => ({
    ...point,
    createdAt: point.createdAt.toISOString(),
    ...groupPhotoPointPhotos(
      photos
        .filter((photo) => photo.pointId === point.id)
        .map(({ pointId: _, ...photo }) => ({ ...photo, thumbnailUrl: `/api/photo/${photo.id}/thumbnail` })),
    ),
  }));
};
