import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { properties } from './properties';

/**
 * A property's boundary (issue 19): one polygon or multipolygon in WGS 84, checked by the domain's
 * `checkBoundary`, kept as GeoJSON with its box in plain columns so a map-area search needs no GIS
 * extension (the same on PGlite and PostgreSQL).
 */
export const propertyBoundaries = pgTable(
  'property_boundaries',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    geometry: jsonb('geometry').notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    vertexCount: integer('vertex_count').notNull(),
    areaAcres: doublePrecision('area_acres').notNull(),
    ...editable(),
  },
  (t) => [
    uniqueIndex('property_boundaries_property').on(t.propertyId),
    index('property_boundaries_box').on(t.west, t.east, t.south, t.north),
    check('property_boundaries_box_order', sql`${t.west} <= ${t.east} and ${t.south} <= ${t.north}`),
  ],
);
