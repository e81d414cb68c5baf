import { ReviewStatus } from '@app/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ChildParent, childParentTypes } from '../../db/child-parents';
import type { Db, Tx } from '../../db/client';
import { preparedPerKind } from '../../db/prepared';
import { reviewStatuses, reviews, users } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

const parentColumn = ({ type }: Pick<ChildParent, 'type'>) =>
  type === 'instrument' ? reviews.instrumentId : reviews.serviceId;

/**
 * Whether an instrument or a service has a review still open (status 1). The caller's status change
 * locks the parent row first, and a review add locks it too, so the answer holds until it commits.
 */
export const openReviewExists = async (
  tx: Db | Tx,
  { instrumentId, serviceId }: { instrumentId?: number; serviceId?: number },
): Promise<boolean> => {
  const parent =
    instrumentId !== undefined
      ? eq(reviews.instrumentId, instrumentId)
      : serviceId !== undefined
        ? eq(reviews.serviceId, serviceId)
        : undefined;
  if (!parent) throw new Error('openReviewExists needs an instrumentId or a serviceId');
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(parent, eq(reviews.reviewStatusId, ReviewStatus.Open)))
    .limit(1);
  return row !== undefined;
};

const assignees = alias(users, 'assignees');
const assigners = alias(users, 'assigners');

const selectReviews = (db: Db | Tx) =>
  db
    .select({
      id: reviews.id,
      version: reviews.version,
      instrumentId: reviews.instrumentId,
      serviceId: reviews.serviceId,
      reviewStatusId: reviews.reviewStatusId,
      reviewStatusName: reviewStatuses.name,
      assigneeId: reviews.assigneeId,
      assigneeName: assignees.name,
      assignerId: reviews.assignerId,
      assignerName: assigners.name,
      openDate: reviews.openDate,
      closeDate: reviews.closeDate,
      instructions: reviews.instructions,
      comments: reviews.comments,
    })
    .from(reviews)
    .innerJoin(reviewStatuses, eq(reviewStatuses.id, reviews.reviewStatusId))
    .innerJoin(assignees, eq(assignees.id, reviews.assigneeId))
    .innerJoin(assigners, eq(assigners.id, reviews.assignerId));

export type ReviewRow = Awaited<ReturnType<typeof listReviewRows>>[number];

const parentReviews = preparedPerKind(childParentTypes, (db, type) =>
  selectReviews(db)
    .where(eq(parentColumn({ type }), sql.placeholder('id')))
    .orderBy(sql`${reviews.reviewStatusId} <> ${ReviewStatus.Open}`, desc(reviews.openDate), desc(reviews.id))
    .prepare(`reviews_of_${type}`),
);

/** A parent's reviews: open ones first, then newest open date, then id descending. */
export const listReviewRows = (db: Db | Tx, parent: ChildParent) =>
  parentReviews(db)[parent.type].execute({ id: parent.id });

export const getReviewRow = async (db: Db | Tx, id: number): Promise<ReviewRow | undefined> => {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
};

/** The review as it is now, its row locked until the change commits (the rules read its status and people). */
export const lockReviewRow = async (tx: Tx, id: number): Promise<ReviewRow | undefined> => {
  await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
  return getReviewRow(tx, id);
};

export const getReviewRows = (db: Db | Tx, ids: number[]) =>
  selectReviews(db).where(inArray(reviews.id, ids)).orderBy(asc(reviews.id));

type ReviewValues = Omit<typeof reviews.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertReviewRow = (tx: Tx, actor: Actor, values: ReviewValues) =>
  insertAudited(tx, actor, reviews, values);

export const updateReviewRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<ReviewValues> },
) => updateVersioned(tx, actor, reviews, id, version, values);

export const deleteReviewRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteAudited(tx, actor, reviews, id, version);
