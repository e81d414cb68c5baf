import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { buildingActivityAreas, buildingActivityAreaTypes } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const selectAreas = (db: Db | Tx) =>
  db
    .select({
      id: buildingActivityAreas.id,
      version: buildingActivityAreas.version,
      globalId: buildingActivityAreas.globalId,
      instrumentId: buildingActivityAreas.instrumentId,
      typeId: buildingActivityAreas.typeId,
      typeName: buildingActivityAreaTypes.name,
      notes: buildingActivityAreas.notes,
    })
    .from(buildingActivityAreas)
    .innerJoin(buildingActivityAreaTypes, eq(buildingActivityAreaTypes.id, buildingActivityAreas.typeId));

/** An instrument's building/activity areas, newest (highest id) first (spec 3 §9). */
export const listBuildingAreaRows = (db: Db | Tx, instrumentId: number) =>
  selectAreas(db)
    .where(eq(buildingActivityAreas.instrumentId, instrumentId))
    .orderBy(desc(buildingActivityAreas.id));

export const getBuildingAreaRow = async (db: Db | Tx, id: number) => {
  const [row] = await selectAreas(db).where(eq(buildingActivityAreas.id, id));
  return row;
};

type AreaValues = Omit<
  typeof buildingActivityAreas.$inferInsert,
  'id' | 'globalId' | 'version' | 'createdAt' | 'updatedAt'
>;

export const insertBuildingAreaRow = (tx: Tx, actor: Actor, values: AreaValues) =>
  insertAudited(tx, actor, buildingActivityAreas, values);

export const updateBuildingAreaRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<AreaValues> },
) => updateVersioned(tx, actor, buildingActivityAreas, id, version, values);

export const deleteBuildingAreaRow = (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => deleteAudited(tx, actor, buildingActivityAreas, id, version);
