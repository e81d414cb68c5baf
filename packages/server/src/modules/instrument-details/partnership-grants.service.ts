import {
  contactDisplayName,
  instrumentDetailMessages,
  type PartnershipGrant,
  type PartnershipGrantCreate,
  type PartnershipGrantUpdate,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { grantPrograms } from '../../db/schema';
import type { Actor } from '../../db/tx';
import { inTransaction } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import { contactIdByCrmId } from '../contacts/api';
import { checkInstrumentExists, checkOption } from './instrument-children.repo';
import {
  deleteGrantRow,
  type GrantRow,
  getGrantRow,
  insertGrantRow,
  listGrantRows,
  updateGrantRow,
} from './partnership-grants.repo';

const grantNotFound = () => notFound(instrumentDetailMessages.grantNotFound);

const toGrant = (row: GrantRow): PartnershipGrant => ({
  id: row.id,
  version: row.version,
  instrumentId: row.instrumentId,
  grantProgramId: row.grantProgramId,
  name: row.name,
  grantorId: row.grantorId,
  grantor: {
    id: row.grantorId,
    crmId: row.grantorCrmId,
    name: contactDisplayName({ name: row.grantorName, fullName: row.grantorFullName }),
  },
  granteeId: row.granteeId,
  grantee: {
    id: row.granteeId,
    crmId: row.granteeCrmId,
    name: contactDisplayName({ name: row.granteeName, fullName: row.granteeFullName }),
  },
  awardAmount: row.awardAmount,
  notes: row.notes,
});

export const listPartnershipGrants = async (db: Db, instrumentId: number) => {
  await checkInstrumentExists(db, instrumentId);
  return (await listGrantRows(db, instrumentId)).map(toGrant);
};

/** The form's fields as columns: the grant program must exist, grantor and grantee be synced contacts. */
const grantValues = async (tx: Tx, input: Omit<PartnershipGrantCreate, 'instrumentId'>) => {
  await checkOption(tx, grantPrograms, {
    field: 'grantProgramId',
    label: 'Grant Program',
    id: input.grantProgramId,
  });
  const grantorContactId = await contactIdByCrmId(tx, input.grantorCrmId);
  if (grantorContactId === undefined)
    throw fieldError('grantorCrmId', instrumentDetailMessages.grantorRequired);
  const granteeContactId = await contactIdByCrmId(tx, input.granteeCrmId);
  if (granteeContactId === undefined)
    throw fieldError('granteeCrmId', instrumentDetailMessages.granteeRequired);
  return {
    grantProgramId: input.grantProgramId,
    grantorContactId,
    granteeContactId,
    awardAmount: input.awardAmount,
    notes: input.notes,
  };
};

export const createPartnershipGrant = (db: Db, input: PartnershipGrantCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    await checkInstrumentExists(tx, input.instrumentId);
    const row = await insertGrantRow(tx, actor, {
      instrumentId: input.instrumentId,
      ...(await grantValues(tx, input)),
    });
    return toGrant((await getGrantRow(tx, row.id)) as GrantRow);
  });

export const updatePartnershipGrant = (db: Db, input: PartnershipGrantUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await getGrantRow(tx, input.id))) throw grantNotFound();
    await updateGrantRow(tx, actor, {
      id: input.id,
      version: input.version,
      values: await grantValues(tx, input),
    });
    return toGrant((await getGrantRow(tx, input.id)) as GrantRow);
  });

export const deletePartnershipGrant = (
  db: Db,
  { id, version }: { id: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getGrantRow(tx, id))) throw grantNotFound();
    await deleteGrantRow(tx, actor, { id, version });
    return { id };
  });
