import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoFixture as photo } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PhotosCard } from './photos-card';

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
