import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';

const stepColumns = () => ({
  id: id(),
  statusId: integer('status_id').notNull(),
  on: date('on', { mode: 'string' }).notNull(),
  byId: integer('by_id')
    .notNull()
    .references(() => users.id),
  note: text('note'),
  ...editable(),
});
const recordColumn = (column: string, references: () => AnyPgColumn) =>
  integer(column).notNull().references(references, { onDelete: 'cascade' });
type BaseStepColumns = ReturnType<typeof stepColumns>;
/** The step's columns with its record's, as one flat map (an intersection loses keys in drizzle's types). */
type StepColumns<K extends string> = {
  [C in keyof BaseStepColumns | K]: C extends K
    ? ReturnType<typeof recordColumn>
    : C extends keyof BaseStepColumns
      ? BaseStepColumns[C]
      : never;
};

/**
 * One helper makes the steps table of every record with dated steps (a violation case's, an owner's
 * request's): each status the record took, when (`on`), by whom (`by_id`) and why (`note`, at most
 * 1,000 characters), under its record (cascade) and read in the order taken. The status ids are the
 * record's own flow's (the domain's), 1 to `maxStatusId`; the steps are indexed by record then id
 * (`{name}_{record column without _id}`).
 */
export const stepsTable = <N extends string, K extends string>(
  name: N,
  record: { key: K; column: string; references: () => AnyPgColumn; maxStatusId: number },
) => {
  const { id: stepId, ...rest } = stepColumns();
  const columns = {
    id: stepId,
    [record.key]: recordColumn(record.column, record.references),
    ...rest,
  } as StepColumns<K>;
  return pgTable(name, columns, (t) => [
    check(`${name}_status`, sql`${t.statusId} between 1 and ${sql.raw(String(record.maxStatusId))}`),
    check(`${name}_note_length`, sql`char_length(${t.note}) <= 1000`),
    index(`${name}_${record.column.replace(/_id$/, '')}`).on(t[record.key], t.id),
  ]);
};
