import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What a contact's search facets ask about, for each contact with a link (issue 20): one number per
 * fact, `kind << 32 | id` (contact_fact() in SQL, holdsFact in search-facets.repo.ts), so a GIN index
 * answers every facet at once; and the contact's name and address line as they sort (name_sort_key of what the columns show), so
 * a page of matches by either is sorted without reading the contacts. Kept by triggers of migration 0020
 * from the contact links and their roles, the linked instruments' agreement type, status and
 * locality, the services' agreement type, the properties' status and localities and the contacts'
 * names, at the commit of whatever wrote them (docs/decisions.md); nothing else writes it.
 */
export const contactSearchFacts = pgTable(
  'contact_search_facts',
  {
    contactId: integer('contact_id').primaryKey(),
    facts: bigint('facts', { mode: 'bigint' }).array().notNull(),
    nameKey: text('name_key').notNull(),
    addressKey: text('address_key').notNull().default(''),
  },
  (t) => [
    index('contact_search_facts_facts').using('gin', t.facts),
    // A first page of many matches walks its sort's key and stops (3,000,000 contacts: 218 -> 1 ms for
    // 10 by address); few matches are gathered by the GIN index and sorted.
    index('contact_search_facts_name').on(sql`(${t.nameKey} collate "C")`, t.contactId),
    index('contact_search_facts_address').on(sql`(${t.addressKey} collate "C")`, t.contactId),
  ],
);

/** The kinds of fact, one per contact facet (the agreement types and localities of both parents). */
export const ContactFact = {
  AgreementType: 1,
  Locality: 2,
  InstrumentStatus: 3,
  InstrumentRole: 4,
  PropertyStatus: 5,
  PropertyRole: 6,
  Service: 7,
  ServiceRole: 8,
} as const;
