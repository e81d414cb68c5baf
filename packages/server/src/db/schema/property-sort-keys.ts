import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Each property's sort keys that are not a column of its own (issue 32): its next inspection's due
 * date (as the stewardship schedule works it out: null without a schedule or any inspection or
 * executed Active instrument) and its localities' names as they sort (name_sort_key of the names
 * joined by '; ', in name order). Advanced Search walks their indexes to a page instead of working
 * the schedule out for every match (1.1–1.7 s at 20,000 properties). Kept by triggers of migration
 * 0026 at the commit of whatever wrote the records they come from, as service_sort_keys is.
 * Beside them, the agreement types of its Active instruments (migration 0045), which the Agreement
 * Types facet asks: joined through every property link and Active instrument, a count of 10,001 at
 * 200,000 properties hashed them all (300–440 ms). And whether it has a schedule at all (Current with a
 * target frequency, migration 0052), so Never inspected is a row of this table alone: its own index
 * holds those properties in id order. And how many open violation cases it has (migration 0054), which
 * Open Violation Cases sorts by and Has Open Violation Case asks.
 */
export const propertySortKeys = pgTable(
  'property_sort_keys',
  {
    propertyId: integer('property_id').primaryKey(),
    nextInspectionDue: date('next_inspection_due', { mode: 'string' }),
    localities: text('localities'),
    agreementTypes: integer('agreement_types').array().notNull().default(sql`'{}'`),
    scheduled: boolean('scheduled').notNull().default(false),
    openCases: integer('open_cases').notNull().default(0),
  },
  (t) => [
    index('property_sort_keys_agreement_types').using('gin', t.agreementTypes),
    index('property_sort_keys_never_inspected')
      .on(t.propertyId)
      .where(sql`${t.scheduled} and ${t.nextInspectionDue} is null`),
    // Each both ways with the properties without a value last (a mirror would put them first).
    index('property_sort_keys_due').on(t.nextInspectionDue, t.propertyId),
    index('property_sort_keys_due_desc').on(
      t.nextInspectionDue.desc().nullsLast(),
      t.propertyId.desc().nullsFirst(),
    ),
    index('property_sort_keys_open_cases').on(t.openCases, t.propertyId),
    index('property_sort_keys_open_cases_desc').on(
      t.openCases.desc().nullsLast(),
      t.propertyId.desc().nullsFirst(),
    ),
    index('property_sort_keys_localities').on(sql`${t.localities} collate "C"`, t.propertyId),
    index('property_sort_keys_localities_desc').on(
      sql`${t.localities} collate "C" desc nulls last`,
      t.propertyId.desc().nullsFirst(),
    ),
  ],
);
