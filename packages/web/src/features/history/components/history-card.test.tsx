import type { HistoryEntry, HistoryPage } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, photoFixture, staffUser, viewOnlyUser } from '../../../test/fixtures';
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
  photo: null,
  ...overrides,
});

const longNotes = `Fence line runs along the creek ${'and the old stone wall '.repeat(5)}to the road.`;

const renderCard = (
  pages: Record<number, HistoryPage>,
  me = viewOnlyUser,
  more: Parameters<typeof mockApi>[0] = {},
) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/property/6/history': ({ url }) => ({ body: pages[Number(url.searchParams.get('page'))] }),
    ...more,
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

  it('shows a deleted photo’s thumbnail, and lets an Admin restore it', async () => {
    const deleted = entry(4, {
      card: 'Photo',
      recordId: 31,
      subject: 'North fence line',
      action: 'deleted',
      photo: { id: 31, restorable: true },
    });
    let restored = false;
    const page = () => ({
      items: restored ? [{ ...deleted, photo: { id: 31, restorable: false } }] : [deleted],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    const { user, fetch } = renderCard({}, adminUser, {
      'GET /api/property/6/history': () => ({ body: page() }),
      'GET /api/photo/31/thumbnail': { body: 'jpeg bytes', headers: { 'Content-Type': 'image/jpeg' } },
      'POST /api/photo/restore/31': () => {
        restored = true;
        return { body: photoFixture };
      },
    });
    await user.click(screen.getByRole('button', { name: /History/ }));
    const item = await screen.findByRole('article', { name: 'Photo North fence line deleted' });
    expect(await within(item).findByRole('img', { name: 'North fence line' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Restore Photo' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(within(item).queryByRole('button', { name: 'Restore Photo' })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/photo/restore/31'))).toBe(true);
  });

  it('offers no restore to anyone but an Admin', async () => {
    const deleted = entry(4, { card: 'Photo', recordId: 31, subject: 'Gate', action: 'deleted' });
    const { user } = renderCard(
      {
        1: { items: [{ ...deleted, photo: { id: 31, restorable: true } }], total: 1, page: 1, pageSize: 10 },
      },
      staffUser,
      { 'GET /api/photo/31/thumbnail': { body: 'jpeg bytes' } },
    );
    await user.click(screen.getByRole('button', { name: /History/ }));
    const item = await screen.findByRole('article', { name: 'Photo Gate deleted' });
    expect(await within(item).findByRole('img', { name: 'Gate' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Restore Photo' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    renderCard({ 1: { items: [], total: 0, page: 1, pageSize: 10 } });
    expect(await screen.findByText('No changes have been recorded for this Property.')).toBeInTheDocument();
  });
});
