import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * For each instrument, the New York calendar years in which a service of one of its properties had an
 * Inspection event (type 31), oldest first; no row when there is none. What the accreditation ledger's
 * 'monitored' counts, the home tile and the Monitored in Year facet read (issue 21), whatever the
 * instrument's status. Kept by triggers of migration 0017 from the events, service properties and
 * property links, at the commit of whatever wrote them (docs/decisions.md); nothing else writes it.
 * No foreign key: a row goes when its instrument has no property left, which deleting it does first.
 */
export const instrumentInspectionYears = pgTable('instrument_inspection_years', {
  instrumentId: integer('instrument_id').primaryKey(),
  years: integer('years').array().notNull(),
});
