import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A write a device sent with its own id (the field outbox): kept with the first answer, so a replay
 * of the same id (the answer was lost on the way back) gets that answer again and changes nothing.
 */
export const clientWrites = pgTable(
  'client_writes',
  {
    clientId: uuid('client_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** SHA-256 of the request (params and body): the same key sent with another request is refused. */
    fingerprint: text('fingerprint'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('client_writes_created').on(t.createdAt)],
);
