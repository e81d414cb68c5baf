import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { accessPointLocalityWarning, isInsideOutline } from './access-point.rules';

const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
/** A county with a city cut out of it (a hole), and an island county of two parts. */
const county: Polygon = { type: 'Polygon', coordinates: [square(-79, 37, 1), square(-78.6, 37.4, 0.2)] };
const islands: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [[square(-76, 37, 0.1)], [square(-75.8, 37, 0.1)]],
};

describe('isInsideOutline', () => {
  it.each([
    [-78.9, 37.1, county, true],
    [-78.5, 37.5, county, false],
    [-77.9, 37.1, county, false],
    [-75.75, 37.05, islands, true],
    [-75.85, 37.05, islands, false],
  ] as const)('(%f, %f) → %s', (lng, lat, geometry, inside) => {
    expect(isInsideOutline(lng, lat, geometry)).toBe(inside);
  });
});

describe('accessPointLocalityWarning', () => {
  const bland = { name: 'Bland County', geometry: county };
  const accomack = { name: 'Accomack County', geometry: islands };

  it('is silent when the point lies in one of the localities', () => {
    expect(accessPointLocalityWarning({ latitude: 37.05, longitude: -75.75 }, [bland, accomack])).toBeNull();
  });

  it('names the localities the point lies outside', () => {
    expect(accessPointLocalityWarning({ latitude: 39.2, longitude: -80.1 }, [bland])).toBe(
      "The access point lies outside the property's locality (Bland County): check the access point or the localities.",
    );
    expect(accessPointLocalityWarning({ latitude: 37.5, longitude: -78.5 }, [bland, accomack])).toBe(
      "The access point lies outside the property's localities (Bland County, Accomack County): check the access point or the localities.",
    );
  });

  it('is silent when the point, the localities or an outline is unknown', () => {
    expect(accessPointLocalityWarning({ latitude: null, longitude: -80.1 }, [bland])).toBeNull();
    expect(accessPointLocalityWarning({ latitude: 39.2, longitude: -80.1 }, [])).toBeNull();
    expect(
      accessPointLocalityWarning({ latitude: 39.2, longitude: -80.1 }, [
        bland,
        { name: 'Old Town', geometry: null },
      ]),
    ).toBeNull();
  });
});
