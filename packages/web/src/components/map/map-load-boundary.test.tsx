import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MapLoadBoundary } from './map-load-boundary';

const FailedChunk = () => {
  throw new TypeError('Failed to fetch dynamically imported module');
};

describe('MapLoadBoundary', () => {
  it('keeps the page when the map’s code cannot be loaded, and says so', () => {
    // React reports the caught error on the console; the test is about what the page shows.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <p>Access point: 38.51632, -80.55068</p>
        <MapLoadBoundary height={200}>
          <FailedChunk />
        </MapLoadBoundary>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The map could not be loaded with no network; the places are listed here.',
    );
    expect(screen.getByText('Access point: 38.51632, -80.55068')).toBeVisible();
    quiet.mockRestore();
  });
});
