import type { PropertyBoundary } from '@app/domain';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyBoundaries } from '../../db/schema';

/** Properties with an access point, as compact rows for the maps (one project's, or all). */
export const listMapPoints = async (db: Db, projectId?: number) => {
  const where: SQL[] = [
    isNotNull(properties.accessPointLatitude),
    isNotNull(properties.accessPointLongitude),
  ];
  if (projectId !== undefined) where.push(eq(properties.projectId, projectId));
  const rows = await db
    .select({
      id: properties.id,
      projectId: properties.projectId,
      statusId: properties.statusId,
      lat: properties.accessPointLatitude,
      lng: properties.accessPointLongitude,
    })
    .from(properties)
    .where(and(...where))
    .orderBy(asc(properties.id));
  return rows.map(
    (r) =>
      [r.id, r.projectId, r.statusId, Number(r.lat), Number(r.lng)] as [
        number,
        number,
        number,
        number,
        number,
      ],
  );
};

/** The boundaries of one project's properties, in property order. */
export const listProjectBoundaries = async (db: Db, projectId: number): Promise<PropertyBoundary[]> =>
  (await db
    .select({
      id: propertyBoundaries.id,
      version: propertyBoundaries.version,
      propertyId: propertyBoundaries.propertyId,
      fileName: propertyBoundaries.fileName,
      geometry: propertyBoundaries.geometry,
      box: sql<
        PropertyBoundary['box']
      >`json_build_array(${propertyBoundaries.west}, ${propertyBoundaries.south}, ${propertyBoundaries.east}, ${propertyBoundaries.north})`,
      vertexCount: propertyBoundaries.vertexCount,
      areaAcres: propertyBoundaries.areaAcres,
    })
    .from(propertyBoundaries)
    .innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId))
    .where(eq(properties.projectId, projectId))
    .orderBy(asc(propertyBoundaries.propertyId))) as PropertyBoundary[];
