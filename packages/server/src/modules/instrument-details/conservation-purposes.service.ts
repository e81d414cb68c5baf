import {
  type ConservationPurposeCreate,
  type ConservationPurposeUpdate,
  instrumentDetailMessages,
} from '@app/domain';
import { lockParent } from '../../db/child-parents';
import type { Db } from '../../db/client';
import { conservationPurposeTypes } from '../../db/schema';
import { type Actor, inTransaction } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import {
  deletePurposeRow,
  getPurposeRow,
  insertPurposeRow,
  listPurposeRows,
  purposeUsed,
  updatePurposeRow,
} from './conservation-purposes.repo';
import { checkInstrumentExists, checkOption } from './instrument-children.repo';

const purposeNotFound = () => notFound(instrumentDetailMessages.purposeNotFound);

export const listConservationPurposes = async (db: Db, instrumentId: number) => {
  await checkInstrumentExists(db, instrumentId);
  return listPurposeRows(db, instrumentId);
};

/** Each purpose once per instrument: the instrument is locked while its purposes are read. */
export const createConservationPurpose = (db: Db, input: ConservationPurposeCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    await lockParent(tx, { type: 'instrument', id: input.instrumentId });
    await checkOption(tx, conservationPurposeTypes, {
      field: 'purposeId',
      label: 'Purpose',
      id: input.purposeId,
    });
    if (await purposeUsed(tx, input)) throw fieldError('purposeId', instrumentDetailMessages.purposeUsed);
    const row = await insertPurposeRow(tx, actor, input);
    return (await getPurposeRow(tx, row.id)) as NonNullable<Awaited<ReturnType<typeof getPurposeRow>>>;
  });

export const updateConservationPurpose = (db: Db, input: ConservationPurposeUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await getPurposeRow(tx, input.id))) throw purposeNotFound();
    await updatePurposeRow(tx, actor, {
      id: input.id,
      version: input.version,
      values: { comments: input.comments },
    });
    return (await getPurposeRow(tx, input.id)) as NonNullable<Awaited<ReturnType<typeof getPurposeRow>>>;
  });

export const deleteConservationPurpose = (
  db: Db,
  { id, version }: { id: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getPurposeRow(tx, id))) throw purposeNotFound();
    await deletePurposeRow(tx, actor, { id, version });
    return { id };
  });
