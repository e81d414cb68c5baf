import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './core';

/**
 * One committed spreadsheet import (issue 31): who brought which file in, when, how many records it
 * created and updated, and whether it was undone. Its changes are the audit rows that carry its id.
 */
export const importBatches = pgTable('import_batches', {
  id: id(),
  fileName: text('file_name').notNull(),
  userId: integer('user_id').references(() => users.id),
  userName: text('user_name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Created and updated records per kind: `{ "Properties": { "created": 3, "updated": 1 } }`. */
  counts: jsonb('counts').notNull(),
  undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  undoneByName: text('undone_by_name'),
});

/**
 * The id a record had in the system it came from, per kind ('project', 'property', 'instrument', 'service'): a
 * second import of the same file finds its records here and updates them instead of adding new ones.
 */
export const legacyIds = pgTable(
  'legacy_ids',
  {
    kind: text('kind').notNull(),
    legacyId: text('legacy_id').notNull(),
    recordId: integer('record_id').notNull(),
    /** The batch that created the record, so its undo removes the mapping too. */
    batchId: integer('batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.legacyId] }),
    index('legacy_ids_record').on(t.kind, t.recordId),
    index('legacy_ids_batch').on(t.batchId).where(sql`${t.batchId} is not null`),
  ],
);
