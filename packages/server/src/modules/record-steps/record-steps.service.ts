import { isAdmin, isViewOnly, type RecordStep, type StepRefusal, type StepUser } from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { type Actor, inTransaction } from '../../db/tx';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import {
  insertStepRow,
  listStepRows,
  lockStepRecord,
  type StepRecordTable,
  type StepsTable,
  type StepTables,
  updateStepRecord,
} from './record-steps.repo';

export type { StepTables } from './record-steps.repo';

/** Declares a record with dated steps: `key` is checked to be a column of its steps table. */
export const stepTables = <R extends StepRecordTable, S extends StepsTable>(
  record: R,
  steps: S,
  key: keyof S['_']['columns'] & string,
): StepTables<R> => ({ record, steps, key });

/** A record with dated steps as the helper takes its steps: its tables, its flow's rule, its 404. */
export type StepRecord<T extends StepTables> = {
  tables: T;
  /** The domain's rule of the record's own flow (its statuses, transitions and who may take which). */
  refusal: (from: number, to: number, user: StepUser) => StepRefusal | null;
  notFound: string;
};

/** What a step's POST sends, whatever the record (the id under the record's own key in the body). */
export type StepInput = {
  recordId: number;
  version: number;
  statusId: number;
  on: string;
  note: string | null;
};

/**
 * Takes a step, in one transaction: locks the record's row, checks the move with the domain's rule (404
 * when the record is gone; 403 for who asks, 400 for what is asked), lets the record set what else the
 * step changes (`alsoSets`, under the same lock: a case's follow-up, an approval's feature), updates the
 * status with the version the page read (409 when stale), inserts the dated step, each audited, and
 * answers the record as `read` reads it inside the transaction.
 */
export const takeStep = <T extends StepTables, A>(
  db: Db,
  { tables, refusal, notFound: notFoundMessage }: StepRecord<T>,
  input: StepInput,
  { user, actor }: Caller,
  how: {
    alsoSets?: (tx: Tx, row: T['record']['$inferSelect']) => Promise<Partial<T['record']['$inferInsert']>>;
    read: (tx: Tx, id: number) => Promise<A | undefined>;
  },
) =>
  inTransaction(db, async (tx): Promise<A> => {
    const row = await lockStepRecord(tx, tables, input.recordId);
    if (!row) throw notFound(notFoundMessage);
    const refused = refusal(row.statusId, input.statusId, {
      isAdmin: isAdmin(user),
      viewOnly: isViewOnly(user),
    });
    if (refused) throw refused.forbidden ? forbidden(refused.message) : badRequest(refused.message);
    const values = { ...(await how.alsoSets?.(tx, row)), statusId: input.statusId };
    await updateStepRecord(tx, actor, tables, { id: input.recordId, version: input.version, values });
    await insertStepRow(tx, actor, tables, input);
    return (await how.read(tx, input.recordId)) as A;
  });

/** A new record's first step (Open, Received …), written with it in its create's transaction. */
export const addFirstStep = (
  tx: Tx,
  actor: Actor,
  { tables }: StepRecord<StepTables>,
  step: { recordId: number; statusId: number; on: string; note: string | null },
) => insertStepRow(tx, actor, tables, step).then(() => undefined);

/** A record's steps in the order taken, each dated with who took it and the note. */
export const listSteps = (db: Db | Tx, { tables }: StepRecord<StepTables>, recordId: number) =>
  listStepRows(db, tables, recordId).then((steps): RecordStep[] => steps);
