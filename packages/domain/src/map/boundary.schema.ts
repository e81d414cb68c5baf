import { z } from 'zod';
import { BoundaryLimits } from './boundary.rules';

/**
 * PUT property/{id}/boundary: a boundary file's text (GeoJSON; KML and shapefiles are turned into
 * GeoJSON in the browser), checked on the server by `parseBoundaryText`. `version` is the boundary's
 * the page replaces, null when the property has none yet.
 */
export const boundaryImportSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Choose a file.')
    .max(200, 'The file name is longer than 200 characters.'),
  content: z
    .string()
    .max(BoundaryLimits.fileBytes, `The file is larger than ${BoundaryLimits.fileBytes / 1_000_000} MB.`),
  version: z.number().int().min(1).nullable(),
});
export type BoundaryImport = z.infer<typeof boundaryImportSchema>;

const position = z.array(z.number());
const geometrySchema = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);

/** A property's boundary as the API answers it. */
export const propertyBoundarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  propertyId: z.number().int(),
  fileName: z.string(),
  geometry: geometrySchema,
  /** West, south, east, north. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  vertexCount: z.number().int(),
  areaAcres: z.number(),
});
export type PropertyBoundary = z.infer<typeof propertyBoundarySchema>;

/** GET property/{id}/boundary: null when the property has none. */
export const propertyBoundaryAnswerSchema = z.object({ boundary: propertyBoundarySchema.nullable() });
