import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A name as people sort it: case and accents ignored, compared byte by byte, so PGlite and PostgreSQL
 * order alike whatever the database's collation ('Caroline and Sandra Evans' before 'Caroline
 * Roberts'; 'Émile' beside 'Emile'). name_sort_key is the SQL function of migration 0010; the domain's
 * comparators sort the same way in the browser.
 */
export const nameSortKey = (name: SQL | AnyColumn) => sql`(name_sort_key(${name}) collate "C")`;
