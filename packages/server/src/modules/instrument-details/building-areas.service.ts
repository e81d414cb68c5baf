import { type BuildingAreaCreate, type BuildingAreaUpdate, instrumentDetailMessages } from '@app/domain';
import type { Db } from '../../db/client';
import { buildingActivityAreaTypes } from '../../db/schema';
import { type Actor, inTransaction } from '../../db/tx';
import { notFound } from '../../lib/errors';
import {
  deleteBuildingAreaRow,
  getBuildingAreaRow,
  insertBuildingAreaRow,
  listBuildingAreaRows,
  updateBuildingAreaRow,
} from './building-areas.repo';
import { checkInstrumentExists, checkOption } from './instrument-children.repo';

type AreaRow = NonNullable<Awaited<ReturnType<typeof getBuildingAreaRow>>>;
const areaNotFound = () => notFound(instrumentDetailMessages.buildingAreaNotFound);
const checkType = (db: Db, typeId: number) =>
  checkOption(db, buildingActivityAreaTypes, { field: 'typeId', label: 'Type', id: typeId });

export const listBuildingAreas = async (db: Db, instrumentId: number) => {
  await checkInstrumentExists(db, instrumentId);
  return listBuildingAreaRows(db, instrumentId);
};

export const createBuildingArea = (db: Db, input: BuildingAreaCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    await checkInstrumentExists(tx, input.instrumentId);
    await checkType(tx, input.typeId);
    const row = await insertBuildingAreaRow(tx, actor, input);
    return (await getBuildingAreaRow(tx, row.id)) as AreaRow;
  });

export const updateBuildingArea = (db: Db, { id, version, ...values }: BuildingAreaUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await getBuildingAreaRow(tx, id))) throw areaNotFound();
    await checkType(tx, values.typeId);
    await updateBuildingAreaRow(tx, actor, { id, version, values });
    return (await getBuildingAreaRow(tx, id)) as AreaRow;
  });

export const deleteBuildingArea = (db: Db, { id, version }: { id: number; version?: number }, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await getBuildingAreaRow(tx, id))) throw areaNotFound();
    await deleteBuildingAreaRow(tx, actor, { id, version });
    return { id };
  });
