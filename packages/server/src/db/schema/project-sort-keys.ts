import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Each project's sort keys that are not a column of its own (issue 32): its Total Acres (the calculated
 * acres of its current properties summed; null without any) and its Locality as it sorts (name_sort_key
 * of its current properties' primary localities, distinct, joined by '; ' in name order). Advanced
 * Search walks their indexes to a page, and the acres facets read the acres, instead of working both
 * out for every match. Kept by triggers of migration 0031 at the commit of whatever wrote the records
 * they come from, as property_sort_keys is; nothing else writes it.
 */
export const projectSortKeys = pgTable(
  'project_sort_keys',
  {
    projectId: integer('project_id').primaryKey(),
    acres: numeric('acres', { mode: 'number' }),
    localities: text('localities'),
  },
  (t) => [
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
