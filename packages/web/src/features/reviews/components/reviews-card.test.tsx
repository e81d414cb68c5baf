import { type Review, ReviewStatus, reviewMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ReviewsCard } from './reviews-card';

const other = 3;
const review = (values: Partial<Review> = {}): Review => ({
  id: 50,
  version: 1,
  instrumentId: 12,
  serviceId: null,
  reviewStatusId: ReviewStatus.Open,
  reviewStatusName: 'Open',
  assigneeId: staffUser.id,
  assigneeName: 'Sam Staff',
  assignerId: other,
  assignerName: 'Olive Other',
  openDate: '2024-05-01',
  closeDate: null,
  instructions: 'Check the deed.',
  comments: null,
  ...values,
});
const statuses = ['Open', 'Complete', 'Dismissed', 'Withdrawn'].map((name, i) => ({
  id: i + 1,
  name,
  sortOrder: i,
  archiveDate: null,
}));

const renderCard = (me: CurrentUser, reviews: Review[], api: Parameters<typeof mockApi>[0] = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/instrument/12/reviews': { body: reviews },
    'GET /api/review/statuses': { body: statuses },
    'GET /api/event/instrumenteventtypes': {
      body: [
        {
          id: 2,
          name: 'Board Approved',
          sortOrder: 1,
          archiveDate: null,
          adminEditOnly: false,
          adminDeleteOnly: false,
        },
      ],
    },
    ...api,
  });
  renderWithProviders(<ReviewsCard parent={{ type: 'instrument', id: 12 }} projectId={5} />);
  return fetch;
};

/** The card starts collapsed (spec 3 §2): open it as a user would. */
const expandCard = async () => {
  const card = within(await screen.findByRole('region', { name: 'Reviews' }));
  await userEvent.click(card.getByRole('button', { name: 'Reviews' }));
  return card;
};

const openEdit = async () => {
  const card = await expandCard();
  await userEvent.click(await card.findByRole('button', { name: 'Edit Review for Sam Staff' }));
  return within(await screen.findByRole('form', { name: 'Edit Review for Sam Staff' }));
};

const statusChoices = async (form: ReturnType<typeof within>) => {
  await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent);
};

describe('Reviews card: status choices per role (spec 3 §4)', { timeout: 20_000 }, () => {
  it.each([
    ['the assignee', staffUser, review(), ['Open', 'Complete']],
    [
      'the assigner',
      staffUser,
      review({ assigneeId: other, assignerId: staffUser.id }),
      ['Open', 'Complete'],
    ],
    ['an admin assigner', adminUser, review({ assignerId: adminUser.id }), ['Open', 'Complete', 'Withdrawn']],
    [
      'an assigner who is also the assignee',
      staffUser,
      review({ assignerId: staffUser.id }),
      ['Open', 'Complete', 'Withdrawn'],
    ],
  ])('%s chooses from %j', async (_who, me, r, choices) => {
    renderCard(me, [r]);
    expect(await statusChoices(await openEdit())).toEqual(choices);
  });

  it('shows an admin who is neither the status as text, with instructions and comments editable', async () => {
    renderCard(adminUser, [review()]);
    const form = await openEdit();
    expect(form.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(form.getByText('Open')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Instructions' })).toBeEnabled();
    expect(form.getByRole('textbox', { name: 'Reviewer Comments' })).toBeEnabled();
  });

  it('lets the assignee edit comments but not instructions, and offers nothing to bystanders or viewers', async () => {
    renderCard(staffUser, [review()]);
    const form = await openEdit();
    expect(form.getByRole('textbox', { name: 'Instructions' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Reviewer Comments' })).toBeEnabled();
  });

  it.each([
    ['a staff bystander', staffUser, review({ assigneeId: other, assignerId: 4 })],
    ['a view-only user', viewOnlyUser, review({ assigneeId: viewOnlyUser.id })],
    ['anyone, once complete', adminUser, review({ reviewStatusId: 2, reviewStatusName: 'Complete' })],
  ])('%s sees no Edit', async (_who, me, r) => {
    renderCard(me, [r]);
    const card = await expandCard();
    // Found by role: the review is shown (not hidden in the collapsed card), without an Edit button.
    expect(await card.findByRole('article', { name: 'Review for Sam Staff' })).toHaveTextContent(
      'Check the deed.',
    );
    expect(card.queryByRole('button', { name: /Edit Review/ })).not.toBeInTheDocument();
  });

  it('asks before withdrawing and sends Withdrawn only on Yes', async () => {
    const fetch = renderCard(adminUser, [review({ assignerId: adminUser.id })], {
      'PUT /api/review/update': { body: review({ reviewStatusId: ReviewStatus.Withdrawn }) },
    });
    const form = await openEdit();
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawn' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const question = within(await screen.findByRole('dialog', { name: 'Withdraw Review' }));
    expect(question.getByText(reviewMessages.withdrawQuestion)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ id: 50, version: 1, reviewStatusId: 4 });
  });

  it('offers to add an event after completing, and opens the event form on Yes', async () => {
    renderCard(staffUser, [review()], {
      'PUT /api/review/update': { body: review({ reviewStatusId: ReviewStatus.Complete }) },
    });
    const form = await openEdit();
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Complete' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Add Event' }));
    expect(prompt.getByText(reviewMessages.addEventQuestion)).toBeInTheDocument();
    await userEvent.click(prompt.getByRole('button', { name: 'Yes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a Relevant Event' }));
    expect(dialog.getByRole('form', { name: 'Add Event' })).toBeInTheDocument();
  });
});

describe('Add Review: who may be assigned', { timeout: 20_000 }, () => {
  it('offers active users who can act on a review, never a view-only or inactive one', async () => {
    renderCard(staffUser, [], {
      'GET /api/users': {
        body: [
          { id: 3, name: 'Olive Other', inactive: false, viewOnly: false },
          { id: 8, name: 'Old Timer', inactive: true, viewOnly: false },
          { id: 9, name: 'Vic Viewer', inactive: false, viewOnly: true },
        ],
      },
    });
    const card = await expandCard();
    await userEvent.click(card.getByRole('button', { name: 'Add Review' }));
    const form = within(await screen.findByRole('form', { name: 'Add Review' }));
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Assignee' })).toBeEnabled());
    await userEvent.click(form.getByRole('combobox', { name: 'Assignee' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Olive Other']);
  });
});
