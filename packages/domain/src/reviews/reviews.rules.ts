import { ReviewStatus } from '../ids';
import type { User } from '../lookups';
import { reviewMessages } from './reviews.schema';

export type ReviewParticipants = { reviewStatusId: number; assigneeId: number; assignerId: number };
export type ReviewUser = { userId: number; isAdmin: boolean };

const isOpen = (review: ReviewParticipants) => review.reviewStatusId === ReviewStatus.Open;

/**
 * The statuses a user may pick for a review (spec 3 §4), or null when the status is shown as text.
 * The assigner: Open and Complete, and Withdrawn only when also the assignee or an admin. An assignee
 * who is not the assigner: Open and Complete. Anyone else, and any review no longer open: text.
 */
export const reviewStatusChoices = (review: ReviewParticipants, user: ReviewUser): number[] | null => {
  if (!isOpen(review)) return null;
  const isAssigner = review.assignerId === user.userId;
  const isAssignee = review.assigneeId === user.userId;
  if (isAssigner)
    return isAssignee || user.isAdmin
      ? [ReviewStatus.Open, ReviewStatus.Complete, ReviewStatus.Withdrawn]
      : [ReviewStatus.Open, ReviewStatus.Complete];
  if (isAssignee) return [ReviewStatus.Open, ReviewStatus.Complete];
  return null;
};

/** A review can be edited only while open, and only by an admin, its assignee or its assigner. */
export const mayEditReview = (review: ReviewParticipants, user: ReviewUser): boolean =>
  isOpen(review) && (user.isAdmin || review.assigneeId === user.userId || review.assignerId === user.userId);

/** Admins and the assigner edit the instructions. */
export const mayEditReviewInstructions = (review: ReviewParticipants, user: ReviewUser): boolean =>
  mayEditReview(review, user) && (user.isAdmin || review.assignerId === user.userId);

/** Admins and the assignee edit the reviewer comments. */
export const mayEditReviewComments = (review: ReviewParticipants, user: ReviewUser): boolean =>
  mayEditReview(review, user) && (user.isAdmin || review.assigneeId === user.userId);

/** May the user move the review to `statusId`? Keeping the current status is always allowed to an editor. */
export const mayChooseReviewStatus = (
  review: ReviewParticipants,
  user: ReviewUser,
  statusId: number,
): boolean =>
  statusId === review.reviewStatusId
    ? mayEditReview(review, user)
    : (reviewStatusChoices(review, user)?.includes(statusId) ?? false);

/**
 * Why this user may not be given a review, or null: an assignee must be able to act on it, so an
 * unknown or inactive user and a view-only one (as of their last sign-in) are refused.
 */
export const assigneeRefusal = (user: Pick<User, 'inactive' | 'viewOnly'> | undefined): string | null =>
  !user || user.inactive
    ? reviewMessages.assigneeNotFound
    : user.viewOnly
      ? reviewMessages.assigneeViewOnly
      : null;
