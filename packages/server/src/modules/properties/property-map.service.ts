import type { ProjectBoundaries } from '@app/domain';
import type { Db } from '../../db/client';
import { listProjectBoundaries } from './property-boundary.repo';
import { listMapPointsJson } from './property-map.repo';

/**
 * The points of the statewide map, or of one project's summary map when `projectId` is given: the
 * answer's JSON text as PostgreSQL wrote it (`mapPointsJson`), in the shape of `mapPointsSchema`.
 */
export const getMapPointsJson = async (db: Db, projectId?: number): Promise<string> =>
  `{"items":${(await listMapPointsJson(db, projectId)).items}}`;

/** The boundaries of a project's properties, for the project summary's map. */
export const getProjectBoundaries = async (db: Db, projectId: number): Promise<ProjectBoundaries> => ({
  items: await listProjectBoundaries(db, projectId),
});
