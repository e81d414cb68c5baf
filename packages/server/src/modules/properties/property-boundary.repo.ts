import type { CheckedBoundary, PropertyBoundary } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { properties, propertyBoundaries } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

type BoundaryRow = typeof propertyBoundaries.$inferSelect;

const toBoundary = (row: BoundaryRow): PropertyBoundary => ({
  id: row.id,
  version: row.version,
  propertyId: row.propertyId,
  fileName: row.fileName,
  geometry: row.geometry as PropertyBoundary['geometry'],
  box: [row.west, row.south, row.east, row.north],
  vertexCount: row.vertexCount,
  areaAcres: row.areaAcres,
});

/** The boundaries of one project's properties, in property order (the project's map). */
export const listProjectBoundaries = async (db: Db, projectId: number): Promise<PropertyBoundary[]> =>
  (
    await db
      .select({ boundary: propertyBoundaries })
      .from(propertyBoundaries)
      .innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId))
      .where(eq(properties.projectId, projectId))
      .orderBy(asc(propertyBoundaries.propertyId))
  ).map((row) => toBoundary(row.boundary));

export const getBoundaryRow = async (db: Db | Tx, propertyId: number) => {
  const [row] = await db
    .select()
    .from(propertyBoundaries)
    .where(eq(propertyBoundaries.propertyId, propertyId));
  return row;
};

export const getPropertyBoundary = async (
  db: Db | Tx,
  propertyId: number,
): Promise<PropertyBoundary | null> => {
  const row = await getBoundaryRow(db, propertyId);
  return row ? toBoundary(row) : null;
};

const columnsOf = (fileName: string, b: CheckedBoundary) => ({
  fileName,
  geometry: b.geometry,
  west: b.box[0],
  south: b.box[1],
  east: b.box[2],
  north: b.box[3],
  vertexCount: b.vertexCount,
  areaAcres: b.areaAcres,
});

export const insertBoundary = async (
  tx: Tx,
  actor: Actor,
  propertyId: number,
  fileName: string,
  boundary: CheckedBoundary,
) =>
  toBoundary(
    await insertAudited(tx, actor, propertyBoundaries, { propertyId, ...columnsOf(fileName, boundary) }),
  );

export const replaceBoundary = async (
  tx: Tx,
  actor: Actor,
  id: number,
  version: number,
  fileName: string,
  boundary: CheckedBoundary,
) =>
  toBoundary(
    await updateVersioned(tx, actor, propertyBoundaries, id, version, columnsOf(fileName, boundary)),
  );

export const deleteBoundary = (tx: Tx, actor: Actor, id: number, version: number | undefined) =>
  deleteAudited(tx, actor, propertyBoundaries, id, version);
