import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Each project's sort keys that are not a column of its own (issue 32): its Total Acres (the calculated
 * acres of its current properties summed; null without any) and its Locality as it sorts (name_sort_key
 * of its current properties' primary localities, distinct, joined by '; ' in name order). Advanced
 * Search walks their indexes to a page, and the acres facets read the acres, instead of working both
 * out for every match. Kept by triggers of migration 0031 at the commit of whatever wrote the records
 * they come from, as property_sort_keys is; nothing else writes it.
 *
 * And what the Project facets on its instruments, properties and cases ask, as facts (migration 0049),
 * numbered as service_sort_keys.facts are (`kind << 24 | id`, service_fact() in SQL, ProjectFact below):
 * a facet is a lookup of the GIN index instead of a probe of every project's instruments, properties,
 * grants and cases (Has Open Violation Case hashed all 200,000 properties' 36,000 open cases for every
 * count at ten times the large set). What a facet asks as "none" (no grants) is a fact of its own.
 */
export const projectSortKeys = pgTable(
  'project_sort_keys',
  {
    projectId: integer('project_id').primaryKey(),
    acres: numeric('acres', { mode: 'number' }),
    localities: text('localities'),
    facts: integer('facts').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('project_sort_keys_facts').using('gin', t.facts),
    // Each both ways with the projects without a value last (a mirror would put them first).
    index('project_sort_keys_acres').on(t.acres, t.projectId),
    index('project_sort_keys_acres_desc').on(t.acres.desc().nullsLast(), t.projectId.desc().nullsFirst()),
    index('project_sort_keys_localities').on(sql`${t.localities} collate "C"`, t.projectId),
    index('project_sort_keys_localities_desc').on(
      sql`${t.localities} collate "C" desc nulls last`,
      t.projectId.desc().nullsFirst(),
    ),
  ],
);

/**
 * The kinds of project fact, one per Project facet kept (search-facets.repo.ts, projectKeptPredicates): the
 * agreement types of its Active instruments, the localities of its current properties, the Partnership
 * Grants option it meets (PartnershipGrantSearchOption), an open case on one of its properties (id 1)
 * and the types of every case on them.
 */
export const ProjectFact = {
  AgreementType: 1,
  Locality: 2,
  Grants: 3,
  OpenViolationCase: 4,
  ViolationCaseType: 5,
} as const;
