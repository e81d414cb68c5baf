import turfArea from '@turf/area';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { findRingContact, isInsideRing, type RingContact, type RingEdge } from './ring-contacts';
import { isInsideBox, type LngLatBox, virginiaExtent } from './virginia';

/** What one boundary may hold: checked while reading, so a huge file stops at the first excess. */
export const BoundaryLimits = {
  /** The uploaded file: GeoJSON text (or KML converted in the browser), or a zipped shapefile's bytes. */
  fileBytes: 3_000_000,
  /** Vertices of all rings together: a surveyed parcel has hundreds; a county line thousands. */
  vertices: 20_000,
  /** Polygons of a multipolygon (a property split by a road) and rings (holes) of one polygon. */
  polygons: 100,
  rings: 100,
  /** Nesting depth of the JSON read before it is walked (a hostile file nests arrays endlessly). */
  depth: 64,
  /**
   * A zipped shapefile: entries its table may list, bytes inflated from it in all, and bytes one entry
   * may inflate to per packed byte. A shapefile of 20,000 vertices is under 1 MB and packs about 2:1;
   * a zip bomb packs 1,000:1.
   */
  zipEntries: 100,
  zipInflatedBytes: 10_000_000,
  zipRatio: 100,
} as const;

/** A boundary that passed: one polygon or multipolygon in WGS 84 inside Virginia. */
export type CheckedBoundary = {
  geometry: Polygon | MultiPolygon;
  box: LngLatBox;
  vertexCount: number;
  areaAcres: number;
};

export type BoundaryCheck = { ok: true; boundary: CheckedBoundary } | { ok: false; message: string };

const squareMetresPerAcre = 4046.8564224;

/** The area of a boundary in acres, on the WGS 84 ellipsoid's mean sphere (@turf/area). */
export const boundaryAcres = (geometry: Polygon | MultiPolygon): number =>
  turfArea(geometry) / squareMetresPerAcre;

/** The boundary's area differs from Calculated Acres by more than this share: the page warns. */
export const acresDifferenceWarningShare = 0.1;

/** The warning shown beside Calculated Acres, or null when they agree within 10 % (or one is unknown). */
export const acresDifferenceWarning = (
  boundaryArea: number,
  calculatedAcres: number | null,
): string | null => {
  if (calculatedAcres === null || calculatedAcres <= 0) return null;
  const share = Math.abs(boundaryArea - calculatedAcres) / calculatedAcres;
  if (share <= acresDifferenceWarningShare) return null;
  return `The boundary's area differs from the Calculated Acres by ${Math.round(share * 100)} %: check the boundary or the tax parcels.`;
};

class BoundaryProblem extends Error {}
const fail = (message: string): never => {
  throw new BoundaryProblem(message);
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Finds the one polygon or multipolygon in a GeoJSON object: a geometry, a feature or a collection. */
const geometriesOf = (value: unknown): (Polygon | MultiPolygon)[] => {
  if (!isObject(value)) return fail('The file is not GeoJSON: it holds no object.');
  switch (value.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return [value as unknown as Polygon | MultiPolygon];
    case 'Feature':
      if (!isObject(value.geometry)) return fail('The feature has no geometry.');
      return geometriesOf(value.geometry);
    case 'FeatureCollection': {
      if (!Array.isArray(value.features)) return fail('The feature collection has no list of features.');
      if (value.features.length === 0) return fail('The file holds no feature.');
      if (value.features.length > BoundaryLimits.polygons)
        return fail(
          `The file holds ${value.features.length} features; a boundary may have at most ${BoundaryLimits.polygons}.`,
        );
      return value.features.flatMap((f, i) => {
        if (!isObject(f) || !isObject(f.geometry)) return fail(`Feature ${i + 1} has no geometry.`);
        return geometriesOf(f.geometry);
      });
    }
    case 'GeometryCollection':
      if (!Array.isArray(value.geometries)) return fail('The geometry collection has no list of geometries.');
      return value.geometries.flatMap(geometriesOf);
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
      return fail(`The file holds a ${value.type}; a boundary must be a Polygon or MultiPolygon (an area).`);
    default:
      return fail(
        'The file is not GeoJSON: no Polygon, MultiPolygon, Feature or FeatureCollection was found.',
      );
  }
};

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

const edgeName = (edge: RingEdge) => `edge from vertex ${edge.from + 1} to ${edge.to + 1}`;

/** Names where a polygon's rings meet: the polygon, the ring (or both rings), the two edges and the point. */
const contactMessage = (n: number, { kind, first, second, at }: RingContact): string => {
  const point = `(${at[0]}, ${at[1]})`;
  const verb = { crosses: 'crosses', touches: 'touches', overlaps: 'runs along' }[kind];
  if (first.ring === second.ring) {
    const itself = {
      crosses: 'crosses itself',
      touches: 'touches itself',
      overlaps: 'runs back over itself',
    }[kind];
    return `Polygon ${n}, ring ${first.ring + 1} ${itself} at ${point}: its ${edgeName(first)} ${verb} its ${edgeName(second)}.`;
  }
  return `Polygon ${n}, ring ${second.ring + 1} ${verb} ring ${first.ring + 1} at ${point}: its ${edgeName(second)} ${verb} the ${edgeName(first)} of ring ${first.ring + 1}.`;
};

/** The smallest box around a ring, to skip the point-in-ring walk for a point far away. */
const ringBox = (ring: Position[]): LngLatBox => {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
};

/**
 * A polygon's rings are simple and apart (a sweep, O(n log n)); then, since they cannot meet, one
 * vertex of each hole tells where the whole hole lies: inside the outer ring and in no other hole.
 * That costs holes × hole vertices, at most 100 × 20,000 side tests, fewer with the boxes.
 */
const checkRings = (n: number, rings: Position[][]) => {
  const contact = findRingContact(rings);
  if (contact) fail(contactMessage(n, contact));
  const boxes = rings.map(ringBox);
  const inside = (point: Position, r: number) =>
    isInsideBox(boxes[r], point[0], point[1]) && isInsideRing(point[0], point[1], rings[r]);
  for (let h = 1; h < rings.length; h++) {
    const vertex = rings[h][0];
    if (!inside(vertex, 0))
      fail(
        `Polygon ${n}, ring ${h + 1} lies outside ring 1: a hole must be inside its polygon's outer ring.`,
      );
    for (let other = 1; other < rings.length; other++)
      if (other !== h && inside(vertex, other))
        fail(`Polygon ${n}, ring ${h + 1} lies inside ring ${other + 1}, another hole.`);
  }
};

/**
 * Checks one boundary in one pass over its vertices (stopping at the cap): rings of at least four
 * positions that close on their first, numbers that are longitude then latitude, every vertex inside
 * Virginia; then each polygon's rings neither cross nor touch themselves or each other, and its holes
 * lie inside its outer ring. The message names the polygon, ring and vertex (or edge) at fault.
 * Polygons of a multipolygon are not tested against each other: two parcels may share a line.
 */
export const checkBoundary = (value: unknown): BoundaryCheck => {
  try {
    const parts = geometriesOf(value);
    if (parts.length > BoundaryLimits.polygons)
      fail(`The boundary has ${parts.length} polygons; at most ${BoundaryLimits.polygons} are allowed.`);
    const polygons: Position[][][] = [];
    let vertexCount = 0;
    let [west, south, east, north] = [180, 90, -180, -90];
    for (const part of parts) {
      if (!Array.isArray(part.coordinates)) fail(`The ${part.type} has no coordinates.`);
      const list = (part.type === 'Polygon' ? [part.coordinates] : part.coordinates) as unknown[];
      for (const polygon of list) {
        const n = polygons.length + 1;
        if (polygons.length >= BoundaryLimits.polygons)
          fail(`The boundary has more than ${BoundaryLimits.polygons} polygons.`);
        if (!Array.isArray(polygon) || polygon.length === 0) fail(`Polygon ${n} has no rings.`);
        if ((polygon as unknown[]).length > BoundaryLimits.rings)
          fail(
            `Polygon ${n} has ${(polygon as unknown[]).length} rings; at most ${BoundaryLimits.rings} are allowed.`,
          );
        const rings: Position[][] = [];
        (polygon as unknown[]).forEach((ring, r) => {
          const where = `Polygon ${n}, ring ${r + 1}`;
          if (!Array.isArray(ring)) fail(`${where} is not a list of positions.`);
          const positions = ring as unknown[];
          vertexCount += positions.length;
          if (vertexCount > BoundaryLimits.vertices)
            fail(
              `The boundary has more than ${BoundaryLimits.vertices.toLocaleString('en-US')} vertices; simplify it before importing.`,
            );
          if (positions.length < 4)
            fail(`${where} has ${positions.length} positions; a closed ring needs at least 4.`);
          positions.forEach((p, v) => {
            if (
              !Array.isArray(p) ||
              p.length < 2 ||
              typeof p[0] !== 'number' ||
              typeof p[1] !== 'number' ||
              !Number.isFinite(p[0]) ||
              !Number.isFinite(p[1])
            )
              fail(`${where}, vertex ${v + 1} is not a longitude and latitude pair.`);
            const [lng, lat] = p as number[];
            if (!isInsideBox(virginiaExtent, lng, lat))
              fail(
                `${where}, vertex ${v + 1} (${lng}, ${lat}) is outside Virginia. Coordinates must be WGS 84 longitude, latitude.`,
              );
            west = Math.min(west, lng);
            east = Math.max(east, lng);
            south = Math.min(south, lat);
            north = Math.max(north, lat);
          });
          const first = positions[0] as Position;
          const last = positions[positions.length - 1] as Position;
          if (!samePosition(first, last))
            fail(`${where} is not closed: its last position must repeat its first.`);
          rings.push((positions as Position[]).map((p) => [p[0], p[1]]));
        });
        polygons.push(rings);
      }
    }
    polygons.forEach((rings, p) => {
      checkRings(p + 1, rings);
    });
    const geometry: Polygon | MultiPolygon =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons };
    const areaAcres = boundaryAcres(geometry);
    // A hundredth of an acre (40 m²): below it the rings are a line, not an area.
    if (!(areaAcres >= 0.01)) fail('The boundary encloses no area.');
    return { ok: true, boundary: { geometry, box: [west, south, east, north], vertexCount, areaAcres } };
  } catch (error) {
    if (error instanceof BoundaryProblem) return { ok: false, message: error.message };
    throw error;
  }
};

/**
 * Reads a boundary file's text: refused before parsing when larger than the cap, and when its JSON
 * nests deeper than any GeoJSON does (checked by a scan of the text, linear in its length).
 */
export const parseBoundaryText = (text: string): BoundaryCheck => {
  if (text.length > BoundaryLimits.fileBytes)
    return { ok: false, message: `The file is larger than ${BoundaryLimits.fileBytes / 1_000_000} MB.` };
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > BoundaryLimits.depth)
        return { ok: false, message: 'The file nests deeper than GeoJSON does.' };
    } else if (c === 93 || c === 125) depth--;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not valid JSON (GeoJSON).' };
  }
  return checkBoundary(value);
};
