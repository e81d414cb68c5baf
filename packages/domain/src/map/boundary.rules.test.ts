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
      'Polygon 1, ring 1 runs back over itself at (-78.5, 38): its edge from vertex 1 to 2 runs along its edge from vertex 3 to 4.',
    ],
    ['a ring of about a square metre', polygon(square(-78.5, 38, 1e-5)), 'The boundary encloses no area.'],
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

/** A point of a grid of 1/1024° (about 100 m) from (-78.5, 38): exact in binary, so the names are exact. */
const at = (i: number, j: number) => [-78.5 + i / 1024, 38 + j / 1024];
/** A closed ring through grid points. */
const ring = (...points: number[][]) => [
  ...points.map(([i, j]) => at(i, j)),
  at(...(points[0] as [number, number])),
];
const shell = ring([0, 0], [8, 0], [8, 8], [0, 8]);

describe('checkBoundary: rings that cross or touch', () => {
  it.each([
    [
      'a ring whose first vertex lies in the middle of an edge',
      polygon(ring([4, 0], [8, 0], [8, 8], [0, 8], [0, 0])),
    ],
    ['a vertex repeated in place', polygon(ring([0, 0], [8, 0], [8, 0], [8, 8], [0, 8]))],
    ['a concave ring', polygon(ring([0, 0], [8, 0], [8, 8], [4, 2], [0, 8]))],
    ['two holes side by side', polygon(shell, ring([1, 1], [3, 1], [3, 3]), ring([5, 5], [7, 5], [7, 7]))],
    [
      'two parcels sharing an edge (polygons of a MultiPolygon are not tested against each other)',
      { type: 'MultiPolygon', coordinates: [[shell], [ring([8, 0], [16, 0], [16, 8], [8, 8])]] },
    ],
  ])('accepts %s', (_, value) => {
    const result = checkBoundary(value);
    expect(result.ok, result.ok ? '' : result.message).toBe(true);
  });

  it.each([
    [
      'a bow-tie',
      polygon(ring([0, 0], [4, 4], [4, 0], [0, 4])),
      'Polygon 1, ring 1 crosses itself at (-78.4980469, 38.0019531): its edge from vertex 1 to 2 crosses its edge from vertex 3 to 4.',
    ],
    [
      'a figure of eight through one vertex',
      polygon(ring([0, 0], [8, 0], [4, 4], [8, 8], [0, 8], [4, 4])),
      'Polygon 1, ring 1 touches itself at (-78.49609375, 38.00390625): its edge from vertex 2 to 3 touches its edge from vertex 6 to 7.',
    ],
    [
      'a hole crossing its shell',
      polygon(shell, ring([6, 2], [10, 2], [10, 6], [6, 6])),
      'Polygon 1, ring 2 crosses ring 1 at (-78.4921875, 38.0019531): its edge from vertex 1 to 2 crosses the edge from vertex 2 to 3 of ring 1.',
    ],
    [
      'a hole touching its shell at one point',
      polygon(shell, ring([0, 4], [4, 2], [4, 6])),
      'Polygon 1, ring 2 touches ring 1 at (-78.5, 38.00390625): its edge from vertex 1 to 2 touches the edge from vertex 4 to 5 of ring 1.',
    ],
    [
      'a hole outside its shell',
      polygon(shell, ring([10, 10], [12, 10], [12, 12])),
      "Polygon 1, ring 2 lies outside ring 1: a hole must be inside its polygon's outer ring.",
    ],
    [
      'a hole inside another hole',
      polygon(shell, ring([1, 1], [7, 1], [7, 7], [1, 7]), ring([3, 3], [5, 3], [5, 5])),
      'Polygon 1, ring 3 lies inside ring 2, another hole.',
    ],
    [
      'the second polygon of a MultiPolygon crossing itself',
      { type: 'MultiPolygon', coordinates: [[shell], [ring([10, 0], [14, 4], [14, 0], [10, 4])]] },
      'Polygon 2, ring 1 crosses itself at (-78.4882812, 38.0019531): its edge from vertex 1 to 2 crosses its edge from vertex 3 to 4.',
    ],
  ])('refuses %s, naming the polygon, ring, edges and point', (_, value, message) => {
    expect(checkBoundary(value)).toEqual({ ok: false, message });
  });

  it('accepts a simple ring of 20,000 vertices (the cap), and finds one crossing among them', () => {
    // A wavy circle about 5 km across: every edge short, none meeting another but its neighbours.
    const count = BoundaryLimits.vertices - 1;
    const circle = Array.from({ length: count }, (_, k) => {
      const angle = (2 * Math.PI * k) / count;
      const radius = 0.05 * (1 + 0.05 * Math.sin(40 * angle));
      return [-78.5 + radius * Math.cos(angle), 38 + radius * Math.sin(angle)];
    });
    const valid = checkBoundary(polygon([...circle, circle[0]]));
    expect(valid.ok, valid.ok ? '' : valid.message).toBe(true);
    if (valid.ok) expect(valid.boundary.vertexCount).toBe(BoundaryLimits.vertices);
    // Swapping two neighbouring vertices half way round makes the ring cross itself there.
    const crossed = [...circle];
    [crossed[10_000], crossed[10_001]] = [crossed[10_001], crossed[10_000]];
    const refused = checkBoundary(polygon([...crossed, crossed[0]]));
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.message).toMatch(/^Polygon 1, ring 1 crosses itself at .*vertex 100\d\d to 100\d\d/);
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
