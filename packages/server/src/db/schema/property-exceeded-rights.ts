import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The properties whose existing features exceed what their instruments allow (the Property search's
 * rights flags, issue 32): for each right, whether the units, finished area or impervious area of
 * the features that exist sum to more than the Active and Pending instruments covering the property
 * allow; a row only when one does. Kept by triggers of migration 0026 from the features, the property
 * links and the instruments' statuses, at the commit of whatever wrote them, as
 * instrument_inspection_years is (docs/decisions.md); nothing else writes it. Summing every
 * property's features and allowances for each search cost 330 ms at 20,000 properties.
 */
export const propertyExceededRights = pgTable('property_exceeded_rights', {
  propertyId: integer('property_id').primaryKey(),
  dwellings: boolean('dwellings').notNull(),
  finishedArea: boolean('finished_area').notNull(),
  imperviousSurface: boolean('impervious_surface').notNull(),
});
