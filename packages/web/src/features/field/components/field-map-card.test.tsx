import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FieldMapCard } from './field-map-card';

// WebGL is not in jsdom: the card's position, distance and list are under test here.
vi.mock('../../../components/map/land-map', () => ({ default: () => <div data-testid="land-map" /> }));

const stubGeolocation = (coords: { latitude: number; longitude: number; accuracy: number }) => {
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      success({ coords, timestamp: Date.now() } as GeolocationPosition);
      return 1;
    }),
    clearWatch: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
};

describe('Field map card', () => {
  it('shows the distance and bearing from the monitor to the access point once asked, and a Directions link', async () => {
    const geolocation = stubGeolocation({ latitude: 38, longitude: -78.5, accuracy: 8 });
    renderWithProviders(<FieldMapCard accessPoint={{ lat: 38.003, lng: -78.503 }} />);
    expect(screen.getByRole('link', { name: 'Directions to the access point' })).toHaveAttribute(
      'href',
      'geo:38.003,-78.503?q=38.003,-78.503',
    );
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show My Position' }));
    expect(await screen.findByText('Access point: 425 m NW (322°) from you')).toBeVisible();
    expect(screen.getByText('You (red): 38.00000, -78.50000 (± 8 m)')).toBeVisible();
  });
});
