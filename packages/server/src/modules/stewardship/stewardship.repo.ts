import { InstrumentStatus } from '@app/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import {
  asDay,
  inspectionSchedules,
  ofOuterProperty,
  schedulesOf,
  today,
} from '../../db/shared-sql/inspection-schedule';

/**
 * One property's schedule; undefined when there is no such property. `on` (a YYYY-MM-DD day, New
 * York's today when absent) lets the shared case table run the SQL on its own day.
 */
export const findPropertyInspectionSchedule = async (db: Db, propertyId: number, on?: string) => {
  const schedule = schedulesOf(sql`${propertyId}`, on === undefined ? today : sql`${on}::date`);
  const [row] = await db
    .select({
      scheduled: schedule.scheduled,
      lastInspection: asDay(schedule.lastInspection),
      dueDate: asDay(schedule.dueDate),
      state: schedule.state,
    })
    .from(schedule);
  return row;
};

type DueSelection = { staffLeadId: number | null; offset: number; limit: number };

/** A tile row over `schedule`, joined to its property and project. */
const dueFields = (schedule: Pick<typeof inspectionSchedules, 'lastInspection' | 'dueDate' | 'state'>) => ({
  propertyId: s.properties.id,
  propertyName: s.properties.name,
  projectId: s.properties.projectId,
  projectName: s.projects.name,
  lastInspection: asDay(schedule.lastInspection),
  dueDate: sql<string>`to_char(${schedule.dueDate}, 'YYYY-MM-DD')`,
  state: sql<'overdue' | 'dueSoon'>`${schedule.state}`,
  total: sql<number>`count(*) over()`.mapWith(Number),
});
const isDue = (schedule: typeof inspectionSchedules) => inArray(schedule.state, ['overdue', 'dueSoon']);

/**
 * The properties overdue or due within 90 days, soonest (so overdue) first, of the Active
 * instruments `staffLeadId` leads (every property when null), with their count. An Admin's reads
 * every schedule in one hashed pass; a staff lead's only the schedules of their own properties, each
 * through its indexes (a lateral join): the whole pass took 150 ms at 20,000 properties for a staff
 * lead of 150 of them.
 */
export const listInspectionsDue = (db: Db, { staffLeadId, offset, limit }: DueSelection) => {
  if (staffLeadId === null) {
    // The page first, then its properties and projects: joined before the sort, they were read for
    // every due property (6,000 of 20,000), a fifth of the tile's time.
    const page = db
      .select({
        propertyId: inspectionSchedules.propertyId,
        lastInspection: inspectionSchedules.lastInspection,
        dueDate: inspectionSchedules.dueDate,
        state: inspectionSchedules.state,
        total: sql<number>`count(*) over()`.as('total'),
      })
      .from(inspectionSchedules)
      .where(isDue(inspectionSchedules))
      .orderBy(asc(inspectionSchedules.dueDate), asc(inspectionSchedules.propertyId))
      .offset(offset)
      .limit(limit)
      .as('due_page');
    return db
      .select({ ...dueFields(page), total: sql<number>`${page.total}`.mapWith(Number) })
      .from(page)
      .innerJoin(s.properties, eq(s.properties.id, page.propertyId))
      .innerJoin(s.projects, eq(s.projects.id, s.properties.projectId))
      .orderBy(asc(page.dueDate), asc(s.properties.id));
  }
  // The project's name by its key: joined, the planner (expecting one due row) scanned every project per row.
  return db
    .select({
      ...dueFields(ofOuterProperty),
      projectName: sql<string>`(select ${qualified(s.projects.name)} from ${s.projects} where ${qualified(s.projects.id)} = ${qualified(s.properties.projectId)})`,
    })
    .from(s.properties)
    .innerJoinLateral(ofOuterProperty, sql`true`)
    .where(
      and(
        isDue(ofOuterProperty),
        sql`exists (select 1 from ${s.propertyInstruments}
          join ${s.instruments} on ${qualified(s.instruments.id)} = ${qualified(s.propertyInstruments.instrumentId)}
          where ${qualified(s.propertyInstruments.propertyId)} = ${qualified(s.properties.id)}
          and ${qualified(s.instruments.statusId)} = ${InstrumentStatus.Active} and ${qualified(s.instruments.staffLeadId)} = ${staffLeadId})`,
      ),
    )
    .orderBy(asc(ofOuterProperty.dueDate), asc(s.properties.id))
    .offset(offset)
    .limit(limit);
};

/** The count alone, past the last page (the window has no row to count on there). */
export const countInspectionsDue = async (db: Db, staffLeadId: number | null) =>
  (await listInspectionsDue(db, { staffLeadId, offset: 0, limit: 1 }))[0]?.total ?? 0;

/** Every property's schedule (the bench's 'schedule for all properties'). */
export const listAllInspectionSchedules = (db: Db) =>
  db
    .select({
      propertyId: inspectionSchedules.propertyId,
      lastInspection: asDay(inspectionSchedules.lastInspection),
      dueDate: asDay(inspectionSchedules.dueDate),
      state: inspectionSchedules.state,
    })
    .from(inspectionSchedules);
