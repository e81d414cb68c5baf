import type { HistoryEntry, HistoryPage } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { HistoryCard } from './history-card';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at: '2026-03-02T15:04:00.000Z',
  userName: 'Sam Staff',
  importedFrom: null,
  action: 'updated',
  card: 'Property',
  recordId: 6,
  subject: 'North Tract',
  changes: [],
  ...overrides,
});

const longNotes = `Fence line runs along the creek ${'and the old stone wall '.repeat(5)}to the road.`;

const renderCard = (pages: Record<number, HistoryPage>) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: viewOnlyUser },
    'GET /api/property/6/history': ({ url }) => ({ body: pages[Number(url.searchParams.get('page'))] }),
  });
  return { fetch, user: userEvent.setup(), ...renderWithProviders(<HistoryCard entity="property" id={6} />) };
};

describe('HistoryCard', () => {
  it('starts collapsed and shows who changed what and when, with each changed field', async () => {
    const { user } = renderCard({
      1: {
        items: [
          entry(3, { card: 'Tax Parcel', recordId: 90, subject: '12-A', action: 'deleted' }),
          entry(2, {
            changes: [
              { label: 'Acres', before: 'None', after: '12.5' },
              { label: 'Notes', before: 'None', after: longNotes },
            ],
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    });
    const toggle = screen.getByRole('button', { name: /History/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const card = screen.getByRole('region', { name: 'History' });
    const parcel = await within(card).findByRole('article', { name: 'Tax Parcel 12-A deleted' });
    // New York time, MM/DD/YYYY hh:mm A.
    expect(within(parcel).getByText('03/02/2026 10:04 AM by Sam Staff')).toBeInTheDocument();
    const update = within(card).getByRole('article', { name: 'Property updated' });
    expect(within(update).getByText('Acres: None → 12.5')).toBeInTheDocument();
    expect(within(update).queryByText(longNotes, { exact: false })).not.toBeInTheDocument();
    await user.click(within(update).getByRole('button', { name: 'Show full text' }));
    expect(within(update).getByText(longNotes, { exact: false })).toBeInTheDocument();
  });

  it('says which file an imported change came from', async () => {
    const { user } = renderCard({
      1: {
        items: [entry(4, { action: 'created', userName: 'Avery Admin', importedFrom: 'Properties.xlsx' })],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    });
    await user.click(screen.getByRole('button', { name: /History/ }));
    const created = await screen.findByRole('article', { name: 'Property created' });
    expect(
      within(created).getByText('03/02/2026 10:04 AM imported from Properties.xlsx by Avery Admin'),
    ).toBeInTheDocument();
  });

  it('pages through a long history', async () => {
    const { user } = renderCard({
      1: { items: [entry(12)], total: 11, page: 1, pageSize: 10 },
      2: {
        items: [entry(1, { card: 'Locality', subject: 'Bath County', action: 'created' })],
        total: 11,
        page: 2,
        pageSize: 10,
      },
    });
    await user.click(screen.getByRole('button', { name: /History/ }));
    expect(await screen.findByText('Showing 1-1 of 11')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Locality Bath County created' })).toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    renderCard({ 1: { items: [], total: 0, page: 1, pageSize: 10 } });
    expect(await screen.findByText('No changes have been recorded for this Property.')).toBeInTheDocument();
  });
});
