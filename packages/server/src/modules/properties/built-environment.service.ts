import {
  type BuiltEnvironmentFeature,
  type BuiltEnvironmentFeatureCreate,
  type BuiltEnvironmentFeatureUpdate,
  canMoveFeature,
  compareFeatures,
  messages,
  propertyDevelopmentRights,
  propertyMessages,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { type Actor, inSnapshot, inTransaction, readAll } from '../../db/tx';
import { builtEnvironmentFileName, writeBuiltEnvironmentXlsx } from '../../exports/built-environment-xlsx';
import { fieldError, notFound } from '../../lib/errors';
import {
  deleteFeatureRow,
  type FeatureRow,
  getFeatureRow,
  insertFeatureRow,
  listFeatureRows,
  primarySourceExists,
  updateFeatureRow,
} from './built-environment.repo';
import { getPropertyRow, listPropertyInstruments } from './property.repo';

const propertyNotFound = () => notFound(messages.entityNotFound('Property'));
const featureNotFound = () => notFound(propertyMessages.featureNotFound);

const toFeature = (row: FeatureRow): BuiltEnvironmentFeature => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Spec 2 §9: existing features first, then dwelling units descending, then id. */
export const sortFeatures = (rows: FeatureRow[]): BuiltEnvironmentFeature[] =>
  rows.toSorted(compareFeatures).map(toFeature);

export const listBuiltEnvironmentFeatures = async (db: Db, propertyId: number) => {
  if (!(await getPropertyRow(db, propertyId))) throw propertyNotFound();
  return sortFeatures(await listFeatureRows(db, propertyId));
};

const checkPrimarySource = async (db: Db, primarySourceId: number | null) => {
  if (primarySourceId !== null && !(await primarySourceExists(db, primarySourceId)))
    throw fieldError('primarySourceId', propertyMessages.primarySourceNotFound);
};

const savedFeature = async (db: Db, id: number) => toFeature((await getFeatureRow(db, id)) as FeatureRow);

export const createBuiltEnvironmentFeature = (db: Db, input: BuiltEnvironmentFeatureCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await getPropertyRow(tx, input.propertyId))) throw propertyNotFound();
    await checkPrimarySource(tx, input.primarySourceId);
    const row = await insertFeatureRow(tx, actor, input);
    return savedFeature(tx, row.id);
  });

export const updateBuiltEnvironmentFeature = (db: Db, input: BuiltEnvironmentFeatureUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const { id, version, ...values } = input;
    if (!(await getFeatureRow(tx, id))) throw featureNotFound();
    await checkPrimarySource(tx, values.primarySourceId);
    await updateFeatureRow(tx, actor, { id, version, values });
    return savedFeature(tx, id);
  });

export const deleteBuiltEnvironmentFeature = (
  db: Db,
  { id, version }: { id: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getFeatureRow(tx, id))) throw featureNotFound();
    await deleteFeatureRow(tx, actor, { id, version });
    return { id };
  });

/** Step two of the move (after Yes): the feature goes to another existing property, of any project. */
export const moveBuiltEnvironmentFeature = (
  db: Db,
  { id, destinationPropertyId, version }: { id: number; destinationPropertyId: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    const feature = await getFeatureRow(tx, id);
    if (!feature) throw featureNotFound();
    const blocked = canMoveFeature({
      propertyId: feature.propertyId,
      destination: await getPropertyRow(tx, destinationPropertyId),
    });
    if (blocked) throw fieldError('destinationPropertyId', blocked);
    await updateFeatureRow(tx, actor, {
      id,
      version: version ?? feature.version,
      values: { propertyId: destinationPropertyId },
    });
    return savedFeature(tx, id);
  });

/** Export Excel: the development rights summary and every feature of the property, as a streamed xlsx. */
export const exportBuiltEnvironment = async (db: Db, propertyId: number) => {
  const [property, links, features] = await inSnapshot(db, (snapshot) =>
    readAll(snapshot, [
      () => getPropertyRow(snapshot, propertyId),
      () => listPropertyInstruments(snapshot, propertyId),
      () => listFeatureRows(snapshot, propertyId),
    ]),
  );
  if (!property) throw propertyNotFound();
  return {
    fileName: builtEnvironmentFileName(propertyId),
    stream: writeBuiltEnvironmentXlsx({
      property,
      rights: propertyDevelopmentRights({ links, features }),
      features: sortFeatures(features),
    }),
  };
};

/** The property's allowed, existing and remaining rights (the Built Environment Features summary). */
export const getPropertyRights = async (db: Db, propertyId: number) => {
  const [links, features] = await readAll(db, [
    () => listPropertyInstruments(db, propertyId),
    () => listFeatureRows(db, propertyId),
  ]);
  return propertyDevelopmentRights({ links, features });
};

/**
 * An existing feature added by another record's write in its transaction (an owner's request approved,
 * issue 33 §5): audited as every feature, so the property's History and rights show it. Answers its id.
 */
export const addExistingFeature = async (
  tx: Tx,
  actor: Actor,
  values: {
    propertyId: number;
    description: string;
    dwellingUnits: number;
    finishedArea: number;
    imperviousArea: number;
  },
) => {
  const row = await insertFeatureRow(tx, actor, {
    ...values,
    isBuilding: values.dwellingUnits > 0 || values.finishedArea > 0,
    exists: true,
    primarySourceId: null,
    notes: null,
  });
  return row.id;
};
