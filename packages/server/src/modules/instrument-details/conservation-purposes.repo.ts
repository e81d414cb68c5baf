import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { conservationPurposes, conservationPurposeTypes } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const selectPurposes = (db: Db | Tx) =>
  db
    .select({
      id: conservationPurposes.id,
      version: conservationPurposes.version,
      instrumentId: conservationPurposes.instrumentId,
      purposeId: conservationPurposes.purposeId,
      name: conservationPurposeTypes.name,
      comments: conservationPurposes.comments,
    })
    .from(conservationPurposes)
    .innerJoin(conservationPurposeTypes, eq(conservationPurposeTypes.id, conservationPurposes.purposeId));

const instrumentPurposes = preparedOnce((db) =>
  selectPurposes(db)
    .where(eq(conservationPurposes.instrumentId, sql.placeholder('instrumentId')))
    .orderBy(asc(conservationPurposeTypes.name), asc(conservationPurposes.id))
    .prepare('purposes_of_instrument'),
);

/** An instrument's purposes by name, then id (spec 3 §9). */
export const listPurposeRows = (db: Db | Tx, instrumentId: number) =>
  instrumentPurposes(db).execute({ instrumentId });

export const getPurposeRow = async (db: Db | Tx, id: number) => {
  const [row] = await selectPurposes(db).where(eq(conservationPurposes.id, id));
  return row;
};

export const purposeUsed = async (
  db: Db | Tx,
  { instrumentId, purposeId }: { instrumentId: number; purposeId: number },
) => {
  const [row] = await db
    .select({ id: conservationPurposes.id })
    .from(conservationPurposes)
    .where(
      and(eq(conservationPurposes.instrumentId, instrumentId), eq(conservationPurposes.purposeId, purposeId)),
    )
    .limit(1);
  return row !== undefined;
};

type PurposeValues = Omit<
  typeof conservationPurposes.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

export const insertPurposeRow = (tx: Tx, actor: Actor, values: PurposeValues) =>
  insertAudited(tx, actor, conservationPurposes, values);

export const updatePurposeRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<PurposeValues> },
) => updateVersioned(tx, actor, conservationPurposes, id, version, values);

export const deletePurposeRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteAudited(tx, actor, conservationPurposes, id, version);
