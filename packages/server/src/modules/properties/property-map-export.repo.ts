import { asc, eq, inArray } from 'drizzle-orm';
import type { MultiPolygon, Polygon } from 'geojson';
import type { Db } from '../../db/client';
import { properties, propertyBoundaries, propertyStatuses } from '../../db/schema';
import type { MapExportRow } from '../../exports/map-files';

/** The properties of the ids (or of the projects of the ids) with their access points and boundaries. */
export const listMapExportRows = async (
  db: Db,
  ids: number[],
  of: 'Property' | 'Project',
): Promise<MapExportRow[]> => {
  const rows = await db
    .select({
      id: properties.id,
      projectId: properties.projectId,
      name: properties.name,
      status: propertyStatuses.name,
      lat: properties.accessPointLatitude,
      lng: properties.accessPointLongitude,
      boundary: propertyBoundaries.geometry,
      boundaryAcres: propertyBoundaries.areaAcres,
    })
    .from(properties)
    .innerJoin(propertyStatuses, eq(propertyStatuses.id, properties.statusId))
    .leftJoin(propertyBoundaries, eq(propertyBoundaries.propertyId, properties.id))
    .where(inArray(of === 'Property' ? properties.id : properties.projectId, ids))
    .orderBy(asc(properties.id));
  return rows.map((r) => ({
    ...r,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
    boundary: r.boundary as Polygon | MultiPolygon | null,
  }));
};
