import type { InstrumentOwnerContacts } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { OwnerContactsCard } from './owner-contacts-card';

const card: InstrumentOwnerContacts = {
  items: [
    {
      id: 9,
      version: 2,
      instrumentId: 31,
      contactedOn: '2025-05-06',
      method: 'phone',
      byId: 3,
      byName: 'Sam Staff',
      note: 'Talked about the new barn.',
      owners: [{ crmId: '4110.0.1', name: 'Nora Hale' }],
    },
  ],
  owners: [
    { crmId: '4110.0.1', name: 'Nora Hale' },
    { crmId: '4110.0.2', name: 'Ray Hale' },
  ],
};

const renderCard = (me: CurrentUser = staffUser) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/instrument/31/ownerContacts': { body: card },
    'POST /api/ownerContact/create': {
      status: 400,
      body: {
        message: 'Owners Reached is required.',
        fieldErrors: { crmIds: ['Not an Owner of a Property this Instrument covers: Ray Hale.'] },
      },
    },
  });
  renderWithProviders(<OwnerContactsCard instrumentId={31} />);
  return { fetch, user: userEvent.setup() };
};

const callsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );

describe('OwnerContactsCard', { timeout: 20_000 }, () => {
  it('lists the contacts; the view-only read them and may not record one', async () => {
    renderCard(viewOnlyUser);
    const item = await screen.findByRole('article', { name: 'Owner Contact 05/06/2025' });
    expect(within(item).getByText('05/06/2025 · Phone Call')).toBeInTheDocument();
    expect(within(item).getByText('Owners reached: Nora Hale')).toBeInTheDocument();
    expect(within(item).getByText('By Sam Staff')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Owner Contact' })).not.toBeInTheDocument();
  });

  it('records one with the date, how, the owners reached and a note, and shows the server’s field message', async () => {
    const { fetch, user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Record Owner Contact' }));
    const form = screen.getByRole('form', { name: 'Record Owner Contact' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Checked before sending: How and the owners are required.
    expect(await within(form).findByText('How is required.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/ownerContact/create')).toHaveLength(0);
    await user.click(within(form).getByRole('combobox', { name: 'How' }));
    await user.click(await screen.findByRole('option', { name: 'Letter' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ray Hale' }));
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Welcome letter');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/ownerContact/create')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, 'POST', '/api/ownerContact/create')[0][1]?.body));
    expect(body).toMatchObject({
      instrumentId: 31,
      method: 'letter',
      crmIds: ['4110.0.2'],
      note: 'Welcome letter',
    });
    expect(
      await within(form).findAllByText('Not an Owner of a Property this Instrument covers: Ray Hale.'),
    ).not.toHaveLength(0);
  });
});
