import { describe, expect, it } from 'vitest';
import { ReviewStatus } from '../ids';
import {
  mayChooseReviewStatus,
  mayEditReview,
  mayEditReviewComments,
  mayEditReviewInstructions,
  reviewStatusChoices,
} from './reviews.rules';
import { reviewFormSchema } from './reviews.schema';

const { Open, Complete, Withdrawn } = ReviewStatus;
const assigner = 1;
const assignee = 2;
const other = 3;
const review = { reviewStatusId: Open, assigneeId: assignee, assignerId: assigner };
const selfAssigned = { reviewStatusId: Open, assigneeId: assigner, assignerId: assigner };

describe('reviewStatusChoices (spec 3 §4)', () => {
  it.each([
    ['the assigner', review, assigner, false, [Open, Complete]],
    ['an admin assigner', review, assigner, true, [Open, Complete, Withdrawn]],
    ['an assigner who is the assignee', selfAssigned, assigner, false, [Open, Complete, Withdrawn]],
    ['the assignee', review, assignee, false, [Open, Complete]],
    ['an admin assignee', review, assignee, true, [Open, Complete]],
    ['anyone else', review, other, false, null],
    ['an admin who is neither', review, other, true, null],
    ['the assigner of a completed review', { ...review, reviewStatusId: Complete }, assigner, true, null],
  ])('%s chooses from %j', (_who, r, userId, isAdmin, choices) => {
    expect(reviewStatusChoices(r, { userId, isAdmin })).toEqual(choices);
  });
});

describe('review edit permissions', () => {
  it.each([
    [assigner, false, { edit: true, instructions: true, comments: false }],
    [assignee, false, { edit: true, instructions: false, comments: true }],
    [other, true, { edit: true, instructions: true, comments: true }],
    [other, false, { edit: false, instructions: false, comments: false }],
  ])('user %i (admin %s) may %j', (userId, isAdmin, expected) => {
    const user = { userId, isAdmin };
    expect({
      edit: mayEditReview(review, user),
      instructions: mayEditReviewInstructions(review, user),
      comments: mayEditReviewComments(review, user),
    }).toEqual(expected);
  });
  it('allows nothing once the review is no longer open', () => {
    const done = { ...review, reviewStatusId: Complete };
    expect(mayEditReview(done, { userId: assigner, isAdmin: true })).toBe(false);
    expect(mayChooseReviewStatus(done, { userId: assigner, isAdmin: true }, Complete)).toBe(false);
  });
  it('keeps the status for any editor, changes it only to a choice', () => {
    expect(mayChooseReviewStatus(review, { userId: other, isAdmin: true }, Open)).toBe(true);
    expect(mayChooseReviewStatus(review, { userId: other, isAdmin: true }, Complete)).toBe(false);
    expect(mayChooseReviewStatus(review, { userId: assignee, isAdmin: false }, Withdrawn)).toBe(false);
    expect(mayChooseReviewStatus(review, { userId: assignee, isAdmin: false }, 3)).toBe(false);
  });
});

describe('reviewFormSchema (spec 3 §5)', () => {
  const valid = { assigneeId: '5', assigneeIds: ['6'], instructions: 'Check', comments: '' };
  it('parses the add form', () => {
    expect(reviewFormSchema.parse(valid)).toEqual({
      assigneeId: 5,
      assigneeIds: [6],
      instructions: 'Check',
      comments: null,
    });
  });
  it.each([
    [{ assigneeId: '' }, ['assigneeId'], 'The Assignee field is required.'],
    [{ assigneeIds: [''] }, ['assigneeIds', 0], 'The Assignee field is required.'],
    [{ assigneeIds: ['6', '5'] }, ['assigneeIds', 1], 'An Assignee may be chosen only once.'],
    [
      { assigneeIds: Array.from({ length: 20 }, (_, i) => String(i + 10)) },
      ['assigneeIds'],
      'No more than 20 Assignees are allowed.',
    ],
    [{ instructions: 'ab' }, ['instructions'], 'The Instructions field must be at least 3 characters.'],
    [
      { instructions: 'x'.repeat(257) },
      ['instructions'],
      'The Instructions field may not be greater than 256 characters.',
    ],
    [
      { comments: 'x'.repeat(251) },
      ['comments'],
      'The Reviewer Comments field may not be greater than 250 characters.',
    ],
  ])('refuses %j at %j', (values, path, message) => {
    const issues = reviewFormSchema.safeParse({ ...valid, ...values }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])).toEqual([[path, message]]);
  });
});
