import type { PhotoPoint } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { viewOnlyUser } from '../../../test/fixtures';
import { renderProperty } from '../test/render-property';

// The page's Map card draws these points too; WebGL is not in jsdom, and loading MapLibre here only
// slowed the test to its time-out on a busy machine.
vi.mock('../../../components/map/land-map', () => ({ default: () => <div data-testid="land-map" /> }));

const photo = (id: number, takenAt: string, caption: string | null) => ({
  id,
  serviceId: 300 + id,
  caption,
  takenAt,
  headingDegrees: 45,
  latitude: 37.5,
  longitude: -78.6,
  photographerName: 'Sam Staff',
  thumbnailUrl: `/api/photo/${id}/thumbnail`,
});

const gate = photo(1, '2024-06-01T14:00:00.000Z', 'Gate 2024');
const gateAgain = photo(2, '2025-06-02T14:00:00.000Z', null);
const points: PhotoPoint[] = [
  {
    id: 7,
    propertyId: 6,
    name: 'North Gate',
    bearingDegrees: 45,
    createdByName: 'Sam Staff',
    createdAt: '2024-06-01T14:00:00.000Z',
    first: gate,
    latest: gateAgain,
    years: [
      { year: 2024, photos: [gate] },
      { year: 2025, photos: [gateAgain] },
    ],
  },
  {
    id: 8,
    propertyId: 6,
    name: 'Pond',
    bearingDegrees: null,
    createdByName: null,
    createdAt: '2025-06-02T14:00:00.000Z',
    first: null,
    latest: null,
    years: [],
  },
];

describe('Photo Points card', () => {
  it('shows each point with its photos side by side by year, to a view-only user too', async () => {
    renderProperty({ me: viewOnlyUser, api: { 'GET /api/property/6/photoPoints': { body: points } } });
    const card = within(await screen.findByRole('region', { name: 'Photo Points' }));
    const northGate = within(await card.findByRole('article', { name: 'Photo Point North Gate' }));
    expect(northGate.getByText('Bearing 45° · Marked by Sam Staff on 06/01/2024')).toBeVisible();
    const first = within(northGate.getByRole('region', { name: 'North Gate in 2024' }));
    expect(first.getByText('Gate 2024')).toBeVisible();
    expect(first.getByText('06/01/2024 10:00 AM')).toBeVisible();
    expect(first.getByRole('link', { name: 'Service 301' })).toHaveAttribute(
      'href',
      '/project/5/services/301',
    );
    const second = within(northGate.getByRole('region', { name: 'North Gate in 2025' }));
    expect(second.getByLabelText('Loading Photo 2')).toBeInTheDocument();
    const pond = within(card.getByRole('article', { name: 'Photo Point Pond' }));
    expect(pond.getByText('Bearing None · Marked by None on 06/02/2025')).toBeVisible();
    expect(pond.getByText('Its first photo has not been verified yet.')).toBeVisible();
  });

  it('says when the property has no photo points', async () => {
    renderProperty();
    const card = within(await screen.findByRole('region', { name: 'Photo Points' }));
    expect(
      await card.findByText(
        'No Photo Points have been marked on this Property. A photo taken on an inspection can mark one.',
      ),
    ).toBeVisible();
  });
});
