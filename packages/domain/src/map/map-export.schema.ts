import { z } from 'zod';

/** POST property/exportmap: the file kind, and whether the ids are properties or projects (their properties). */
export const mapExportQuerySchema = z.object({
  format: z.enum(['geojson', 'kml'], { error: 'The format must be geojson or kml.' }),
  of: z
    .enum(['Property', 'Project'], { error: 'The ids must be of Property or Project.' })
    .default('Property'),
});
export type MapExportQuery = z.infer<typeof mapExportQuerySchema>;
