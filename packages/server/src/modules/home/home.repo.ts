import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  agreementTypes,
  instruments,
  instrumentTypes,
  projects,
  reviewStatuses,
  reviews,
  serviceCategories,
  services,
  serviceTypes,
  serviceTypesLink,
  users,
} from '../../db/schema';
import { readAll } from '../../db/tx';

/**
 * The home page's four lists: a read model across instruments, services and reviews (one user's
 * work), so it lives in its own module rather than in any one entity's. Each list is read through
 * the index made for it (`*_staff_lead_status`, `reviews_assignee_status`, `reviews_assigner_status`):
 * the user and status pick the rows, already in open-date-then-id order (spec 1 §2).
 */
type Paging = { offset: number; limit: number };

export const listStaffLeadInstruments = async (
  db: Db,
  { userId, statusId, offset, limit }: { userId: number; statusId: number } & Paging,
) => {
  const where = and(eq(instruments.staffLeadId, userId), eq(instruments.statusId, statusId));
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          id: instruments.id,
          projectId: instruments.projectId,
          projectName: projects.name,
          instrumentType: instrumentTypes.code,
          agreementType: agreementTypes.name,
          openDate: instruments.openDate,
        })
        .from(instruments)
        .innerJoin(projects, eq(projects.id, instruments.projectId))
        .innerJoin(agreementTypes, eq(agreementTypes.id, instruments.agreementTypeId))
        .leftJoin(instrumentTypes, eq(instrumentTypes.id, instruments.typeId))
        .where(where)
        .orderBy(asc(instruments.openDate), asc(instruments.id))
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(instruments).where(where),
  ]);
  return { items, total };
};

export const listStaffLeadServices = async (
  db: Db,
  { userId, statusId, offset, limit }: { userId: number; statusId: number } & Paging,
) => {
  const where = and(eq(services.staffLeadId, userId), eq(services.statusId, statusId));
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          id: services.id,
          projectId: services.projectId,
          projectName: projects.name,
          isMultiProperty: services.isMultiProperty,
          serviceCategory: serviceCategories.name,
          serviceType: sql<string>`coalesce((
          select string_agg(${qualified(serviceTypes.name)}, '; ' order by ${qualified(serviceTypes.name)})
          from ${serviceTypesLink} join ${serviceTypes} on ${qualified(serviceTypes.id)} = ${qualified(serviceTypesLink.typeId)}
          where ${qualified(serviceTypesLink.serviceId)} = ${qualified(services.id)}), '')`,
          openDate: services.openDate,
        })
        .from(services)
        .innerJoin(projects, eq(projects.id, services.projectId))
        .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(where)
        .orderBy(asc(services.openDate), asc(services.id))
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(services).where(where),
  ]);
  return { items, total };
};

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');
const parentInstrument = alias(instruments, 'parent_instrument');
const parentService = alias(services, 'parent_service');

/** Reviews chosen by `where` (an assignee or an assigner, and the statuses), with their parent's project. */
const listReviews = async (db: Db, where: SQL | undefined, { offset, limit }: Paging) => {
  const primaryProjectId = sql<number>`coalesce(${parentInstrument.projectId}, ${parentService.projectId})`;
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          id: reviews.id,
          instrumentId: reviews.instrumentId,
          serviceId: reviews.serviceId,
          primaryProjectId,
          projectName: projects.name,
          reviewStatusId: reviews.reviewStatusId,
          reviewStatus: reviewStatuses.name,
          assigneeName: assignee.name,
          assignerName: assigner.name,
          openDate: reviews.openDate,
          instructions: reviews.instructions,
        })
        .from(reviews)
        .leftJoin(parentInstrument, eq(parentInstrument.id, reviews.instrumentId))
        .leftJoin(parentService, eq(parentService.id, reviews.serviceId))
        .innerJoin(projects, eq(projects.id, primaryProjectId))
        .innerJoin(reviewStatuses, eq(reviewStatuses.id, reviews.reviewStatusId))
        .innerJoin(assignee, eq(assignee.id, reviews.assigneeId))
        .innerJoin(assigner, eq(assigner.id, reviews.assignerId))
        .where(where)
        .orderBy(asc(reviews.openDate), asc(reviews.id))
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { items, total };
};

export const listReviewsAssignedTo = (
  db: Db,
  { userId, statusId, ...paging }: { userId: number; statusId: number } & Paging,
) => listReviews(db, and(eq(reviews.assigneeId, userId), eq(reviews.reviewStatusId, statusId)), paging);

export const listReviewsAssignedBy = (
  db: Db,
  { userId, exceptStatusId, ...paging }: { userId: number; exceptStatusId: number } & Paging,
) => listReviews(db, and(eq(reviews.assignerId, userId), ne(reviews.reviewStatusId, exceptStatusId)), paging);
