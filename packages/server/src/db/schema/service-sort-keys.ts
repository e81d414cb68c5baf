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
 *
 * And what every Service facet asks, as facts (migration 0046): one number per fact, `kind << 24 | id`
 * (service_fact() in SQL, ServiceFact below), so a search's count asks its GIN index every chosen facet
 * at once, with PostgreSQL's statistics of each fact for the estimate, instead of probing each
 * service's components, properties' localities, reviews, products and events one by one. What a
 * facet asks as "none" is a fact of its own (no reviews, lacks an event type), so no count reads
 * every service to prove that none match.
 */
export const serviceSortKeys = pgTable(
  'service_sort_keys',
  {
    serviceId: integer('service_id').primaryKey(),
    propertyId: integer('property_id'),
    components: text('components'),
    facts: integer('facts').array().notNull().default(sql`'{}'`),
    // The service's own lookups, so a count of its facts also sorts the matches by any column.
    categoryId: integer('category_id'),
    agreementTypeId: integer('agreement_type_id'),
    statusId: integer('status_id'),
    staffLeadId: integer('staff_lead_id'),
  },
  (t) => [
    index('service_sort_keys_facts').using('gin', t.facts),
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

/**
 * The kinds of fact, one per Service facet (search-facets.repo.ts, serviceFactPredicates). The review and
 * fee kinds name the facet's option (ReviewSearchOption, FeeSearchOption) the service holds; the
 * event kinds name each service event type it has, or lacks, and each it has in a New York year (the
 * type << 12 | the year's place from eventFactYears.first, the years outside those kept as the first
 * or last: migration 0051).
 */
export const ServiceFact = {
  Category: 1,
  AgreementType: 2,
  StaffLead: 3,
  Status: 4,
  Fee: 5,
  Component: 6,
  Locality: 7,
  Review: 8,
  Reviewer: 9,
  ReviewAssigner: 10,
  Product: 11,
  HasEventType: 12,
  LacksEventType: 13,
  EventTypeInYear: 14,
} as const;

/**
 * The years an EventTypeInYear fact tells apart (an event of an earlier or later year is kept as
 * these), and the event types numbered below `types` that have such facts (the type takes 12 bits).
 */
export const eventFactYears = { first: 1900, last: 2100, types: 4096 } as const;
