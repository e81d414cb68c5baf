import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactRoles,
  events,
  eventTypes,
  imageryAssessmentSources,
  localities,
  projects,
  propertyLocalities,
  users,
} from '../../db/schema';

/** The rows the inspection form adds to the service: read-only, in the form's orders. */
export const getProjectName = async (db: Db, id: number) => {
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, id));
  return row?.name;
};

/** The service's events, newest first as the Events card lists them. */
export const listServiceEventRows = (db: Db, serviceId: number) =>
  db
    .select({
      eventTypeName: eventTypes.name,
      date: events.date,
      notes: events.notes,
      createdByName: users.name,
    })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(users, eq(users.id, events.createdById))
    .where(eq(events.serviceId, serviceId))
    .orderBy(desc(events.date), desc(events.id));

/** Locality names of the properties, primary first, then by name. */
export const listLocalityNames = async (db: Db, propertyIds: number[]) => {
  const rows =
    propertyIds.length === 0
      ? []
      : await db
          .select({ propertyId: propertyLocalities.propertyId, name: localities.name })
          .from(propertyLocalities)
          .innerJoin(localities, eq(localities.id, propertyLocalities.localityId))
          .where(inArray(propertyLocalities.propertyId, propertyIds))
          .orderBy(desc(propertyLocalities.isPrimary), asc(localities.name));
  const byProperty = new Map<number, string[]>();
  for (const row of rows)
    byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row.name]);
  return byProperty;
};

export const imagerySourceNames = async (db: Db) =>
  new Map(
    (
      await db
        .select({ id: imageryAssessmentSources.id, name: imageryAssessmentSources.name })
        .from(imageryAssessmentSources)
    ).map((row) => [row.id, row.name]),
  );

export const contactRoleNames = async (db: Db) =>
  new Map(
    (await db.select({ id: contactRoles.id, name: contactRoles.name }).from(contactRoles)).map((row) => [
      row.id,
      row.name,
    ]),
  );
