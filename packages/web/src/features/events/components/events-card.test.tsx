import type { Event } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { EventsCard } from './events-card';

const type = (
  id: number,
  name: string,
  flags: { adminEditOnly?: boolean; adminDeleteOnly?: boolean } = {},
) => ({
  id,
  name,
  sortOrder: id,
  archiveDate: null,
  adminEditOnly: flags.adminEditOnly ?? false,
  adminDeleteOnly: flags.adminDeleteOnly ?? false,
});
const eventTypes = [
  type(1, 'Application Received'),
  type(7, 'Amended', { adminEditOnly: true }),
  type(9, 'Executed', { adminDeleteOnly: true }),
];
const event = (id: number, eventTypeId: number, eventTypeName: string, date: string): Event => ({
  id,
  version: 1,
  instrumentId: 12,
  serviceId: null,
  eventTypeId,
  eventTypeName,
  date,
  notes: null,
  createdByName: 'Sam Staff',
});
const events = [
  event(2, 9, 'Executed', '2024-03-11T04:00:00.000Z'),
  event(1, 1, 'Application Received', '2024-01-05T05:00:00.000Z'),
];

const renderCard = (me: CurrentUser, api: Parameters<typeof mockApi>[0] = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/instrument/12/events': { body: events },
    'GET /api/event/instrumenteventtypes': { body: eventTypes },
    ...api,
  });
  renderWithProviders(<EventsCard parent={{ type: 'instrument', id: 12 }} projectId={5} />);
  return fetch;
};
const cardOf = async () => within(await screen.findByRole('region', { name: 'Events' }));

const offeredTypes = async () => {
  const card = await cardOf();
  await userEvent.click(await card.findByRole('button', { name: 'Add Event' }));
  const form = within(await screen.findByRole('form', { name: 'Add Event' }));
  await userEvent.click(form.getByRole('combobox', { name: 'Event Type' }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent);
};

describe('Events card (spec 3 §5)', { timeout: 20_000 }, () => {
  it('offers admin-edit-only types to admins only', async () => {
    renderCard(staffUser);
    expect(await offeredTypes()).toEqual(['Application Received', 'Executed']);
  });

  it('offers every active type to an admin', async () => {
    renderCard(adminUser);
    expect(await offeredTypes()).toEqual(['Application Received', 'Amended', 'Executed']);
  });

  it('disables the delete of an admin-delete-only event for staff, and locks its type and date', async () => {
    renderCard(staffUser);
    const card = await cardOf();
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Delete Executed 03/11/2024' })).toBeDisabled(),
    );
    expect(card.getByRole('button', { name: 'Delete Application Received 01/05/2024' })).toBeEnabled();
    await userEvent.click(card.getByRole('button', { name: 'Edit Executed 03/11/2024' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Executed Event' }));
    expect(form.getByRole('combobox', { name: 'Event Type' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Date' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  });

  it('lets an admin delete it after the question', async () => {
    const fetch = renderCard(adminUser, { 'DELETE /api/event/delete/2': { body: { id: 2 } } });
    const card = await cardOf();
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Delete Executed 03/11/2024' })).toBeEnabled(),
    );
    await userEvent.click(card.getByRole('button', { name: 'Delete Executed 03/11/2024' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Event' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('shows view-only users the list without controls', async () => {
    renderCard(viewOnlyUser);
    const card = await cardOf();
    expect(await card.findByRole('article', { name: 'Executed 03/11/2024' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Add Event|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('requires the type and the date', async () => {
    renderCard(staffUser);
    const card = await cardOf();
    await userEvent.click(await card.findByRole('button', { name: 'Add Event' }));
    const form = within(await screen.findByRole('form', { name: 'Add Event' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The Event Type field is required.')).toBeInTheDocument();
    expect(form.getByText('The Date field is required.')).toBeInTheDocument();
  });
});
