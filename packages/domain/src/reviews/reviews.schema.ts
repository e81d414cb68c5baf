import { z } from 'zod';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import { numericId, optionalText, optionId, orNull, requiredText, savedVersion } from '../validators';

export const reviewMessages = {
  oneParent: 'A review belongs to exactly one Instrument or one Service.',
  assigneeOnce: 'An Assignee may be chosen only once.',
  tooManyAssignees: `No more than ${ListLimits.additionalReviewAssignees + 1} Assignees are allowed.`,
  assigneeNotFound: messages.userNotFound,
  assigneeViewOnly: 'A view-only user cannot be assigned a Review.',
  notOpen: 'Only an open Review can be changed.',
  notParticipant: 'Only an admin, the assignee or the assigner may change this Review.',
  instructionsNotAllowed: 'Only an admin or the assigner may change the Instructions.',
  commentsNotAllowed: 'Only an admin or the assignee may change the Reviewer Comments.',
  statusNotAllowed: 'You may not set this Review to that status.',
  notFound: 'Review not found.',
  withdrawQuestion:
    'If you withdraw a Review, it will be deleted. Are you sure you want to withdraw this Review?',
  addEventQuestion: 'The Review is complete. Would you like to add a relevant Event?',
} as const;

/** The most reviews one add makes (the assignee plus additional assignees). */
export const MaxReviewAssignees = ListLimits.additionalReviewAssignees + 1;

const instructions = requiredText('Instructions', { min: 3, max: 256 });
const comments = optionalText('Reviewer Comments', { max: 250 });

const reviewFormFields = {
  assigneeId: optionId('Assignee'),
  assigneeIds: z
    .array(z.unknown(), { error: messages.required('Assignee') })
    .max(ListLimits.additionalReviewAssignees, { error: reviewMessages.tooManyAssignees, abort: true })
    .pipe(z.array(optionId('Assignee'))),
  instructions,
  comments,
};

/** No assignee twice: each repeat gets the message at its own input. */
const eachAssigneeOnce = (review: { assigneeId: number; assigneeIds: number[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<number>([review.assigneeId]);
  review.assigneeIds.forEach((id, index) => {
    if (seen.has(id))
      ctx.addIssue({ code: 'custom', message: reviewMessages.assigneeOnce, path: ['assigneeIds', index] });
    seen.add(id);
  });
};

/**
 * The add form (spec 3 §5): an assignee, additional assignees each chosen (or removed), no one twice,
 * instructions 3 to 256, reviewer comments up to 250. One review is made per assignee.
 */
export const reviewFormSchema = z.object(reviewFormFields).superRefine(eachAssigneeOnce);
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

/** POST review/create: one review per assignee of one instrument or one service; the caller assigns. */
export const reviewCreateSchema = z
  .object({
    ...reviewFormFields,
    instrumentId: orNull(numericId('Instrument ID')),
    serviceId: orNull(numericId('Service ID')),
  })
  .superRefine(eachAssigneeOnce)
  .refine((r) => (r.instrumentId === null) !== (r.serviceId === null), {
    message: reviewMessages.oneParent,
    path: ['instrumentId'],
  });
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

/** The edit form of an open review: status, instructions, comments (who may change which: reviews.rules). */
export const reviewEditSchema = z.object({
  reviewStatusId: optionId('Status'),
  instructions,
  comments,
});
export type ReviewEditInput = z.input<typeof reviewEditSchema>;

/** PUT review/update (version-checked). Status 4 (Withdrawn) deletes the review. */
export const reviewUpdateSchema = reviewEditSchema.extend({
  id: numericId('ID'),
  version: savedVersion,
});
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

/** A review as the cards list it (spec 3 §3); open and close dates are calendar days. */
export const reviewSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  instrumentId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  reviewStatusId: z.number().int(),
  reviewStatusName: z.string(),
  assigneeId: z.number().int(),
  assigneeName: z.string(),
  assignerId: z.number().int(),
  assignerName: z.string(),
  openDate: z.string(),
  closeDate: z.string().nullable(),
  instructions: z.string(),
  comments: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
