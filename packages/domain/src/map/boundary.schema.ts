import { z } from 'zod';
import { BoundaryLimits } from './boundary.rules';

const fileName = z
  .string()
  .trim()
  .min(1, 'Choose a file.')
  .max(200, 'The file name is longer than 200 characters.');

/**
 * PUT property/{id}/boundary: a boundary file's text (GeoJSON; KML is turned into GeoJSON in the
 * browser), checked on the server by `parseBoundaryText`. `version` is the boundary's the page
 * replaces, null when the property has none yet.
 */
export const boundaryImportSchema = z.object({
  fileName,
  content: z
    .string()
    .max(BoundaryLimits.fileBytes, `The file is larger than ${BoundaryLimits.fileBytes / 1_000_000} MB.`),
  version: z.number().int().min(1).nullable(),
});
export type BoundaryImport = z.infer<typeof boundaryImportSchema>;

/**
 * PUT property/{id}/boundary/shapefile: the body is the zipped shapefile's bytes (application/zip),
 * so the file name and the version replaced (absent when the property has none) travel in the query.
 */
export const shapefileImportQuerySchema = z.object({
  fileName,
  version: z.coerce.number().int().min(1).optional(),
});
export type ShapefileImportQuery = z.infer<typeof shapefileImportQuerySchema>;

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
