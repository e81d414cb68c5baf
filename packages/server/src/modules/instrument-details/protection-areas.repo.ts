import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  waterQualityProtectionAreas as areas,
  bufferRestrictions,
  geometryTypes,
  livestockRestrictions,
  timberHarvestRestrictions,
  waterQualityFeatureTypes,
} from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const selectAreas = (db: Db | Tx) =>
  db
    .select({
      id: areas.id,
      version: areas.version,
      globalId: areas.globalId,
      instrumentId: areas.instrumentId,
      name: areas.name,
      featureTypeId: areas.featureTypeId,
      featureTypeName: waterQualityFeatureTypes.name,
      geometryTypeId: areas.geometryTypeId,
      geometryTypeName: geometryTypes.name,
      featureLength: areas.featureLength,
      bufferWidth: areas.bufferWidth,
      bufferSides: areas.bufferSides,
      bufferRestrictionId: areas.bufferRestrictionId,
      bufferRestrictionName: bufferRestrictions.name,
      livestockRestrictionId: areas.livestockRestrictionId,
      livestockRestrictionName: livestockRestrictions.name,
      timberHarvestRestrictionId: areas.timberHarvestRestrictionId,
      timberHarvestRestrictionName: timberHarvestRestrictions.name,
    })
    .from(areas)
    .innerJoin(waterQualityFeatureTypes, eq(waterQualityFeatureTypes.id, areas.featureTypeId))
    .innerJoin(geometryTypes, eq(geometryTypes.id, areas.geometryTypeId))
    .leftJoin(bufferRestrictions, eq(bufferRestrictions.id, areas.bufferRestrictionId))
    .innerJoin(livestockRestrictions, eq(livestockRestrictions.id, areas.livestockRestrictionId))
    .innerJoin(timberHarvestRestrictions, eq(timberHarvestRestrictions.id, areas.timberHarvestRestrictionId));

const instrumentAreas = preparedOnce((db) =>
  selectAreas(db)
    .where(eq(areas.instrumentId, sql.placeholder('instrumentId')))
    .orderBy(desc(areas.id))
    .prepare('protection_areas_of_instrument'),
);

/** An instrument's protection areas, newest (highest id) first (spec 3 §9). */
export const listProtectionAreaRows = (db: Db | Tx, instrumentId: number) =>
  instrumentAreas(db).execute({ instrumentId });

export const getProtectionAreaRow = async (db: Db | Tx, id: number) => {
  const [row] = await selectAreas(db).where(eq(areas.id, id));
  return row;
};

type AreaValues = Omit<typeof areas.$inferInsert, 'id' | 'globalId' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertProtectionAreaRow = (tx: Tx, actor: Actor, values: AreaValues) =>
  insertAudited(tx, actor, areas, values);

export const updateProtectionAreaRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<AreaValues> },
) => updateVersioned(tx, actor, areas, id, version, values);

export const deleteProtectionAreaRow = (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => deleteAudited(tx, actor, areas, id, version);
