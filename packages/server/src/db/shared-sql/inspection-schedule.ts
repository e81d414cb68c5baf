import {
  DisplayTimeZone,
  EventType,
  InspectionDueSoonDays,
  type InspectionState,
  InstrumentStatus,
  PropertyStatus,
} from '@app/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { qualified } from '../qualified';
import * as s from '../schema';

/**
 * The stewardship schedule (issue 12 §2) as one set-based subquery, `inspectionSchedules`: a row per
 * property with its last inspection, due date and state, worked out with two grouped joins (the
 * newest Inspection event per property through `service_properties`, read from `events_type_date`;
 * the earliest executed Active instrument per property) rather than subqueries per property, so a
 * facet or a sort over every property stays one hash join. The tile, the property details, the
 * search's facet, column and sort and the export all read it: it sits below the modules so the
 * stewardship and search modules share it without one reaching into the other. It mirrors `inspectionSchedule` of the
 * domain (the reference, with its table tests).
 */
const qb = new QueryBuilder();

/**
 * New York's calendar day now (an event's instant is read as a New York day too). A scalar subquery,
 * so PostgreSQL works it out once per statement: written plainly, the time zone conversion ran for
 * every row compared (the Inspection facet's count over 20,000 properties: 21 ms against 10).
 */
export const today = sql`(select (now() at time zone ${DisplayTimeZone})::date)`;

/** Current, with a target inspection frequency: only such a property has a due date and a state. */
const isScheduled = (p: { statusId: AnyColumn | SQL; targetInspectionFrequency: AnyColumn | SQL }) =>
  sql`(${p.statusId} = ${PropertyStatus.Current} and ${p.targetInspectionFrequency} is not null)`;

/**
 * The due dates of each state on a day, as ranges an index on the due date can read: the one
 * definition of the states, which `stateOf` names and the facet (`keptStateIn`) selects by.
 */
const stateDays = (dueDate: unknown, on: SQL): Record<InspectionState, SQL> => {
  const soon = sql`${on} + ${InspectionDueSoonDays}::int`;
  return {
    neverInspected: sql`${dueDate} is null`,
    overdue: sql`${dueDate} < ${on}`,
    dueSoon: sql`${dueDate} >= ${on} and ${dueDate} <= ${soon}`,
    onSchedule: sql`${dueDate} > ${soon}`,
  };
};

/** A schedule's state on a day from whether it is scheduled and its due date; null without a schedule. */
const stateOf = (scheduled: unknown, dueDate: unknown, on: SQL) => {
  const days = stateDays(dueDate, on);
  return sql<InspectionState | null>`case when not ${scheduled} then null
    when ${days.neverInspected} then 'neverInspected'
    when ${days.overdue} then 'overdue'
    when ${days.dueSoon} then 'dueSoon'
    when ${days.onSchedule} then 'onSchedule' end`;
};

/**
 * The schedules of every property, or of the one `propertyId` names (an outer query's column or a
 * value: then every grouped part reads that property's rows through its index, as a correlated
 * subquery). The properties are aliased so an outer `properties` row can be named inside.
 */
export const schedulesOf = (propertyId?: SQL, on: SQL = today) => {
  const only = (column: AnyColumn) => (propertyId === undefined ? undefined : sql`${column} = ${propertyId}`);
  const p = alias(s.properties, 'schedule_properties');
  const lastInspections = qb
    .select({
      propertyId: s.serviceProperties.propertyId,
      // The newest instant's day: the same as the newest day (days follow instants), converted once
      // per property rather than once per event (half the pass at 90,000 inspections).
      day: sql<string>`(max(${s.events.date}) at time zone ${DisplayTimeZone})::date`.as('last_day'),
    })
    .from(s.serviceProperties)
    .innerJoin(
      s.events,
      and(
        eq(s.events.serviceId, s.serviceProperties.serviceId),
        eq(s.events.eventTypeId, EventType.Inspection),
      ),
    )
    .where(only(s.serviceProperties.propertyId))
    .groupBy(s.serviceProperties.propertyId)
    .as('last_inspections');
  const firstExecuted = qb
    .select({
      propertyId: s.propertyInstruments.propertyId,
      day: sql<string>`min(${s.instruments.executedDate})`.as('executed_day'),
    })
    .from(s.propertyInstruments)
    .innerJoin(s.instruments, eq(s.instruments.id, s.propertyInstruments.instrumentId))
    .where(and(eq(s.instruments.statusId, InstrumentStatus.Active), only(s.propertyInstruments.propertyId)))
    .groupBy(s.propertyInstruments.propertyId)
    .as('first_executed');
  const dueDates = qb
    .select({
      propertyId: sql<number>`${p.id}`.as('property_id'),
      scheduled: sql<boolean>`${isScheduled(p)}`.as('scheduled'),
      lastInspection: sql<string | null>`${lastInspections.day}`.as('last_inspection'),
      dueDate: sql<string | null>`case when ${isScheduled(p)} then
        (coalesce(${lastInspections.day}, ${firstExecuted.day})
          + make_interval(years => ${p.targetInspectionFrequency}))::date end`.as('due_date'),
    })
    .from(p)
    .leftJoin(lastInspections, eq(lastInspections.propertyId, p.id))
    .leftJoin(firstExecuted, eq(firstExecuted.propertyId, p.id))
    .where(only(p.id))
    .as('due_dates');
  return qb
    .select({
      propertyId: dueDates.propertyId,
      scheduled: dueDates.scheduled,
      lastInspection: dueDates.lastInspection,
      dueDate: dueDates.dueDate,
      state: stateOf(dueDates.scheduled, dueDates.dueDate, on).as('state'),
    })
    .from(dueDates)
    .as('inspection_schedules');
};

/** Every property's schedule: `dueDate` a date (sortable); `state` null without a schedule. */
export const inspectionSchedules = schedulesOf();

export const asDay = (date: unknown) => sql<string | null>`to_char(${date}, 'YYYY-MM-DD')`;

/** The enclosing query's property id, always named with its table (db/qualified.ts). */
const outerPropertyId = qualified(s.properties.id);
/** The schedule of the enclosing query's `properties` row, read through the indexes. */
export const ofOuterProperty = schedulesOf(outerPropertyId);
/** The enclosing `properties` row's due date as property_sort_keys keeps it (migration 0026): one index lookup. */
const keptDueDate = sql<
  string | null
>`(select ${qualified(s.propertySortKeys.nextInspectionDue)} from ${s.propertySortKeys}
  where ${qualified(s.propertySortKeys.propertyId)} = ${outerPropertyId})`;
const outerScheduled = isScheduled({
  statusId: qualified(s.properties.statusId),
  targetInspectionFrequency: qualified(s.properties.targetInspectionFrequency),
});

/**
 * A row of property_sort_keys in any of these states: its due date within the state's days, or for
 * Never inspected a schedule kept without a due date (the kept due date is null without a schedule).
 */
const keptStateIn = (states: readonly InspectionState[]) => {
  const due = qualified(s.propertySortKeys.nextInspectionDue);
  const days = {
    ...stateDays(due, today),
    neverInspected: sql`${qualified(s.propertySortKeys.scheduled)} and ${due} is null`,
  };
  return sql`(${sql.join(
    states.map((state) => sql`(${days[state]})`),
    sql` or `,
  )})`;
};

/** What the search reads over its `properties` rows: a page's cells, the sort and the facet. */
export const inspectionScheduleSql = {
  /**
   * YYYY-MM-DD or null, from the kept due date: the page's cells and an export's 10,000 rows read it
   * instead of working each property's schedule out (the same date: search-any.routes.test.ts).
   */
  dueDate: asDay(keptDueDate),
  /** The due date as a date, to sort on. */
  dueDateSort: keptDueDate,
  state: stateOf(outerScheduled, keptDueDate, today),
  /**
   * The properties whose state is one of these, on their row of property_sort_keys (migrations 0026,
   * 0052): ranges of the due-date index (`stateDays`, the states `stateOf` names) and the index of the
   * scheduled rows without one. Worked out per property through a self-join of the properties and a
   * case, the facet cost 55–66 ms at 20,000 properties. A walk of the due date's index then starts at
   * the states' days instead of passing every other due date first (overdue by Next Inspection Due
   * descending passed 97,000 later dates at 200,000 properties: 226 ms).
   */
  keptStateIn,
};
