import { describe, expect, it } from 'vitest';
import { acresDifferenceWarning, BoundaryLimits, checkBoundary, parseBoundaryText } from './boundary.rules';

/** A square of `side` degrees with its south-west corner at (lng, lat), closed. */
const square = (lng: number, lat: number, side = 0.01) => [
  [lng, lat],
  [lng + side, lat],
  [lng + side, lat + side],
  [lng, lat + side],
  [lng, lat],
];
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });

describe('checkBoundary', () => {
  const valid = polygon(square(-78.5, 38.0));
  it.each([
    ['a Polygon geometry', valid],
    ['a Feature', { type: 'Feature', properties: {}, geometry: valid }],
    [
      'a FeatureCollection of one feature',
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: valid }] },
    ],
    ['a MultiPolygon', { type: 'MultiPolygon', coordinates: [[square(-78.5, 38.0)], [square(-78.4, 38.0)]] }],
    ['a polygon with a hole', polygon(square(-78.5, 38.0, 0.02), square(-78.495, 38.005, 0.005))],
  ])('accepts %s', (_, value) => {
    const result = checkBoundary(value);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['not an object', 'text', 'The file is not GeoJSON: it holds no object.'],
    [
      'a point',
      { type: 'Point', coordinates: [-78.5, 38] },
      'The file holds a Point; a boundary must be a Polygon or MultiPolygon (an area).',
    ],
    ['an empty collection', { type: 'FeatureCollection', features: [] }, 'The file holds no feature.'],
    ['a feature without geometry', { type: 'Feature', geometry: null }, 'The feature has no geometry.'],
    [
      'an open ring',
      polygon(
        square(-78.5, 38.0)
          .slice(0, 4)
          .concat([[-78.49, 38.0]]),
      ),
      'Polygon 1, ring 1 is not closed: its last position must repeat its first.',
    ],
    [
      'a ring of three positions',
      polygon([
        [-78.5, 38],
        [-78.4, 38],
        [-78.5, 38],
      ]),
      'Polygon 1, ring 1 has 3 positions; a closed ring needs at least 4.',
    ],
    [
      'a vertex outside Virginia',
      polygon(square(-77.0, 40.0)),
      'Polygon 1, ring 1, vertex 1 (-77, 40) is outside Virginia. Coordinates must be WGS 84 longitude, latitude.',
    ],
    [
      'latitude and longitude swapped',
      polygon(square(38.0, -78.5)),
      'Polygon 1, ring 1, vertex 1 (38, -78.5) is outside Virginia. Coordinates must be WGS 84 longitude, latitude.',
    ],
    [
      'a vertex that is not a pair',
      polygon([[-78.5, 38], ['a', 38] as unknown as number[], [-78.4, 38.1], [-78.5, 38]]),
      'Polygon 1, ring 1, vertex 2 is not a longitude and latitude pair.',
    ],
    [
      'a flat ring',
      polygon([
        [-78.5, 38],
        [-78.4, 38],
        [-78.3, 38],
        [-78.5, 38],
      ]),
      'The boundary encloses no area.',
    ],
  ])('refuses %s, naming what is wrong', (_, value, message) => {
    expect(checkBoundary(value)).toEqual({ ok: false, message });
  });

  it('stops at the vertex cap', () => {
    const ring = Array.from({ length: BoundaryLimits.vertices + 10 }, (_, i) => [
      -78.5 + (i % 100) * 1e-4,
      38 + i * 1e-6,
    ]);
    ring.push(ring[0]);
    expect(checkBoundary(polygon(ring))).toEqual({
      ok: false,
      message: 'The boundary has more than 20,000 vertices; simplify it before importing.',
    });
  });

  it('measures the area and the box', () => {
    const result = checkBoundary(polygon(square(-78.5, 38.0)));
    if (!result.ok) throw new Error(result.message);
    // 0.01° square at 38° N: about 1111 m × 876 m ≈ 240 acres.
    expect(result.boundary.areaAcres).toBeGreaterThan(235);
    expect(result.boundary.areaAcres).toBeLessThan(245);
    expect(result.boundary.box).toEqual([-78.5, 38.0, -78.49, 38.01]);
    expect(result.boundary.vertexCount).toBe(5);
  });
});

describe('parseBoundaryText', () => {
  it.each([
    ['too large', 'x'.repeat(BoundaryLimits.fileBytes + 1), 'The file is larger than 3 MB.'],
    ['not JSON', '<kml/>', 'The file is not valid JSON (GeoJSON).'],
    [
      'nested deeper than GeoJSON',
      '['.repeat(100) + ']'.repeat(100),
      'The file nests deeper than GeoJSON does.',
    ],
  ])('refuses a file %s before reading it', (_, text, message) => {
    expect(parseBoundaryText(text)).toEqual({ ok: false, message });
  });
  it('reads brackets inside strings as text', () => {
    const text = JSON.stringify({
      type: 'Feature',
      properties: { name: '[[[['.repeat(40) },
      geometry: polygon(square(-78.5, 38)),
    });
    expect(parseBoundaryText(text).ok).toBe(true);
  });
});

describe('acresDifferenceWarning', () => {
  it.each([
    [100, 100, null],
    [109, 100, null],
    [91, 100, null],
    [
      111,
      100,
      "The boundary's area differs from the Calculated Acres by 11 %: check the boundary or the tax parcels.",
    ],
    [
      50,
      100,
      "The boundary's area differs from the Calculated Acres by 50 %: check the boundary or the tax parcels.",
    ],
    [100, null, null],
  ])('a boundary of %s acres against %s calculated: %s', (area, calculated, warning) => {
    expect(acresDifferenceWarning(area, calculated)).toBe(warning);
  });
});
