import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';

/**
 * The maps' points (`[id, projectId, statusId, latitude, longitude]` by property id) of the properties
 * with an access point that meet `where`, as the JSON text of that array, written by PostgreSQL.
 * Read as rows, 20,000 points cost the server about 130 ms of CPU (100,000 parsed fields, an object
 * and an array per row, the garbage they leave, then the serializer): over the home map's budget on a
 * busy machine. As one text of 650 KB they cost it 4 ms, and PostgreSQL 25 ms. Numbers are written as
 * JSON.stringify writes them (`trim_scale`: 37.12300 is 37.123). With `limit`, at most that many, and
 * `truncated` says whether more met `where`.
 */
export const mapPointsJsonWhere = async (
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<{ items: string; truncated: boolean }> => {
  const matching = db
    .select({
      id: properties.id,
      projectId: properties.projectId,
      statusId: properties.statusId,
      lat: properties.accessPointLatitude,
      lng: properties.accessPointLongitude,
      n: sql<number>`row_number() over (order by ${properties.id})`.as('n'),
    })
    .from(properties)
    .where(and(isNotNull(properties.accessPointLatitude), isNotNull(properties.accessPointLongitude), where))
    .orderBy(asc(properties.id))
    .$dynamic();
  const points = (limit === undefined ? matching : matching.limit(limit + 1)).as('points');
  const kept = limit === undefined ? sql`` : sql`filter (where ${points.n} <= ${limit})`;
  const [row] = await db
    .select({
      items: sql<string>`coalesce('[[' || string_agg(${points.id} || ',' || ${points.projectId} || ',' || ${points.statusId}
        || ',' || trim_scale(${points.lat}) || ',' || trim_scale(${points.lng}), '],[' order by ${points.id}) ${kept}
        || ']]', '[]')`,
      truncated: limit === undefined ? sql<boolean>`false` : sql<boolean>`count(*) > ${limit}`,
    })
    .from(points);
  return row;
};

/** Properties with an access point, as the maps' points (one project's, or all). */
export const listMapPointsJson = (db: Db, projectId?: number) =>
  mapPointsJsonWhere(db, projectId === undefined ? undefined : eq(properties.projectId, projectId));
