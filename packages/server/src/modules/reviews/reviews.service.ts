import {
  assigneeRefusal,
  isAdmin,
  mayChooseReviewStatus,
  mayEditReview,
  mayEditReviewComments,
  mayEditReviewInstructions,
  type Review,
  type ReviewCreate,
  ReviewStatus,
  type ReviewUpdate,
  reviewMessages,
  todayInDisplayZone,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import { type ChildParent, checkParentExists, lockParent, parentOf } from '../../db/child-parents';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { listAssigneeCandidates } from '../users/api';
import {
  deleteReviewRow,
  getReviewRow,
  getReviewRows,
  insertReviewRow,
  listReviewRows,
  lockReviewRow,
  openReviewExists,
  type ReviewRow,
  updateReviewRow,
} from './reviews.repo';

const reviewNotFound = () => notFound(reviewMessages.notFound);

/**
 * Whether an instrument or a service has a review still open: a status change that needs none locks
 * the parent first, and a review add locks it too, so the answer holds until the change commits.
 */
export const hasOpenReviews = (db: Db | Tx, parent: { instrumentId?: number; serviceId?: number }) =>
  openReviewExists(db, parent);

export const listReviews = async (db: Db, parent: ChildParent): Promise<Review[]> => {
  await checkParentExists(db, parent);
  return listReviewRows(db, parent);
};

/**
 * One review per assignee, assigned by the caller. The parent is locked first: its status change to
 * Active (instrument) or Closed (service) reads the open reviews under the same lock.
 */
export const createReviews = (db: Db, input: ReviewCreate, { actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const parent = parentOf(input);
    await lockParent(tx, parent);
    const assigneeIds = [input.assigneeId, ...input.assigneeIds];
    const candidates = await listAssigneeCandidates(tx, assigneeIds);
    const refusal = assigneeRefusal(candidates.get(input.assigneeId));
    if (refusal) throw fieldError('assigneeId', refusal);
    input.assigneeIds.forEach((id, index) => {
      const refused = assigneeRefusal(candidates.get(id));
      if (refused) throw fieldError(`assigneeIds.${index}`, refused);
    });
    const ids: number[] = [];
    for (const assigneeId of assigneeIds) {
      const row = await insertReviewRow(tx, actor, {
        instrumentId: input.instrumentId,
        serviceId: input.serviceId,
        reviewStatusId: ReviewStatus.Open,
        assigneeId,
        assignerId: actor.userId as number,
        openDate: todayInDisplayZone(),
        instructions: input.instructions,
        comments: input.comments,
      });
      ids.push(row.id);
    }
    return getReviewRows(tx, ids);
  });

/** Checks what the caller changes against who they are (spec 3 §4); answers 403 with the rule broken. */
const checkChange = (review: ReviewRow, input: ReviewUpdate, { user, actor }: Caller) => {
  const who = { userId: actor.userId ?? -1, isAdmin: isAdmin(user) };
  if (review.reviewStatusId !== ReviewStatus.Open) throw badRequest(reviewMessages.notOpen);
  if (!mayEditReview(review, who)) throw forbidden(reviewMessages.notParticipant);
  if (input.instructions !== review.instructions && !mayEditReviewInstructions(review, who))
    throw forbidden(reviewMessages.instructionsNotAllowed);
  if (input.comments !== review.comments && !mayEditReviewComments(review, who))
    throw forbidden(reviewMessages.commentsNotAllowed);
  if (!mayChooseReviewStatus(review, who, input.reviewStatusId))
    throw forbidden(reviewMessages.statusNotAllowed);
};

/**
 * PUT review/update. Complete closes the review today; Withdrawn deletes it (spec 3 §4) and answers
 * the review as it was, with the Withdrawn status, so the page knows it is gone.
 */
export const updateReview = (db: Db, input: ReviewUpdate, caller: Caller) =>
  inTransaction(db, async (tx): Promise<Review> => {
    const review = await lockReviewRow(tx, input.id);
    if (!review) throw reviewNotFound();
    checkChange(review, input, caller);
    if (input.reviewStatusId === ReviewStatus.Withdrawn) {
      await deleteReviewRow(tx, caller.actor, { id: input.id, version: input.version });
      return { ...review, reviewStatusId: ReviewStatus.Withdrawn, reviewStatusName: 'Withdrawn' };
    }
    await updateReviewRow(tx, caller.actor, {
      id: input.id,
      version: input.version,
      values: {
        reviewStatusId: input.reviewStatusId,
        instructions: input.instructions,
        comments: input.comments,
        closeDate: input.reviewStatusId === ReviewStatus.Complete ? todayInDisplayZone() : null,
      },
    });
    return (await getReviewRow(tx, input.id)) as ReviewRow;
  });

/** DELETE review/delete/{id} is the withdrawal: allowed to those who may choose Withdrawn. */
export const withdrawReview = (db: Db, { id, version }: { id: number; version?: number }, caller: Caller) =>
  inTransaction(db, async (tx) => {
    const review = await lockReviewRow(tx, id);
    if (!review) throw reviewNotFound();
    checkChange(
      review,
      {
        id,
        version: version ?? review.version,
        reviewStatusId: ReviewStatus.Withdrawn,
        instructions: review.instructions,
        comments: review.comments,
      },
      caller,
    );
    await deleteReviewRow(tx, caller.actor, { id, version });
    return { id };
  });
