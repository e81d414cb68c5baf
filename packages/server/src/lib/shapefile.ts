import { BoundaryLimits, isInsideRing } from '@app/domain';
import type { MultiPolygon, Polygon, Position } from 'geojson';

/**
 * Reads the polygons of an ESRI shapefile's .shp (the 1998 technical description) in one pass over
 * its records, every length checked against the bytes before it is used and the vertices capped
 * before they are read. Only x and y are kept: the Z and M values of PolygonZ and PolygonM are skipped.
 */

/** A shapefile the reader refuses, with the message for the person who sent it. */
export class ShapefileProblem extends Error {}
const fail = (message: string): never => {
  throw new ShapefileProblem(message);
};

const shapeTypeNames: Record<number, string> = {
  0: 'Null',
  1: 'Point',
  3: 'PolyLine',
  5: 'Polygon',
  8: 'MultiPoint',
  11: 'PointZ',
  13: 'PolyLineZ',
  15: 'PolygonZ',
  18: 'MultiPointZ',
  21: 'PointM',
  23: 'PolyLineM',
  25: 'PolygonM',
  28: 'MultiPointM',
  31: 'MultiPatch',
};
const polygonTypes = new Set([5, 15, 25]);

/**
 * Rings a shapefile may hold in all: each hole is matched to the outer ring around it, which costs
 * holes × outer vertices (at most 1,000 × 20,000 side tests).
 */
export const shapefileRingLimit = 1_000;

const notPolygon = (type: number, where: string) =>
  fail(
    `${where} holds ${shapeTypeNames[type] ?? 'unknown'} shapes (shape type ${type}); a boundary must be a Polygon (an area).`,
  );

/** The rings of every polygon record, in the file's order, each as it is stored (closed, clockwise outer). */
export const readShapefileRings = (shp: Uint8Array): Position[][] => {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  if (shp.length < 100 || view.getInt32(0, false) !== 9994) fail('The .shp file is not a shapefile.');
  const headerType = view.getInt32(32, true);
  if (headerType !== 0 && !polygonTypes.has(headerType)) notPolygon(headerType, 'The shapefile');
  // The header's length counts 16-bit words; a file cut short ends where its bytes do.
  const end = Math.min(shp.length, view.getInt32(24, false) * 2);
  const rings: Position[][] = [];
  let vertices = 0;
  let record = 0;
  for (let at = 100; at + 8 <= end; ) {
    record++;
    const damaged = () =>
      fail(`Record ${record} of the shapefile is damaged: its lengths do not fit the file.`);
    const start = at + 8;
    const stop = start + view.getInt32(at + 4, false) * 2;
    if (stop < start + 4 || stop > end) damaged();
    at = stop;
    const type = view.getInt32(start, true);
    if (type === 0) continue;
    if (!polygonTypes.has(type)) notPolygon(type, `Record ${record} of the shapefile`);
    if (start + 44 > stop) damaged();
    const partCount = view.getInt32(start + 36, true);
    const pointCount = view.getInt32(start + 40, true);
    if (partCount < 1 || pointCount < partCount) damaged();
    vertices += pointCount;
    if (vertices > BoundaryLimits.vertices)
      fail(
        `The boundary has more than ${BoundaryLimits.vertices.toLocaleString('en-US')} vertices; simplify it before importing.`,
      );
    if (rings.length + partCount > shapefileRingLimit)
      fail(
        `The shapefile has more than ${shapefileRingLimit.toLocaleString('en-US')} rings; simplify it before importing.`,
      );
    const points = start + 44 + 4 * partCount;
    if (points + 16 * pointCount > stop) damaged();
    for (let part = 0; part < partCount; part++) {
      const first = view.getInt32(start + 44 + 4 * part, true);
      const last = part + 1 < partCount ? view.getInt32(start + 48 + 4 * part, true) : pointCount;
      if (first < 0 || first >= last || last > pointCount) damaged();
      const ring: Position[] = [];
      for (let p = first; p < last; p++)
        ring.push([view.getFloat64(points + 16 * p, true), view.getFloat64(points + 16 * p + 8, true)]);
      rings.push(ring);
    }
  }
  if (rings.length === 0) fail('The shapefile holds no polygon.');
  return rings;
};

/** Twice the ring's area on the plane, positive when it runs counter-clockwise. */
const signedArea = (ring: Position[]) => {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum;
};

const boxOf = (ring: Position[]) => {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  return { west, south, east, north };
};

/**
 * GeoJSON from a shapefile's rings: a clockwise ring is an outer ring and begins a polygon; a
 * counter-clockwise one is a hole of the smallest outer ring around it, or, around none, a polygon of
 * its own (a file whose writer wound it the other way). Vertices keep the file's order, so a message
 * naming a vertex counts as the file does.
 */
export const shapefileGeometry = (rings: Position[][]): Polygon | MultiPolygon => {
  const areas = rings.map(signedArea);
  const outers = areas.flatMap((area, r) => (area > 0 ? [] : [r]));
  const boxes = new Map(outers.map((r) => [r, boxOf(rings[r])]));
  const polygons = new Map<number, Position[][]>(outers.map((r) => [r, [rings[r]]]));
  rings.forEach((ring, r) => {
    if (!(areas[r] > 0)) return;
    const [x, y] = ring[0];
    let around: number | undefined;
    for (const outer of outers) {
      const box = boxes.get(outer);
      if (!box || x < box.west || x > box.east || y < box.south || y > box.north) continue;
      if (around !== undefined && -areas[outer] >= -areas[around]) continue;
      if (isInsideRing(x, y, rings[outer])) around = outer;
    }
    if (around === undefined) polygons.set(r, [ring]);
    else polygons.get(around)?.push(ring);
  });
  const coordinates = [...polygons.values()];
  return coordinates.length === 1
    ? { type: 'Polygon', coordinates: coordinates[0] }
    : { type: 'MultiPolygon', coordinates };
};
