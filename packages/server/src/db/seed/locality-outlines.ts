import { createRequire } from 'node:module';
import { isInsideOutline, virginiaLocalityFips } from '@app/domain';
import { type LocalityOutlines, virginiaLocalityOutlines } from '@app/domain/locality-outlines';
import type { Geometry } from 'geojson';
import type { Topology } from 'topojson-specification';
import { mulberry32, round } from './demo-context';

let outlines: LocalityOutlines | undefined;

/**
 * Virginia's locality outlines, the ones the map draws (us-atlas through the domain's conversion):
 * read when the demo data is seeded (about 1 MB of TopoJSON), never at a plain start.
 */
export const localityOutlines = (): LocalityOutlines => {
  outlines ??= virginiaLocalityOutlines(
    createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology,
  );
  return outlines;
};

/** The outline of a locality by its lookup name, or null for a name with no Census code. */
export const outlineOf = (name: string): Geometry | null => {
  const fips = virginiaLocalityFips[name];
  return localityOutlines().features.find((f) => f.properties.fips === fips)?.geometry ?? null;
};

const boxOf = (geometry: Geometry) => {
  let [west, south, east, north] = [180, 90, -180, -90];
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  for (const ring of rings)
    for (const [lng, lat] of ring) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return { west, south, east, north };
};

/**
 * A point (5 decimals) inside `geometry`, drawn from two numbers of [0, 1): their place in the
 * outline's box if that lies inside, else the next draws of a generator seeded by them. The demo
 * seed takes exactly two numbers per access point, so the rest of the demo data stays as it was.
 */
export const pointInOutline = (geometry: Geometry, u: number, v: number) => {
  const box = boxOf(geometry);
  const more = mulberry32(Math.floor(u * 2 ** 32) ^ Math.floor(v * 2 ** 31));
  for (let [x, y] = [u, v], tries = 0; tries < 10_000; [x, y] = [more(), more()], tries++) {
    const longitude = round(box.west + x * (box.east - box.west), 5);
    const latitude = round(box.south + y * (box.north - box.south), 5);
    if (isInsideOutline(longitude, latitude, geometry)) return { latitude, longitude };
  }
  throw new Error('No point found inside the outline');
};
