import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity id: users see these ids ("Project 1234"). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Every editable record: `version` for optimistic concurrency (DESIGN §3), plus when it last changed. */
export const editable = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
