import { createRequire } from 'node:module';
import { isInsideOutline, outlinesBox, virginiaLocalityFips } from '@app/domain';
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

/**
 * A point (5 decimals) inside `geometry`, drawn from two numbers of [0, 1): their place in the
 * outline's box if that lies inside, else the next draws of a generator seeded by them. The demo
 * seed takes exactly two numbers per access point, so the rest of the demo data stays as it was.
 */
export const pointInOutline = (geometry: Geometry, u: number, v: number) => {
  const box = outlinesBox([{ geometry }]);
  if (!box) throw new Error('The outline has no points');
  const [west, south, east, north] = box;
  const more = mulberry32(Math.floor(u * 2 ** 32) ^ Math.floor(v * 2 ** 31));
  for (let [x, y] = [u, v], tries = 0; tries < 10_000; [x, y] = [more(), more()], tries++) {
    const longitude = round(west + x * (east - west), 5);
    const latitude = round(south + y * (north - south), 5);
    if (isInsideOutline(longitude, latitude, geometry)) return { latitude, longitude };
  }
  throw new Error('No point found inside the outline');
};
