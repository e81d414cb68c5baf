import type { MapPoints, ProjectBoundaries } from '@app/domain';
import type { Db } from '../../db/client';
import { listMapPoints, listProjectBoundaries } from './property-map.repo';

/** The points of the statewide map, or of one project's summary map when `projectId` is given. */
export const getMapPoints = async (db: Db, projectId?: number): Promise<MapPoints> => ({
  items: await listMapPoints(db, projectId),
});

/** The boundaries of a project's properties, for the project summary's map. */
export const getProjectBoundaries = async (db: Db, projectId: number): Promise<ProjectBoundaries> => ({
  items: await listProjectBoundaries(db, projectId),
});
