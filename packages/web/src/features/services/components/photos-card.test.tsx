import type { Photo } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PhotosCard } from './photos-card';

const photo: Photo = {
  id: 12,
  serviceId: 40,
  clientId: '4a1b6f5e-2f7d-4c8e-9a55-0d6a1f1c2b3e',
  sha256: 'a'.repeat(64),
  sizeBytes: 2048,
  contentType: 'image/jpeg',
  width: 1200,
  height: 900,
  caption: 'North fence line',
  takenAt: '2026-11-20T15:04:05.000Z',
  latitude: 37.5407,
  longitude: -77.436,
  accuracyMeters: 8,
  headingDegrees: 270,
  observationId: null,
  photographerName: 'Sam Staff',
  photoPointId: 7,
  photoPointName: 'North Gate',
  version: 1,
};

describe('PhotosCard', () => {
  it('shows each photo with where, when and by whom it was taken, and its photo point, to a reader', async () => {
    mockApi({
      'GET /api/service/40/photos': { body: [photo] },
      'GET /api/service/40/observations': { body: [] },
    });
    renderWithProviders(<PhotosCard serviceId={40} propertyIds={[6]} canEdit={false} />);
    const card = within(await screen.findByRole('article', { name: 'Photo 12' }));
    for (const text of [
      'North fence line',
      '11/20/2026 10:04 AM',
      '37.54070, -77.43600 (± 8 m)',
      'Heading 270°',
      'By Sam Staff',
      'Photo Point: North Gate',
    ])
      expect(card.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take Photo' })).toBeNull();
  });
});
