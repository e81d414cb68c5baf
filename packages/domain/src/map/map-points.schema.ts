import { z } from 'zod';
import { numericId } from '../validators';
import { propertyBoundarySchema } from './boundary.schema';

/** GET property/mapPoints: every property, or one project's (`projectId`). */
export const mapPointsQuerySchema = z.object({ projectId: numericId('Project ID').optional() });

/**
 * Each property with an access point as `[id, projectId, statusId, latitude, longitude]`: an array per
 * property instead of an object keeps the statewide map's 20,000 properties well under a megabyte.
 */
export const mapPointsSchema = z.object({
  items: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number(), z.number()])),
});
export type MapPoints = z.infer<typeof mapPointsSchema>;

/** GET property/boundaries?projectId=: the boundaries of one project's properties, for its map. */
export const projectBoundariesQuerySchema = z.object({ projectId: numericId('Project ID') });
export const projectBoundariesSchema = z.object({ items: z.array(propertyBoundarySchema) });
export type ProjectBoundaries = z.infer<typeof projectBoundariesSchema>;
