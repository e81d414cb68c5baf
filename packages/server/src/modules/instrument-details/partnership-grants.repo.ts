import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { contacts, grantPrograms, partnershipGrants } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const grantors = alias(contacts, 'grantors');
const grantees = alias(contacts, 'grantees');

const selectGrants = (db: Db | Tx) =>
  db
    .select({
      id: partnershipGrants.id,
      version: partnershipGrants.version,
      instrumentId: partnershipGrants.instrumentId,
      grantProgramId: partnershipGrants.grantProgramId,
      name: grantPrograms.name,
      grantorId: partnershipGrants.grantorContactId,
      grantorCrmId: grantors.crmId,
      grantorName: grantors.name,
      grantorFullName: grantors.fullName,
      granteeId: partnershipGrants.granteeContactId,
      granteeCrmId: grantees.crmId,
      granteeName: grantees.name,
      granteeFullName: grantees.fullName,
      awardAmount: partnershipGrants.awardAmount,
      notes: partnershipGrants.notes,
    })
    .from(partnershipGrants)
    .innerJoin(grantPrograms, eq(grantPrograms.id, partnershipGrants.grantProgramId))
    .innerJoin(grantors, eq(grantors.id, partnershipGrants.grantorContactId))
    .innerJoin(grantees, eq(grantees.id, partnershipGrants.granteeContactId));

export type GrantRow = Awaited<ReturnType<typeof listGrantRows>>[number];

const instrumentGrants = preparedOnce((db) =>
  selectGrants(db)
    .where(eq(partnershipGrants.instrumentId, sql.placeholder('instrumentId')))
    .orderBy(asc(grantPrograms.name), asc(partnershipGrants.id))
    .prepare('grants_of_instrument'),
);

/** An instrument's grants by grant program name, then id (spec 3 §9). */
export const listGrantRows = (db: Db | Tx, instrumentId: number) =>
  instrumentGrants(db).execute({ instrumentId });

export const getGrantRow = async (db: Db | Tx, id: number): Promise<GrantRow | undefined> => {
  const [row] = await selectGrants(db).where(eq(partnershipGrants.id, id));
  return row;
};

type GrantValues = Omit<typeof partnershipGrants.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertGrantRow = (tx: Tx, actor: Actor, values: GrantValues) =>
  insertAudited(tx, actor, partnershipGrants, values);

export const updateGrantRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<GrantValues> },
) => updateVersioned(tx, actor, partnershipGrants, id, version, values);

export const deleteGrantRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteAudited(tx, actor, partnershipGrants, id, version);
