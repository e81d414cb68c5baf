import type { MapPoints } from '@app/domain';
import type { Db } from '../../db/client';
import { listMapPoints } from './property-map.repo';

/** The points of the statewide map, or of one project's summary map when `projectId` is given. */
export const getMapPoints = async (db: Db, projectId?: number): Promise<MapPoints> => ({
  items: await listMapPoints(db, projectId),
});
