import { type CaseListItem, isCaseOpen, MaxInstrumentCases, openCaseStatuses } from '@app/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  instruments,
  observations,
  projects,
  properties,
  propertyInstruments,
  violationCaseInstruments,
  violationCases,
  violationCaseTypes,
} from '../../db/schema';
import { readAll } from '../../db/tx';
import { summaryColumns } from './cases.repo';

/**
 * Cases across properties (the home tiles', an instrument's), with their property and project, the
 * next follow-up first (those without one last), then the oldest discovery: an overdue answer is on
 * top. `where` picks the cases; the total counts them all.
 */
export const listCaseItems = async (
  db: Db,
  where: SQL | undefined,
  { offset, limit }: { offset: number; limit: number },
) => {
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          ...summaryColumns,
          propertyId: violationCases.propertyId,
          propertyName: properties.name,
          projectId: properties.projectId,
          projectName: projects.name,
        })
        .from(violationCases)
        .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
        .innerJoin(properties, eq(properties.id, violationCases.propertyId))
        .innerJoin(projects, eq(projects.id, properties.projectId))
        .where(where)
        .orderBy(
          sql`${violationCases.followUpDue} asc nulls last`,
          asc(violationCases.discoveredOn),
          asc(violationCases.id),
        )
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(violationCases).where(where),
  ]);
  // The severity and follow-up kind are the domain's values: the table's checks hold them to those.
  return { items: items as CaseListItem[], total };
};

/**
 * Open as the cases rules say, written with literal ids so the planner matches it to the partial index
 * `violation_cases_open_order` (a bound parameter list would not): the tiles walk that index in their
 * order and stop at the page, and count from it alone.
 */
const open = sql`${violationCases.statusId} in (${sql.raw(openCaseStatuses.join(', '))})`;

/**
 * "Mine" of the Open Violations tiles: the user reported the case, or is Staff Lead of an instrument
 * covering its property (a property has no staff lead of its own; its easements' lead answers for it).
 * The ids are gathered from the user's side (their reports, their instruments' properties) rather than
 * asked of every open case: a lead of thousands of easements is still a small part of all the cases.
 */
const mine = (userId: number): SQL =>
  sql`${qualified(violationCases.id)} in (
    select mine.id from ${violationCases} mine where mine.reported_by_id = ${userId}
    union
    select theirs.id from ${instruments} i
      join ${propertyInstruments} pi on pi.instrument_id = i.id
      join ${violationCases} theirs on theirs.property_id = pi.property_id
    where i.staff_lead_id = ${userId})`;

/** The open cases, the user's (`userId`) or everyone's (null), the next follow-up first. */
export const listOpenCaseItems = (
  db: Db,
  { userId, offset, limit }: { userId: number | null; offset: number; limit: number },
) => listCaseItems(db, userId === null ? open : and(open, mine(userId)), { offset, limit });

/**
 * The cases `where` picks, open ones first (by their next follow-up), then the finished ones; at most
 * `MaxInstrumentCases` (a record with more is a file for the search, not a card).
 */
const listOpenFirst = async (db: Db, where: SQL): Promise<CaseListItem[]> => {
  const { items } = await listCaseItems(db, where, { offset: 0, limit: MaxInstrumentCases });
  return [...items.filter((c) => isCaseOpen(c.statusId)), ...items.filter((c) => !isCaseOpen(c.statusId))];
};

/** The cases naming the instrument (its page's card). */
export const listInstrumentCaseItems = (db: Db, instrumentId: number) =>
  listOpenFirst(
    db,
    inArray(
      violationCases.id,
      db
        .select({ id: violationCaseInstruments.caseId })
        .from(violationCaseInstruments)
        .where(eq(violationCaseInstruments.instrumentId, instrumentId)),
    ),
  );

/** The cases opened from an observation of the service (its inspection report). */
export const listServiceCaseItems = (db: Db, serviceId: number) =>
  listOpenFirst(
    db,
    inArray(
      violationCases.observationId,
      db.select({ id: observations.id }).from(observations).where(eq(observations.serviceId, serviceId)),
    ),
  );
