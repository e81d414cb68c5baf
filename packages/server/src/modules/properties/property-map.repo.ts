import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';

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
