import {
  DisplayTimeZone,
  EventType,
  InspectionDueSoonDays,
  type InspectionState,
  InstrumentStatus,
  PropertyStatus,
} from '@app/domain';
import { type AnyColumn, asc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

/**
 * The stewardship schedule (issue 12 §2) as SQL over the `properties` row of the enclosing query, so
 * the search can filter and sort on it and the tile, the property details and the export read the
 * same thing. It mirrors `inspectionSchedule` of the domain (the reference, with its table tests).
 * Each fragment is a correlated subquery read through indexes: `service_properties_property`, then
 * `events_service_date` (a service has few events); `property_instruments_property_instrument` for
 * the executed date.
 */

/** Always `"properties"."id"`: Drizzle drops the table name in a one-table select list, which would bind a subquery's `id` to its own table. */
const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const property = {
  id: qualified(s.properties.id),
  statusId: qualified(s.properties.statusId),
  frequency: qualified(s.properties.targetInspectionFrequency),
};

/** New York's calendar day now (an event's instant is read as a New York day too). */
const today = sql`(now() at time zone ${DisplayTimeZone})::date`;

/** The newest Inspection event of any service on the property (a multi-property service counts for each). */
const lastInspection = sql`(select max((${s.events.date} at time zone ${DisplayTimeZone})::date)
  from ${s.serviceProperties} join ${s.events} on ${s.events.serviceId} = ${s.serviceProperties.serviceId}
    and ${s.events.eventTypeId} = ${EventType.Inspection}
  where ${s.serviceProperties.propertyId} = ${property.id})`;

/** The executed date of the property's earliest Active instrument. */
const earliestActiveExecutedDate = sql`(select min(${s.instruments.executedDate})
  from ${s.propertyInstruments} join ${s.instruments} on ${s.instruments.id} = ${s.propertyInstruments.instrumentId}
  where ${s.propertyInstruments.propertyId} = ${property.id} and ${s.instruments.statusId} = ${InstrumentStatus.Active})`;

/** Whether the property has a schedule: Current, with a target inspection frequency. */
const scheduled = sql`(${property.statusId} = ${PropertyStatus.Current} and ${property.frequency} is not null)`;

/** The due date (a date); null without a schedule or with nothing to count from. */
const dueDate = sql`(case when ${scheduled} then
  (coalesce(${lastInspection}, ${earliestActiveExecutedDate}) + make_interval(years => ${property.frequency}))::date end)`;

/** The state as `InspectionState`; null without a schedule. The due date is worked out once. */
const state = sql<InspectionState | null>`(select case when not ${scheduled} then null
    when due.d is null then 'neverInspected'
    when due.d < ${today} then 'overdue'
    when due.d <= ${today} + ${InspectionDueSoonDays}::int then 'dueSoon'
    else 'onSchedule' end
  from (select ${dueDate} as d) as due)`;

const asDay = (date: SQL) => sql<string | null>`to_char(${date}, 'YYYY-MM-DD')`;

/** The fragments other modules use (the search's facet, column and export). */
export const inspectionScheduleSql = {
  /** YYYY-MM-DD or null. */
  lastInspection: asDay(lastInspection),
  /** YYYY-MM-DD or null. */
  dueDate: asDay(dueDate),
  /** The due date as a date, to sort on. */
  dueDateSort: dueDate,
  state,
  /** The property's state is one of these. */
  stateIn: (states: readonly InspectionState[]) =>
    sql`${state} in (${sql.join(
      states.map((st) => sql`${st}`),
      sql`, `,
    )})`,
};

/** One property's schedule; undefined when there is no such property. */
export const findPropertyInspectionSchedule = async (db: Db, propertyId: number) => {
  const [row] = await db
    .select({
      scheduled: sql<boolean>`${scheduled}`,
      lastInspection: inspectionScheduleSql.lastInspection,
      dueDate: inspectionScheduleSql.dueDate,
      state,
    })
    .from(s.properties)
    .where(eq(s.properties.id, propertyId));
  return row;
};

/**
 * The properties overdue or due within 90 days, soonest (so overdue) first, of the Active
 * instruments `staffLeadId` leads (every property when null), with their count. The inner query is
 * fenced (`offset 0`) so its due date is worked out once per property, not again in the filter.
 */
export const listInspectionsDue = async (
  db: Db,
  { staffLeadId, offset, limit }: { staffLeadId: number | null; offset: number; limit: number },
) => {
  const ledBy =
    staffLeadId === null
      ? sql`true`
      : sql`exists (select 1 from ${s.propertyInstruments}
          join ${s.instruments} on ${s.instruments.id} = ${s.propertyInstruments.instrumentId}
          where ${s.propertyInstruments.propertyId} = ${property.id}
          and ${s.instruments.statusId} = ${InstrumentStatus.Active} and ${s.instruments.staffLeadId} = ${staffLeadId})`;
  const schedules = db
    .select({
      propertyId: sql<number>`${property.id}`.as('property_id'),
      propertyName: sql<string | null>`${qualified(s.properties.name)}`.as('property_name'),
      projectId: sql<number>`${qualified(s.properties.projectId)}`.as('project_id'),
      projectName: sql<string>`${qualified(s.projects.name)}`.as('project_name'),
      lastInspection: sql<string | null>`${lastInspection}`.as('last_inspection'),
      dueDate: sql<string | null>`${dueDate}`.as('due_date'),
    })
    .from(s.properties)
    .innerJoin(s.projects, eq(s.projects.id, s.properties.projectId))
    .where(sql`${scheduled} and ${ledBy}`)
    .offset(0)
    .as('schedules');
  const rows = await db
    .select({
      propertyId: schedules.propertyId,
      propertyName: schedules.propertyName,
      projectId: schedules.projectId,
      projectName: schedules.projectName,
      lastInspection: asDay(sql`${schedules.lastInspection}`),
      dueDate: sql<string>`to_char(${schedules.dueDate}, 'YYYY-MM-DD')`,
      state: sql<InspectionState>`case when ${schedules.dueDate} < ${today} then 'overdue' else 'dueSoon' end`,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(schedules)
    .where(sql`${schedules.dueDate} <= ${today} + ${InspectionDueSoonDays}::int`)
    .orderBy(asc(schedules.dueDate), asc(schedules.propertyId))
    .offset(offset)
    .limit(limit);
  return rows;
};

/** The count alone, past the last page (the window has no row to count on there). */
export const countInspectionsDue = async (db: Db, staffLeadId: number | null) =>
  (await listInspectionsDue(db, { staffLeadId, offset: 0, limit: 1 }))[0]?.total ?? 0;

/** Every property's schedule (the bench's 'schedule for all properties'). */
export const listAllInspectionSchedules = (db: Db) =>
  db
    .select({
      propertyId: s.properties.id,
      lastInspection: inspectionScheduleSql.lastInspection,
      dueDate: inspectionScheduleSql.dueDate,
      state,
    })
    .from(s.properties)
    .orderBy(asc(s.properties.id));
