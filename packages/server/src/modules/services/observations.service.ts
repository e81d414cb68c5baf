import {
  canEditService,
  type Observation,
  type ObservationCreate,
  type ObservationUpdate,
  serviceMessages,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { serviceExists } from '../../db/exists';
import { inTransaction, readAll } from '../../db/tx';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import {
  ackTypeExists,
  deleteObservationRow,
  getObservationRow,
  insertObservationRow,
  isTypeOnService,
  listObservationRows,
  observationTypeExists,
  updateObservationRow,
} from './observations.repo';
import { lockService } from './services.repo';
import { serviceNotFound } from './services.service';

const observationNotFound = () => notFound(serviceMessages.observationNotFound);

/** GET service/{id}/observations. */
export const listObservations = async (db: Db, serviceId: number): Promise<Observation[]> => {
  const [exists, rows] = await readAll(db, [
    () => serviceExists(db, serviceId),
    () => listObservationRows(db, serviceId),
  ]);
  if (!exists) throw serviceNotFound();
  return rows;
};

/**
 * Observations are part of the inspection details: whoever may edit the service may change them
 * (spec 2 §6). The service's row lock is taken first, so they queue behind a save of the service.
 */
export const lockServiceForEdit = async (tx: Tx, serviceId: number, user: Caller['user']) => {
  const saved = await lockService(tx, serviceId);
  if (!saved) throw serviceNotFound();
  if (!canEditService(user, { statusId: saved.statusId, staffLead: saved.staffLeadId }))
    throw forbidden(serviceMessages.editNotAllowed);
};

const checkOptions = async (
  tx: Tx,
  input: { serviceId: number; typeId: number; ackTypeId: number; exceptId?: number },
) => {
  if (!(await observationTypeExists(tx, input.typeId)))
    throw fieldError('typeId', serviceMessages.optionNotFound('Observation'));
  if (!(await ackTypeExists(tx, input.ackTypeId)))
    throw fieldError('ackTypeId', serviceMessages.optionNotFound('Answer'));
  if (await isTypeOnService(tx, input)) throw conflict(serviceMessages.observationOnService);
};

export const createObservation = (db: Db, input: ObservationCreate, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    await lockServiceForEdit(tx, input.serviceId, user);
    await checkOptions(tx, input);
    const row = await insertObservationRow(tx, actor, input);
    return (await getObservationRow(tx, row.id)) as Observation;
  });

export const updateObservation = (db: Db, input: ObservationUpdate, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const existing = await getObservationRow(tx, input.id);
    if (!existing) throw observationNotFound();
    await lockServiceForEdit(tx, existing.serviceId, user);
    await checkOptions(tx, { ...input, serviceId: existing.serviceId, exceptId: input.id });
    const { id, version, ...values } = input;
    await updateObservationRow(tx, actor, { id, version, values });
    return (await getObservationRow(tx, id)) as Observation;
  });

export const deleteObservation = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const existing = await getObservationRow(tx, id);
    if (!existing) throw observationNotFound();
    await lockServiceForEdit(tx, existing.serviceId, user);
    await deleteObservationRow(tx, actor, { id, version });
    return { id };
  });
