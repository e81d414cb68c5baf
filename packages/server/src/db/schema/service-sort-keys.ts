import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Each service's sort keys that are not a column of its own (issue 32): the property of a
 * single-property service (null for a multi-property one) and its components' names as they sort
 * (name_sort_key of the names joined by '; ', in name order; null without components). Advanced
 * Search walks their indexes to a page instead of working both out for every match (2.3 s for 150,000
 * services by Component). Kept by triggers of migration 0026 from the services, their properties and
 * components and the components' names, at the commit of whatever wrote them, as
 * property_exceeded_rights is; nothing else writes it.
 */
export const serviceSortKeys = pgTable(
  'service_sort_keys',
  {
    serviceId: integer('service_id').primaryKey(),
    propertyId: integer('property_id'),
    components: text('components'),
  },
  (t) => [
    // Each both ways with the services without a value last (a mirror would put them first).
    index('service_sort_keys_property').on(t.propertyId, t.serviceId),
    index('service_sort_keys_property_desc').on(
      t.propertyId.desc().nullsLast(),
      t.serviceId.desc().nullsFirst(),
    ),
    index('service_sort_keys_components').on(sql`${t.components} collate "C"`, t.serviceId),
    index('service_sort_keys_components_desc').on(
      sql`${t.components} collate "C" desc nulls last`,
      t.serviceId.desc().nullsFirst(),
    ),
  ],
);
