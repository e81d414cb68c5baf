import {
  DisplayTimeZone,
  EventType,
  type InspectionMethod,
  InstrumentStatus,
  type LedgerFilters,
  type LedgerInspection,
  type LedgerSort,
} from '@app/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { nameSortKey } from '../../db/name-sort-key';
import { qualified as q } from '../../db/qualified';
import * as s from '../../db/schema';

/**
 * The records behind the accreditation ledger (issue 21). SQL picks the easements (Active
 * instruments) and counts, per year, those that had to be monitored and those with an Inspection
 * event; the cells themselves are worked out by the domain's rule over the inspections read here.
 */

/** New York's 1 January of a year as an instant: years are New York calendar years. */
const yearStart = (year: SQL | number) =>
  sql`(make_date(${year}::int, 1, 1)::timestamp at time zone ${DisplayTimeZone})`;

/** An easement that had to be monitored in `year` (domain `isMonitoringRequired`). */
const requiredIn = (executedDate: SQL, year: SQL | number) =>
  sql`(${executedDate} is null or ${executedDate} <= make_date(${year}::int, 1, 1))`;

/** Inspection events on a property the instrument `instrumentId` covers, within [from, to). */
const inspectionsOfInstrument = (instrumentId: SQL, from: SQL, to: SQL) =>
  sql`select 1 from ${s.propertyInstruments}
    join ${s.serviceProperties} on ${q(s.serviceProperties.propertyId)} = ${q(s.propertyInstruments.propertyId)}
    join ${s.events} on ${q(s.events.serviceId)} = ${q(s.serviceProperties.serviceId)}
      and ${q(s.events.eventTypeId)} = ${EventType.Inspection}
    where ${q(s.propertyInstruments.instrumentId)} = ${instrumentId}
      and ${q(s.events.date)} >= ${from} and ${q(s.events.date)} < ${to}`;

/**
 * Whether the enclosing query's instrument had an Inspection event on one of its properties in
 * `year` (the search's 'Monitored in Year'). A year outside 1000–9999 has no days.
 */
export const monitoredInYearSql = (year: number) =>
  year < 1000 || year > 9999
    ? sql`false`
    : sql`exists (${inspectionsOfInstrument(q(s.instruments.id), yearStart(year), yearStart(year + 1))})`;

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

const staffLeads = alias(s.users, 'ledger_staff_leads');

const sortColumns: Record<LedgerSort, SQL | typeof s.instruments.id> = {
  project: nameSortKey(s.projects.name),
  instrument: s.instruments.id,
  agreementType: nameSortKey(s.agreementTypes.name),
  locality: nameSortKey(s.localities.name),
  staffLead: nameSortKey(staffLeads.name),
  executed: sql`${s.instruments.executedDate}`,
};

/** The easements the filters match, sorted (nulls last either way, then by instrument id), one page. */
export const listLedgerEasements = (
  db: Db,
  filters: LedgerFilters,
  { offset, limit }: { offset: number; limit: number },
) => {
  const direction = filters.direction === 'desc' ? desc : asc;
  const column = sortColumns[filters.sort];
  return db
    .select({
      instrumentId: s.instruments.id,
      projectId: s.instruments.projectId,
      projectName: s.projects.name,
      agreementTypeName: s.agreementTypes.name,
      localityName: s.localities.name,
      staffLeadName: staffLeads.name,
      executedDate: s.instruments.executedDate,
      recordedDate: s.instruments.recordedDate,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(s.instruments)
    .innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
    .innerJoin(s.agreementTypes, eq(s.agreementTypes.id, s.instruments.agreementTypeId))
    .leftJoin(s.localities, eq(s.localities.id, s.instruments.localityId))
    .leftJoin(staffLeads, eq(staffLeads.id, s.instruments.staffLeadId))
    .where(filtersOf(filters))
    .orderBy(
      sql`${column} ${filters.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`,
      direction(s.instruments.id),
    )
    .offset(offset)
    .limit(limit);
};
export type LedgerEasementRow = Awaited<ReturnType<typeof listLedgerEasements>>[number];

/** The properties each instrument covers, with the acres it impacts there. */
export const listEasementProperties = (db: Db, instrumentIds: number[] | 'all') =>
  db
    .select({
      instrumentId: s.propertyInstruments.instrumentId,
      propertyId: s.properties.id,
      name: s.properties.name,
      acres: s.propertyInstruments.propertyAcres,
    })
    .from(s.propertyInstruments)
    .innerJoin(s.properties, eq(s.properties.id, s.propertyInstruments.propertyId))
    .where(instrumentIds === 'all' ? undefined : inArray(s.propertyInstruments.instrumentId, instrumentIds))
    .orderBy(asc(s.propertyInstruments.instrumentId), asc(s.properties.id));

const inspectors = alias(s.users, 'ledger_inspectors');
const reportCompleters = alias(s.users, 'ledger_report_completers');
const asDay = (value: SQL) => sql<string>`to_char(${value}, 'YYYY-MM-DD')`;

/**
 * Every Inspection event of a service on one of these properties, with the service's Inspection
 * Details, its staff lead, its observation count and all its properties (a multi-property service
 * monitors every easement on any of them).
 */
export const listLedgerInspections = async (
  db: Db,
  propertyIds: number[] | 'all',
): Promise<LedgerInspection[]> => {
  if (propertyIds.length === 0) return [];
  const fields = {
    serviceId: s.services.id,
    projectId: s.services.projectId,
    date: asDay(sql`(${s.events.date} at time zone ${DisplayTimeZone})::date`),
    method: sql<InspectionMethod | null>`${s.services.inspectionMethod}`,
    inspectorName: inspectors.name,
    reportCompletedDate: s.services.reportCompletedDate,
    reportCompletedByName: reportCompleters.name,
    imageryReviewDate: s.services.imageryAssessmentAfterDate,
  };
  const inspections = () =>
    db
      .select({
        ...fields,
        observationCount: sql<number>`(select count(*) from ${s.observations}
          where ${q(s.observations.serviceId)} = ${q(s.services.id)})`.mapWith(Number),
        propertyIds: sql<
          number[]
        >`array(select ${q(s.serviceProperties.propertyId)} from ${s.serviceProperties}
          where ${q(s.serviceProperties.serviceId)} = ${q(s.services.id)} order by 1)`,
      })
      .from(s.events)
      .innerJoin(s.services, eq(s.services.id, s.events.serviceId))
      .leftJoin(inspectors, eq(inspectors.id, s.services.staffLeadId))
      .leftJoin(reportCompleters, eq(reportCompleters.id, s.services.reportCompletedById));
  const rows =
    propertyIds === 'all'
      ? await allInspections(db, fields)
      : await inspections().where(
          and(
            eq(s.events.eventTypeId, EventType.Inspection),
            sql`${q(s.events.serviceId)} in (select ${q(s.serviceProperties.serviceId)} from ${s.serviceProperties}
              where ${inArray(s.serviceProperties.propertyId, propertyIds)})`,
          ),
        );
  return rows.map((row) => ({ ...row, propertyIds: row.propertyIds.map(Number) }));
};

/**
 * Every Inspection event (the whole ledger's export): the observation counts and the services'
 * properties read in one grouped pass each rather than per event.
 */
const allInspections = <F extends Record<string, unknown>>(db: Db, fields: F) => {
  const counts = db
    .select({ serviceId: s.observations.serviceId, n: sql<number>`count(*)`.as('n') })
    .from(s.observations)
    .groupBy(s.observations.serviceId)
    .as('observation_counts');
  const linked = db
    .select({
      serviceId: s.serviceProperties.serviceId,
      ids: sql<
        number[]
      >`array_agg(${s.serviceProperties.propertyId} order by ${s.serviceProperties.propertyId})`.as('ids'),
    })
    .from(s.serviceProperties)
    .groupBy(s.serviceProperties.serviceId)
    .as('service_property_ids');
  return db
    .select({
      ...(fields as unknown as Record<string, never>),
      observationCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      propertyIds: sql<number[]>`coalesce(${linked.ids}, '{}')`,
    })
    .from(s.events)
    .innerJoin(s.services, eq(s.services.id, s.events.serviceId))
    .leftJoin(inspectors, eq(inspectors.id, s.services.staffLeadId))
    .leftJoin(reportCompleters, eq(reportCompleters.id, s.services.reportCompletedById))
    .leftJoin(counts, eq(counts.serviceId, s.services.id))
    .leftJoin(linked, eq(linked.serviceId, s.services.id))
    .where(eq(s.events.eventTypeId, EventType.Inspection)) as unknown as Promise<
    (Omit<LedgerInspection, 'propertyIds'> & { propertyIds: number[] })[]
  >;
};

/**
 * Per year, the easements the filters match that had to be monitored and, of those, the ones with an
 * Inspection event that year: one pass over the window's inspections.
 */
export const countLedgerYears = async (db: Db, filters: EasementFilters, years: number[]) => {
  const first = years[0];
  const last = years[years.length - 1];
  const easements = db
    .select({ id: s.instruments.id, executedDate: s.instruments.executedDate })
    .from(s.instruments)
    .where(filtersOf(filters));
  const result = await db.execute(sql`
    with easements as (${easements}),
    monitored as (
      select distinct ${q(s.propertyInstruments.instrumentId)} as instrument_id,
        extract(year from ${q(s.events.date)} at time zone ${DisplayTimeZone})::int as year
      from easements
      join ${s.propertyInstruments} on ${q(s.propertyInstruments.instrumentId)} = easements.id
      join ${s.serviceProperties} on ${q(s.serviceProperties.propertyId)} = ${q(s.propertyInstruments.propertyId)}
      join ${s.events} on ${q(s.events.serviceId)} = ${q(s.serviceProperties.serviceId)}
        and ${q(s.events.eventTypeId)} = ${EventType.Inspection}
      where ${q(s.events.date)} >= ${yearStart(first)} and ${q(s.events.date)} < ${yearStart(last + 1)}
    )
    select years.year,
      count(*) filter (where ${requiredIn(sql`easements.executed_date`, sql`years.year`)})::int as required,
      count(monitored.instrument_id) filter (where ${requiredIn(sql`easements.executed_date`, sql`years.year`)})::int as monitored
    from generate_series(${first}::int, ${last}::int) as years(year)
    cross join easements
    left join monitored on monitored.instrument_id = easements.id and monitored.year = years.year
    group by years.year order by years.year`);
  const rows = (result as unknown as { rows: { year: number; required: number; monitored: number }[] }).rows;
  return rows.map((row) => ({
    year: Number(row.year),
    monitored: Number(row.monitored),
    required: Number(row.required),
  }));
};

/**
 * The home tile: easements (of `staffLeadId`, every one when null) that had to be monitored in `year`
 * and have no Inspection event that year, by project then instrument, with their newest inspection.
 */
export const listNotMonitored = (
  db: Db,
  {
    staffLeadId,
    year,
    offset,
    limit,
  }: { staffLeadId: number | null; year: number; offset: number; limit: number },
) =>
  db
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
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(s.instruments)
    .innerJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
    .innerJoin(s.agreementTypes, eq(s.agreementTypes.id, s.instruments.agreementTypeId))
    .where(
      and(
        isEasement,
        staffLeadId === null ? undefined : eq(s.instruments.staffLeadId, staffLeadId),
        requiredIn(q(s.instruments.executedDate), year),
        sql`not ${monitoredInYearSql(year)}`,
      ),
    )
    .orderBy(asc(nameSortKey(s.projects.name)), asc(s.instruments.id))
    .offset(offset)
    .limit(limit);
