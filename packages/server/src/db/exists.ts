import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import {
  agreementTypes,
  instrumentStatuses,
  instrumentTypes,
  localities,
  ownerRequestKinds,
  projectStatuses,
  projects,
  services,
  specificTerms,
  tagTypes,
  violationCaseTypes,
} from './schema';

/**
 * The look-ups every module needs, kept here below the modules so that checking a record's project or
 * a chosen option never makes one module import another.
 */

/** Whether a row with this id is in a table with an `id` column (a project, a lookup option). */
export const rowExists = async (db: Db, table: PgTable & { id: PgColumn }, id: number) => {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row !== undefined;
};

/** Whether the project exists (a new record's project is checked with it). */
export const projectExists = (db: Db, projectId: number) => rowExists(db, projects, projectId);

/** Whether the service exists (a service's children, and the search's previous service facet). */
export const serviceExists = (db: Db, serviceId: number) => rowExists(db, services, serviceId);

const lookupTables = {
  agreementTypes,
  instrumentStatuses,
  instrumentTypes,
  localities,
  projectStatuses,
  specificTerms,
  tagTypes,
  violationCaseTypes,
  ownerRequestKinds,
} as const;
export type LookupList = keyof typeof lookupTables;

/** The ids among `ids` that the lookup list offers: they exist and are not archived. */
export const listOfferedIds = async (
  db: Db,
  list: LookupList,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const table = lookupTables[list];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(inArray(table.id, [...ids]), or(isNull(table.archiveDate), gt(table.archiveDate, sql`now()`))),
    );
  return new Set(rows.map((r) => r.id));
};
