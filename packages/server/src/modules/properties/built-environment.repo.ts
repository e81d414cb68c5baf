import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { builtEnvironmentFeatures, primarySources } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';
import { rowExists } from './property.repo';

export const primarySourceExists = (db: Db, id: number) => rowExists(db, primarySources, id);

const featureColumns = {
  id: builtEnvironmentFeatures.id,
  version: builtEnvironmentFeatures.version,
  propertyId: builtEnvironmentFeatures.propertyId,
  description: builtEnvironmentFeatures.description,
  isBuilding: builtEnvironmentFeatures.isBuilding,
  exists: builtEnvironmentFeatures.exists,
  dwellingUnits: builtEnvironmentFeatures.dwellingUnits,
  finishedArea: builtEnvironmentFeatures.finishedArea,
  imperviousArea: builtEnvironmentFeatures.imperviousArea,
  primarySourceId: builtEnvironmentFeatures.primarySourceId,
  primarySourceName: primarySources.name,
  notes: builtEnvironmentFeatures.notes,
  updatedAt: builtEnvironmentFeatures.updatedAt,
};

const selectFeatures = (db: Db) =>
  db
    .select(featureColumns)
    .from(builtEnvironmentFeatures)
    .leftJoin(primarySources, eq(primarySources.id, builtEnvironmentFeatures.primarySourceId));

const featuresOfProperty = preparedOnce((db) =>
  selectFeatures(db)
    .where(eq(builtEnvironmentFeatures.propertyId, sql.placeholder('propertyId')))
    .prepare('features_of_property'),
);

export type FeatureRow = Awaited<ReturnType<typeof listFeatureRows>>[number];

/** The features of a property with their primary source's name (unsorted). */
export const listFeatureRows = (db: Db, propertyId: number) => featuresOfProperty(db).execute({ propertyId });

export const getFeatureRow = async (db: Db, id: number): Promise<FeatureRow | undefined> => {
  const [row] = await selectFeatures(db).where(eq(builtEnvironmentFeatures.id, id));
  return row;
};

type FeatureValues = Omit<
  typeof builtEnvironmentFeatures.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

export const insertFeatureRow = (tx: Tx, actor: Actor, values: FeatureValues) =>
  insertAudited(tx, actor, builtEnvironmentFeatures, values);

/** Version-checked: a stale version answers 409 and writes nothing. */
export const updateFeatureRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<FeatureValues> },
) => updateVersioned(tx, actor, builtEnvironmentFeatures, id, version, values);

export const deleteFeatureRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteAudited(tx, actor, builtEnvironmentFeatures, id, version);
