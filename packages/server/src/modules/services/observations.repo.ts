import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowExists } from '../../db/exists';
import { preparedOnce } from '../../db/prepared';
import { observationAckTypes, observations, observationTypes } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const observationColumns = {
  id: observations.id,
  version: observations.version,
  serviceId: observations.serviceId,
  typeId: observations.typeId,
  name: observationTypes.name,
  ackTypeId: observations.ackTypeId,
  ackTypeName: observationAckTypes.name,
  notes: observations.notes,
};

const withNames = (db: Db) =>
  db
    .select(observationColumns)
    .from(observations)
    .innerJoin(observationTypes, eq(observationTypes.id, observations.typeId))
    .innerJoin(observationAckTypes, eq(observationAckTypes.id, observations.ackTypeId));

const serviceObservations = preparedOnce((db) =>
  withNames(db)
    .where(eq(observations.serviceId, sql.placeholder('serviceId')))
    .orderBy(asc(observationTypes.sortOrder), asc(observationTypes.name), asc(observations.id))
    .prepare('observations_of_service'),
);

/** A service's observations in the observation list's order (sort order, then name). */
export const listObservationRows = (db: Db, serviceId: number) =>
  serviceObservations(db).execute({ serviceId });

export const getObservationRow = async (db: Db, id: number) => {
  const [row] = await withNames(db).where(eq(observations.id, id));
  return row;
};

export const observationTypeExists = (db: Db, id: number) => rowExists(db, observationTypes, id);
export const ackTypeExists = (db: Db, id: number) => rowExists(db, observationAckTypes, id);

/** Whether the service already has an observation of this type (other than `exceptId`). */
export const isTypeOnService = async (
  db: Db,
  { serviceId, typeId, exceptId }: { serviceId: number; typeId: number; exceptId?: number },
) =>
  (
    await db
      .select({ id: observations.id })
      .from(observations)
      .where(
        and(
          eq(observations.serviceId, serviceId),
          eq(observations.typeId, typeId),
          exceptId === undefined ? undefined : ne(observations.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

export const insertObservationRow = (
  tx: Tx,
  actor: Actor,
  values: { serviceId: number; typeId: number; ackTypeId: number; notes: string | null },
) => insertAudited(tx, actor, observations, values);

export const updateObservationRow = (
  tx: Tx,
  actor: Actor,
  {
    id,
    version,
    values,
  }: { id: number; version: number; values: { typeId: number; ackTypeId: number; notes: string | null } },
) => updateVersioned(tx, actor, observations, id, version, values);

export const deleteObservationRow = (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => deleteAudited(tx, actor, observations, id, version);
