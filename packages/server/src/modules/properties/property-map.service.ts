import type { ProjectBoundaries } from '@app/domain';
import type { Db } from '../../db/client';
import { listProjectBoundaries } from './property-boundary.repo';
import { listMapPointsJson, mapPointsJsonWhere } from './property-map.repo';

/**
 * The points of the statewide map, or of one project's summary map when `projectId` is given: the
 * answer's JSON text as PostgreSQL wrote it (`mapPointsJsonWhere`), in the shape of `mapPointsSchema`.
 */
export const getMapPointsJson = async (db: Db, projectId?: number): Promise<string> =>
  `{"items":${(await listMapPointsJson(db, projectId)).items}}`;

/**
 * The maps' points of the properties that meet `where` (the search's map of its matches), at most
 * `limit` of them, as JSON text (`mapPointsJsonWhere`).
 */
export const mapPointsJson = (db: Db, where: Parameters<typeof mapPointsJsonWhere>[1], limit?: number) =>
  mapPointsJsonWhere(db, where, limit);

/** The boundaries of a project's properties, for the project summary's map. */
export const getProjectBoundaries = async (db: Db, projectId: number): Promise<ProjectBoundaries> => ({
  items: await listProjectBoundaries(db, projectId),
});
