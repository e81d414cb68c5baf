import type { PropertyBoundary } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LandMapProps } from '../../../components/map';
import { renderWithProviders } from '../../../test/render';
import { FieldMapCard } from './field-map-card';

// WebGL is not in jsdom: the card's position, distance, list and what it hands the map are under test.
const drawn = vi.hoisted(() => ({ props: null as LandMapProps | null }));
vi.mock('../../../components/map/land-map', () => ({
  default: (props: LandMapProps) => {
    drawn.props = props;
    return <div data-testid="land-map" />;
  },
}));

const boundary: PropertyBoundary = {
  id: 3,
  version: 1,
  propertyId: 9,
  fileName: 'farm.geojson',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-78.51, 38],
        [-78.5, 38],
        [-78.5, 38.01],
        [-78.51, 38],
      ],
    ],
  },
  box: [-78.51, 38, -78.5, 38.01],
  vertexCount: 4,
  areaAcres: 76.5,
};

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
    renderWithProviders(<FieldMapCard accessPoint={{ lat: 38.003, lng: -78.503 }} boundary={null} />);
    expect(screen.getByRole('link', { name: 'Directions to the access point' })).toHaveAttribute(
      'href',
      'geo:38.003,-78.503?q=38.003,-78.503',
    );
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show My Position' }));
    expect(await screen.findByText('Access point: 425 m NW (322°) from you')).toBeVisible();
    expect(screen.getByText('You (red): 38.00000, -78.50000 (± 8 m)')).toBeVisible();
  });

  it('draws the boundary and fits the map to it and the access point', async () => {
    renderWithProviders(<FieldMapCard accessPoint={{ lat: 38.02, lng: -78.505 }} boundary={boundary} />);
    expect(await screen.findByTestId('land-map')).toBeInTheDocument();
    expect(screen.getByText('Boundary (green): 76.5 acres')).toBeVisible();
    expect(drawn.props?.boundaries?.features.map((f) => f.geometry)).toEqual([boundary.geometry]);
    expect(drawn.props?.fitTo?.map((n) => Number(n.toFixed(3)))).toEqual([-78.51, 38, -78.5, 38.022]);
  });
});
