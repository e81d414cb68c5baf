import { instrumentDetailMessages, type ProtectionAreaCreate, type ProtectionAreaUpdate } from '@app/domain';
import type { Db } from '../../db/client';
import {
  bufferRestrictions,
  geometryTypes,
  livestockRestrictions,
  timberHarvestRestrictions,
  waterQualityFeatureTypes,
} from '../../db/schema';
import { type Actor, inTransaction } from '../../db/tx';
import { notFound } from '../../lib/errors';
import { checkInstrumentExists, checkOption } from './instrument-children.repo';
import {
  deleteProtectionAreaRow,
  getProtectionAreaRow,
  insertProtectionAreaRow,
  listProtectionAreaRows,
  updateProtectionAreaRow,
} from './protection-areas.repo';

type AreaRow = NonNullable<Awaited<ReturnType<typeof getProtectionAreaRow>>>;
type AreaFields = Omit<ProtectionAreaCreate, 'instrumentId'>;
const areaNotFound = () => notFound(instrumentDetailMessages.protectionAreaNotFound);

/** Every chosen option exists (a bad id is the field's message, not a foreign-key conflict). */
const checkOptions = async (db: Db, area: AreaFields) => {
  await checkOption(db, waterQualityFeatureTypes, {
    field: 'featureTypeId',
    label: 'Feature Type',
    id: area.featureTypeId,
  });
  await checkOption(db, geometryTypes, {
    field: 'geometryTypeId',
    label: 'Feature Geometry',
    id: area.geometryTypeId,
  });
  await checkOption(db, bufferRestrictions, {
    field: 'bufferRestrictionId',
    label: 'Buffer Restriction',
    id: area.bufferRestrictionId,
  });
  await checkOption(db, livestockRestrictions, {
    field: 'livestockRestrictionId',
    label: 'Livestock Restriction',
    id: area.livestockRestrictionId,
  });
  await checkOption(db, timberHarvestRestrictions, {
    field: 'timberHarvestRestrictionId',
    label: 'Timber Harvest Restriction',
    id: area.timberHarvestRestrictionId,
  });
};

export const listProtectionAreas = async (db: Db, instrumentId: number) => {
  await checkInstrumentExists(db, instrumentId);
  return listProtectionAreaRows(db, instrumentId);
};

export const createProtectionArea = (db: Db, input: ProtectionAreaCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    await checkInstrumentExists(tx, input.instrumentId);
    await checkOptions(tx, input);
    const row = await insertProtectionAreaRow(tx, actor, input);
    return (await getProtectionAreaRow(tx, row.id)) as AreaRow;
  });

export const updateProtectionArea = (
  db: Db,
  { id, version, ...values }: ProtectionAreaUpdate,
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getProtectionAreaRow(tx, id))) throw areaNotFound();
    await checkOptions(tx, values);
    await updateProtectionAreaRow(tx, actor, { id, version, values });
    return (await getProtectionAreaRow(tx, id)) as AreaRow;
  });

export const deleteProtectionArea = (
  db: Db,
  { id, version }: { id: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getProtectionAreaRow(tx, id))) throw areaNotFound();
    await deleteProtectionAreaRow(tx, actor, { id, version });
    return { id };
  });
