import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
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

const instrumentAreas = preparedOnce((db) =>
  selectAreas(db)
    .where(eq(buildingActivityAreas.instrumentId, sql.placeholder('instrumentId')))
    .orderBy(desc(buildingActivityAreas.id))
    .prepare('building_areas_of_instrument'),
);

/** An instrument's building/activity areas, newest (highest id) first (spec 3 §9). */
export const listBuildingAreaRows = (db: Db | Tx, instrumentId: number) =>
  instrumentAreas(db).execute({ instrumentId });

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
