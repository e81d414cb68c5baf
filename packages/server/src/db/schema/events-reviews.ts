import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import { instruments } from './instruments';
import { eventTypes, reviewStatuses } from './lookups';
import { services } from './services';

/** An event of exactly one instrument or one service (DESIGN §3). */
export const events = pgTable(
  'events',
  {
    id: id(),
    instrumentId: integer('instrument_id').references(() => instruments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'restrict' }),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id),
    ...editable(),
  },
  (t) => [
    check('events_one_parent', sql`num_nonnulls(${t.instrumentId}, ${t.serviceId}) = 1`),
    check('events_notes_length', sql`char_length(${t.notes}) <= 256`),
    // Card lists and "latest events": newest date first, then id descending.
    index('events_instrument_date').on(t.instrumentId, sql`${t.date} desc`, sql`${t.id} desc`),
    index('events_service_date').on(t.serviceId, sql`${t.date} desc`, sql`${t.id} desc`),
    // Event facets of the advanced search: "has event type X (between dates)".
    index('events_type_date').on(t.eventTypeId, t.date),
    // A service's newest event of a type from the index alone (the stewardship schedule's last inspection).
    index('events_type_service_date').on(t.eventTypeId, t.serviceId, t.date),
    // The instrument event facets from the index alone: the instruments with an event of a type (in dates).
    index('events_type_instrument_date').on(t.eventTypeId, t.instrumentId, t.date),
    // Does Not Have Event Type: the instruments in id order beside their events of the type, read from the
    // index alone. Through events_instrument_date each of an instrument's events was read from the table
    // to see its type (the type every instrument has, at 400,000 instruments: 457 ms; by this, 127).
    index('events_instrument_type_date')
      .on(t.instrumentId, t.eventTypeId, t.date)
      .where(sql`${t.instrumentId} is not null`),
  ],
);

/** A review of exactly one instrument or one service, assigned by one user to another. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    instrumentId: integer('instrument_id').references(() => instruments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    reviewStatusId: integer('review_status_id')
      .notNull()
      .default(1)
      .references(() => reviewStatuses.id, { onDelete: 'restrict' }),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    assignerId: integer('assigner_id')
      .notNull()
      .references(() => users.id),
    openDate: date('open_date', { mode: 'string' }).notNull().default(sql`current_date`),
    closeDate: date('close_date', { mode: 'string' }),
    instructions: text('instructions').notNull(),
    comments: text('comments'),
    ...editable(),
  },
  (t) => [
    check('reviews_one_parent', sql`num_nonnulls(${t.instrumentId}, ${t.serviceId}) = 1`),
    check('reviews_instructions_length', sql`char_length(${t.instructions}) between 3 and 256`),
    check('reviews_comments_length', sql`char_length(${t.comments}) <= 250`),
    index('reviews_instrument').on(t.instrumentId),
    index('reviews_service').on(t.serviceId),
    // Advanced Search's Reviews facet (has open / complete reviews): the services with a review of a
    // status, in service order, from the index alone (the filter read every review's row: 843 → 457 ms at 10×).
    index('reviews_status_service').on(t.reviewStatusId, t.serviceId),
    // Home tiles "My Pending Reviews" and "Reviews Assigned by Me".
    index('reviews_assignee_status').on(t.assigneeId, t.reviewStatusId, t.openDate, t.id),
    index('reviews_assigner_status').on(t.assignerId, t.reviewStatusId, t.openDate, t.id),
  ],
);
