import { ReviewStatus } from '@app/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  builtEnvironmentFeatures,
  events,
  eventTypes,
  instruments,
  localities,
  properties,
  propertyInstruments,
  propertyLocalities,
  reviews,
  users,
} from '../../db/schema';
import { projectServiceIds } from '../../db/shared-sql/project-service-ids';
import { readAll } from '../../db/tx';

const propertyColumns = {
  id: properties.id,
  name: properties.name,
  statusId: properties.statusId,
  calculatedAcres: properties.calculatedAcres,
  acres: properties.acres,
};

export const listPropertyRows = (db: Db, projectId: number) =>
  db.select(propertyColumns).from(properties).where(eq(properties.projectId, projectId));

/** The primary locality of the newest (highest id) property of the project that has one. */
export const getLatestPropertyLocality = async (db: Db, projectId: number) => {
  const [row] = await db
    .select({ localityId: localities.id, name: localities.name })
    .from(properties)
    .innerJoin(
      propertyLocalities,
      and(eq(propertyLocalities.propertyId, properties.id), eq(propertyLocalities.isPrimary, true)),
    )
    .innerJoin(localities, eq(localities.id, propertyLocalities.localityId))
    .where(eq(properties.projectId, projectId))
    .orderBy(desc(properties.id))
    .limit(1);
  return row;
};

/**
 * The newest events of the project's instruments and services, date then id descending. Two branches
 * so each finds its rows through its own (parent, date) index.
 */
export const listLatestEventRows = (db: Db, { projectId, limit }: { projectId: number; limit: number }) => {
  const creator = alias(users, 'event_creator');
  const base = () =>
    db
      .select({
        id: events.id,
        eventTypeId: events.eventTypeId,
        eventTypeName: eventTypes.name,
        date: events.date,
        notes: events.notes,
        createdByName: creator.name,
        instrumentId: events.instrumentId,
        serviceId: events.serviceId,
      })
      .from(events)
      .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
      .leftJoin(creator, eq(creator.id, events.createdById));
  return unionAll(
    base()
      .innerJoin(instruments, eq(instruments.id, events.instrumentId))
      .where(eq(instruments.projectId, projectId)),
    base().where(inArray(events.serviceId, projectServiceIds(db, projectId))),
  )
    .orderBy(sql`"date" desc`, sql`"id" desc`)
    .limit(limit);
};

/** What the development rights are summed from: the project's properties, their instrument links and features. */
export const listDevelopmentRightsRows = async (db: Db, projectId: number) => {
  const [propertyRows, links, features] = await readAll(db, [
    () =>
      db
        .select({ id: properties.id, statusId: properties.statusId })
        .from(properties)
        .where(eq(properties.projectId, projectId)),
    () =>
      db
        .select({
          propertyId: propertyInstruments.propertyId,
          instrumentStatusId: instruments.statusId,
          futurePropertiesAllowed: propertyInstruments.futurePropertiesAllowed,
          dwellingsAllowed: propertyInstruments.dwellingsAllowed,
          finishedAreaAllowed: propertyInstruments.finishedAreaAllowed,
          imperviousAreaAllowed: propertyInstruments.imperviousAreaAllowed,
        })
        .from(propertyInstruments)
        .innerJoin(properties, eq(properties.id, propertyInstruments.propertyId))
        .innerJoin(instruments, eq(instruments.id, propertyInstruments.instrumentId))
        .where(eq(properties.projectId, projectId)),
    () =>
      db
        .select({
          propertyId: builtEnvironmentFeatures.propertyId,
          exists: builtEnvironmentFeatures.exists,
          dwellingUnits: builtEnvironmentFeatures.dwellingUnits,
          finishedArea: builtEnvironmentFeatures.finishedArea,
          imperviousArea: builtEnvironmentFeatures.imperviousArea,
        })
        .from(builtEnvironmentFeatures)
        .innerJoin(properties, eq(properties.id, builtEnvironmentFeatures.propertyId))
        .where(eq(properties.projectId, projectId)),
  ]);
  return { properties: propertyRows, links, features };
};

/** Open reviews of the project's instruments, and of its services: two filters, each met through its own index. */
const openReviewFilters = (db: Db, projectId: number) => {
  const open = eq(reviews.reviewStatusId, ReviewStatus.Open);
  const instrumentIds = db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.projectId, projectId));
  return [
    and(open, inArray(reviews.instrumentId, instrumentIds)),
    and(open, inArray(reviews.serviceId, projectServiceIds(db, projectId))),
  ] as const;
};

const reviewsWithNames = (db: Db) => {
  const assignee = alias(users, 'assignee');
  const assigner = alias(users, 'assigner');
  return db
    .select({
      id: reviews.id,
      assigneeName: assignee.name,
      assignerName: assigner.name,
      openDate: reviews.openDate,
      instrumentId: reviews.instrumentId,
      serviceId: reviews.serviceId,
    })
    .from(reviews)
    .innerJoin(assignee, eq(assignee.id, reviews.assigneeId))
    .innerJoin(assigner, eq(assigner.id, reviews.assignerId));
};

/** One page of the open reviews, oldest first (open date, then id), and how many there are in all. */
export const listOpenReviewRows = async (
  db: Db,
  { projectId, limit, offset }: { projectId: number; limit: number; offset: number },
) => {
  const [onInstruments, onServices] = openReviewFilters(db, projectId);
  const ids = (where: typeof onInstruments) => db.select({ id: reviews.id }).from(reviews).where(where);
  const [items, [{ total }]] = await readAll(db, [
    () =>
      unionAll(reviewsWithNames(db).where(onInstruments), reviewsWithNames(db).where(onServices))
        .orderBy(sql`"open_date"`, sql`"id"`)
        .limit(limit)
        .offset(offset),
    () =>
      db.select({ total: count() }).from(unionAll(ids(onInstruments), ids(onServices)).as('open_reviews')),
  ]);
  return { items, total };
};
