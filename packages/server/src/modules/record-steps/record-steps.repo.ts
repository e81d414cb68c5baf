import type { RecordStep } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { type Actor, insertAudited, updateVersioned } from '../../db/tx';

/** A record whose status moves by steps: versioned, with its status. */
export type StepRecordTable = PgTable & { id: PgColumn; version: PgColumn; statusId: PgColumn };
/** Its steps table (`stepsTable` in db/schema). */
export type StepsTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  statusId: PgColumn;
  on: PgColumn;
  byId: PgColumn;
  note: PgColumn;
};

/**
 * A record with dated steps as its module declares it (`stepTables`): its table, its steps table and
 * the steps' column naming the record.
 */
export type StepTables<R extends StepRecordTable = StepRecordTable> = {
  record: R;
  steps: StepsTable;
  key: string;
};

const recordColumn = ({ steps, key }: StepTables) => (steps as unknown as Record<string, PgColumn>)[key];

/** The record's row locked until the step commits: the step rule reads its status. */
export const lockStepRecord = async <R extends StepRecordTable>(
  tx: Tx,
  { record }: StepTables<R>,
  id: number,
) => {
  const [row] = await tx
    .select()
    .from(record as PgTable)
    .where(eq(record.id, id))
    .for('update');
  return row as (R['$inferSelect'] & { statusId: number }) | undefined;
};

/** The record's status and what else the step sets, version checked and audited. */
export const updateStepRecord = <R extends StepRecordTable>(
  tx: Tx,
  actor: Actor,
  { record }: StepTables<R>,
  { id, version, values }: { id: number; version: number; values: Partial<R['$inferInsert']> },
) => updateVersioned(tx, actor, record, id, version, values);

/** One step under its record, by the actor, audited (History shows it under the record). */
export const insertStepRow = (
  tx: Tx,
  actor: Actor,
  { steps, key }: StepTables,
  step: { recordId: number; statusId: number; on: string; note: string | null },
) =>
  insertAudited(tx, actor, steps, {
    [key]: step.recordId,
    statusId: step.statusId,
    on: step.on,
    byId: actor.userId as number,
    note: step.note,
  } as StepsTable['$inferInsert']);

/** The record's steps in the order taken, each with who took it. */
export const listStepRows = (db: Db | Tx, tables: StepTables, recordId: number) =>
  db
    .select({
      id: tables.steps.id,
      statusId: tables.steps.statusId,
      on: tables.steps.on,
      byName: users.name,
      note: tables.steps.note,
    })
    .from(tables.steps as PgTable)
    .innerJoin(users, eq(users.id, tables.steps.byId))
    .where(eq(recordColumn(tables), recordId))
    .orderBy(asc(tables.steps.id)) as Promise<RecordStep[]>;
