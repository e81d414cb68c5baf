import {
  addDays,
  DisplayTimeZone,
  EventType,
  type InspectionMethod,
  InstrumentStatus,
  type LedgerFilters,
  type LedgerInspection,
  type LedgerReadWindow,
  type LedgerSort,
} from '@app/domain';
import { type AnyColumn, and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { nameSortKey } from '../../db/name-sort-key';
import { qualified as q } from '../../db/qualified';
import * as s from '../../db/schema';
import { monitoredInYearSql } from '../../db/shared-sql/monitored-in-year';

/**
 * The records behind the accreditation ledger (issue 21). SQL picks the easements (Active
 * instruments) and counts, per year, those that had to be monitored and those monitored, from
 * `instrument_inspection_years` (kept by triggers: db/schema/inspection-years.ts); the cells
 * themselves are worked out by the domain's rule over the inspections read here.
 */
const qb = new QueryBuilder();

/** An easement that had to be monitored in `year` (domain `isMonitoringRequired`). */
const requiredIn = (executedDate: SQL, year: number) =>
  sql`(${executedDate} is null or ${executedDate} <= ${`${String(year).padStart(4, '0')}-01-01`}::date)`;

const isEasement = eq(s.instruments.statusId, InstrumentStatus.Active);

type EasementFilters = Pick<LedgerFilters, 'staffLead' | 'locality' | 'agreementType'>;

const filtersOf = (filters: EasementFilters) =>
  and(
    isEasement,
    filters.staffLead === undefined ? undefined : eq(s.instruments.staffLeadId, filters.staffLead),
    filters.locality === undefined ? undefined : eq(s.instruments.localityId, filters.locality),
    filters.agreementType === undefined
      ? undefined
      : eq(s.instruments.agreementTypeId, filters.agreementType),
  );

/** How many easements the filters match: from the index on (status, project) when only the status is asked. */
export const countLedgerEasements = async (db: Db, filters: EasementFilters) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(s.instruments)
    .where(filtersOf(filters));
  return row?.total ?? 0;
};

/**
 * `nameSortKey(name)` worked out without `translate` for a name in ASCII, whose result it is (every
 * accent the key folds lies outside ASCII; in UTF-8 a text is ASCII when it has as many bytes as
 * characters). translate takes 15–50 µs a name, a third of a second over the whole ledger's projects.
 */
const quickNameSortKey = (name: AnyColumn) =>
  sql`(case when octet_length(${name}) = char_length(${name}) then lower(${name}) else name_sort_key(${name}) end collate "C")`;

/**
 * A short lookup list's rows with the place of their name in the name order (equal names share one):
 * the easements sort by that number, so no instrument's row works out a name's sort key.
 */
const rankedNames = (table: typeof s.agreementTypes | typeof s.localities | typeof s.users, name: string) =>
  qb
    .select({
      id: table.id,
      rank: sql<number>`dense_rank() over (order by ${quickNameSortKey(table.name)})`.as('name_rank'),
    })
    .from(table)
    .as(name);
const agreementTypeRanks = rankedNames(s.agreementTypes, 'ledger_agreement_type_ranks');
const localityRanks = rankedNames(s.localities, 'ledger_locality_ranks');
const staffLeadRanks = rankedNames(s.users, 'ledger_staff_lead_ranks');

/**
 * The key of each sort. By project a page reads the projects in name order through their expression
 * index (migration 0017), so it works out the keys of its own rows only (the name is never null, so no
 * 'nulls last' stands in the index's way); the whole ledger has no page to stop at and sorts on the
 * quick key instead.
 */
const sortKeyOf = (sort: LedgerSort, whole: boolean): { key: SQL; nullable: boolean } => {
  switch (sort) {
    case 'project':
      return {
        key: whole ? quickNameSortKey(s.projects.name) : nameSortKey(s.projects.name),
        nullable: false,
      };
    case 'instrument':
      return { key: sql`${s.instruments.id}`, nullable: false };
    case 'agreementType':
      return { key: sql`${agreementTypeRanks.rank}`, nullable: false };
    case 'locality':
      return { key: sql`${localityRanks.rank}`, nullable: true };
    case 'staffLead':
      return { key: sql`${staffLeadRanks.rank}`, nullable: true };
    case 'executed':
      return { key: sql`${s.instruments.executedDate}`, nullable: true };
  }
};

const staffLeads = alias(s.users, 'ledger_staff_leads');

/**
 * Rows that PostgreSQL writes as one JSON text of arrays, parsed at once (as the maps' points are,
 * property-map.repo.ts): the whole ledger is 24,000 easements, 30,000 property links and 55,000
 * inspections, whose fields parsed one by one and mapped into objects cost the server more than
 * PostgreSQL spends finding them.
 */
const jsonRows = (columns: SQL[], order?: SQL) =>
  sql<string>`coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})${order ? sql` order by ${order}` : sql``}), '[]')::text`;

export type LedgerEasementRow = {
  instrumentId: number;
  projectId: number;
  projectName: string;
  agreementTypeName: string;
  localityName: string | null;
  staffLeadName: string | null;
  executedDate: string | null;
  recordedDate: string | null;
};
type EasementTuple = [
  number,
  number,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
];

/**
 * The easements the filters match, sorted (nulls last either way, then by instrument id), one page (all
 * of them without a limit): the page's ids and sort keys first, then their names and dates.
 */
export const listLedgerEasements = async (
  db: Db,
  filters: LedgerFilters,
  { offset, limit }: { offset: number; limit?: number },
): Promise<LedgerEasementRow[]> => {
  const { key, nullable } = sortKeyOf(filters.sort, limit === undefined);
  const direction = filters.direction === 'desc' ? sql`desc` : sql`asc`;
  const order = (value: SQL | typeof s.instruments.id) =>
    sql`${value} ${direction}${nullable ? sql` nulls last` : sql``}`;
  let joined = qb
    .select({ id: s.instruments.id, key: sql`${key}`.as('sort_key') })
    .from(s.instruments)
    .$dynamic();
  if (filters.sort === 'project')
    joined = joined.innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId));
  if (filters.sort === 'agreementType')
    joined = joined.innerJoin(agreementTypeRanks, eq(agreementTypeRanks.id, s.instruments.agreementTypeId));
  if (filters.sort === 'locality')
    joined = joined.leftJoin(localityRanks, eq(localityRanks.id, s.instruments.localityId));
  if (filters.sort === 'staffLead')
    joined = joined.leftJoin(staffLeadRanks, eq(staffLeadRanks.id, s.instruments.staffLeadId));
  const ordered = joined
    .where(filtersOf(filters))
    .orderBy(order(key), sql`${s.instruments.id} ${direction}`)
    .offset(offset);
  const page = (limit === undefined ? ordered : ordered.limit(limit)).as('ledger_page');
  // The project's key is text compared byte by byte: the page's copy of it is too.
  const pageKey = filters.sort === 'project' ? sql`${page.key} collate "C"` : sql`${page.key}`;
  const [{ json }] = await db
    .select({
      json: jsonRows(
        [
          sql`${s.instruments.id}`,
          sql`${s.instruments.projectId}`,
          sql`${s.projects.name}`,
          sql`${s.agreementTypes.name}`,
          sql`${s.localities.name}`,
          sql`${staffLeads.name}`,
          sql`${s.instruments.executedDate}`,
          sql`${s.instruments.recordedDate}`,
        ],
        sql`${order(pageKey)}, ${page.id} ${direction}`,
      ),
    })
    .from(page)
    .innerJoin(s.instruments, eq(s.instruments.id, page.id))
    .innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
    .innerJoin(s.agreementTypes, eq(s.agreementTypes.id, s.instruments.agreementTypeId))
    .leftJoin(s.localities, eq(s.localities.id, s.instruments.localityId))
    .leftJoin(staffLeads, eq(staffLeads.id, s.instruments.staffLeadId));
  return (JSON.parse(json) as EasementTuple[]).map(
    ([
      instrumentId,
      projectId,
      projectName,
      agreementTypeName,
      localityName,
      staffLeadName,
      executedDate,
      recordedDate,
    ]) => ({
      instrumentId,
      projectId,
      projectName,
      agreementTypeName,
      localityName,
      staffLeadName,
      executedDate,
      recordedDate,
    }),
  );
};

export type EasementProperty = {
  instrumentId: number;
  propertyId: number;
  name: string | null;
  acres: number | null;
};

/** The properties each instrument covers, with the acres it impacts there (these instruments', or every easement's). */
export const listEasementProperties = async (
  db: Db,
  instruments: number[] | EasementFilters,
): Promise<EasementProperty[]> => {
  const [{ json }] = await db
    .select({
      json: jsonRows(
        [
          sql`${s.propertyInstruments.instrumentId}`,
          sql`${s.properties.id}`,
          sql`${s.properties.name}`,
          sql`${s.propertyInstruments.propertyAcres}`,
        ],
        sql`${s.propertyInstruments.instrumentId}, ${s.properties.id}`,
      ),
    })
    .from(s.propertyInstruments)
    .innerJoin(s.properties, eq(s.properties.id, s.propertyInstruments.propertyId))
    .where(
      Array.isArray(instruments)
        ? inArray(s.propertyInstruments.instrumentId, instruments)
        : inArray(
            s.propertyInstruments.instrumentId,
            db.select({ id: s.instruments.id }).from(s.instruments).where(filtersOf(instruments)),
          ),
    );
  return (JSON.parse(json) as [number, number, string | null, number | null][]).map(
    ([instrumentId, propertyId, name, acres]) => ({ instrumentId, propertyId, name, acres }),
  );
};

/** The instant a New York day begins (events are instants; the ledger's days are New York's). */
const nyMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${DisplayTimeZone})`;

/** An inspection as read: [event id, property id, service id, project id, day, method, staff lead id, report completed, completed by id, imagery review date, has observations]. */
type InspectionRow = [
  number,
  number,
  number,
  number,
  string,
  InspectionMethod | null,
  number | null,
  string | null,
  number | null,
  string | null,
  boolean,
];

/**
 * The Inspection events of services on these properties (every one for the whole ledger) that the rule
 * can read (domain `ledgerReadWindow`), each with its service's Inspection Details and whether it has
 * an observation. Read as a row per event and linked property, through the (type, service) index, with
 * the users' ids, whose names are read once: joining users twice and counting each service's
 * observations (the rule asks only whether there is one) cost the whole ledger as long again as the
 * rest. An event's `propertyIds` are its service's properties among those asked for (all of them for
 * the whole ledger): the rule only asks which of an easement's properties the service is on.
 */
export const listLedgerInspections = async (
  db: Db,
  propertyIds: number[] | 'all',
  window: LedgerReadWindow,
): Promise<LedgerInspection[]> => {
  if (propertyIds.length === 0) return [];
  const [{ json }] = await db
    .select({
      json: jsonRows([
        sql`${s.events.id}`,
        sql`${s.serviceProperties.propertyId}`,
        sql`${s.services.id}`,
        sql`${s.services.projectId}`,
        sql`(${s.events.date} at time zone ${DisplayTimeZone})::date`,
        sql`${s.services.inspectionMethod}`,
        sql`${s.services.staffLeadId}`,
        sql`${s.services.reportCompletedDate}`,
        sql`${s.services.reportCompletedById}`,
        sql`${s.services.imageryAssessmentAfterDate}`,
        sql`exists (select 1 from ${s.observations} where ${q(s.observations.serviceId)} = ${q(s.services.id)})`,
      ]),
    })
    .from(s.serviceProperties)
    .innerJoin(
      s.events,
      and(
        eq(s.events.serviceId, s.serviceProperties.serviceId),
        eq(s.events.eventTypeId, EventType.Inspection),
      ),
    )
    .innerJoin(s.services, eq(s.services.id, s.events.serviceId))
    .where(
      and(
        propertyIds === 'all'
          ? undefined
          : and(
              sql`${q(s.serviceProperties.propertyId)} = any(${sql.param(propertyIds)}::int[])`,
              // The services first, then their events through the index: left to itself the planner
              // hashed every service (200,000) against the page's links, 40 ms instead of 8.
              sql`${q(s.events.serviceId)} = any(array(select ${q(s.serviceProperties.serviceId)}
                from ${s.serviceProperties} where ${q(s.serviceProperties.propertyId)} = any(${sql.param(propertyIds)}::int[])))`,
            ),
        or(
          and(gte(s.events.date, nyMidnight(window.from)), lt(s.events.date, nyMidnight(window.until))),
          and(
            eq(s.services.inspectionMethod, 'ground_visit'),
            lt(s.events.date, nyMidnight(addDays(window.groundVisitsUpTo, 1))),
          ),
        ),
      ),
    );
  const names = new Map(
    (await db.select({ id: s.users.id, name: s.users.name }).from(s.users)).map((u) => [u.id, u.name]),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const byEvent = new Map<number, LedgerInspection & { propertyIds: number[] }>();
  for (const [
    eventId,
    propertyId,
    serviceId,
    projectId,
    date,
    method,
    lead,
    completed,
    completer,
    imagery,
    observed,
  ] of JSON.parse(json) as InspectionRow[]) {
    const seen = byEvent.get(eventId);
    if (seen) seen.propertyIds.push(propertyId);
    else
      byEvent.set(eventId, {
        serviceId,
        projectId,
        date,
        method,
        inspectorName: nameOf(lead),
        reportCompletedDate: completed,
        reportCompletedByName: nameOf(completer),
        imageryReviewDate: imagery,
        hasObservations: observed,
        propertyIds: [propertyId],
      });
  }
  return [...byEvent.values()];
};

/**
 * Per year, the easements the filters match that had to be monitored and, of those, the ones with an
 * Inspection event that year: one pass over the easements and their kept years.
 */
export const countLedgerYears = async (db: Db, filters: EasementFilters, years: number[]) => {
  const executed = q(s.instruments.executedDate);
  const counts = Object.fromEntries(
    years.flatMap((year) => [
      [`required${year}`, sql<number>`count(*) filter (where ${requiredIn(executed, year)})`.mapWith(Number)],
      [
        `monitored${year}`,
        sql<number>`count(*) filter (where ${requiredIn(executed, year)}
          and ${year}::int = any(${q(s.instrumentInspectionYears.years)}))`.mapWith(Number),
      ],
    ]),
  );
  const [row] = await db
    .select(counts)
    .from(s.instruments)
    .leftJoin(s.instrumentInspectionYears, eq(s.instrumentInspectionYears.instrumentId, s.instruments.id))
    .where(filtersOf(filters));
  return years.map((year) => ({
    year,
    monitored: Number(row?.[`monitored${year}`] ?? 0),
    required: Number(row?.[`required${year}`] ?? 0),
  }));
};

/** The home tile's easements: of `staffLeadId` (every one when null), due in `year` and not monitored in it. */
const notMonitoredIn = (staffLeadId: number | null, year: number) =>
  and(
    isEasement,
    staffLeadId === null ? undefined : eq(s.instruments.staffLeadId, staffLeadId),
    requiredIn(q(s.instruments.executedDate), year),
    sql`not ${monitoredInYearSql(year)}`,
  );

export const countNotMonitored = async (db: Db, staffLeadId: number | null, year: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(s.instruments)
    .where(notMonitoredIn(staffLeadId, year));
  return row?.total ?? 0;
};

/**
 * The home tile, a page: easements (of `staffLeadId`, every one when null) that had to be monitored
 * in `year` and have no Inspection event that year, by project then instrument, with their newest
 * inspection (looked up for the page's rows alone).
 */
export const listNotMonitored = (
  db: Db,
  {
    staffLeadId,
    year,
    offset,
    limit,
  }: { staffLeadId: number | null; year: number; offset: number; limit: number },
) => {
  const page = qb
    .select({ id: s.instruments.id, key: sql`${nameSortKey(s.projects.name)}`.as('sort_key') })
    .from(s.instruments)
    .innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
    .where(notMonitoredIn(staffLeadId, year))
    .orderBy(nameSortKey(s.projects.name), asc(s.instruments.id))
    .offset(offset)
    .limit(limit)
    .as('not_monitored_page');
  return db
    .select({
      instrumentId: s.instruments.id,
      projectId: s.instruments.projectId,
      projectName: s.projects.name,
      agreementTypeName: s.agreementTypes.name,
      executedDate: s.instruments.executedDate,
      lastInspection: sql<
        string | null
      >`(select to_char(max(${q(s.events.date)}) at time zone ${DisplayTimeZone}, 'YYYY-MM-DD')
        from ${s.propertyInstruments}
        join ${s.serviceProperties} on ${q(s.serviceProperties.propertyId)} = ${q(s.propertyInstruments.propertyId)}
        join ${s.events} on ${q(s.events.serviceId)} = ${q(s.serviceProperties.serviceId)}
          and ${q(s.events.eventTypeId)} = ${EventType.Inspection}
        where ${q(s.propertyInstruments.instrumentId)} = ${q(s.instruments.id)})`,
    })
    .from(page)
    .innerJoin(s.instruments, eq(s.instruments.id, page.id))
    .innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
    .innerJoin(s.agreementTypes, eq(s.agreementTypes.id, s.instruments.agreementTypeId))
    .orderBy(sql`${page.key} collate "C"`, asc(page.id));
};

/**
 * The owner contacts dated in the ledger's years (issue 33 §4): [instrument id, day] of a page's
 * easements (by `owner_contacts_instrument`) or of every one (by `owner_contacts_contacted_on`), read as
 * JSON text as the inspections are. Rows of an instrument not in the ledger are simply not looked up.
 */
export const listLedgerOwnerContacts = async (
  db: Db,
  instrumentIds: number[] | 'all',
  { from, until }: Pick<LedgerReadWindow, 'from' | 'until'>,
): Promise<[number, string][]> => {
  if (instrumentIds !== 'all' && instrumentIds.length === 0) return [];
  const [{ json }] = await db
    .select({
      json: jsonRows([sql`${s.ownerContacts.instrumentId}`, sql`${s.ownerContacts.contactedOn}`]),
    })
    .from(s.ownerContacts)
    .where(
      and(
        instrumentIds === 'all' ? undefined : inArray(s.ownerContacts.instrumentId, instrumentIds),
        gte(s.ownerContacts.contactedOn, from),
        lt(s.ownerContacts.contactedOn, until),
      ),
    );
  return JSON.parse(json) as [number, string][];
};
