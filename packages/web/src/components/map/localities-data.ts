import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection, Geometry, Position } from 'geojson';

export type LocalityFeatures = FeatureCollection<Geometry, { fips: string; name: string }>;

/** Written into the build by build/virginia-localities.ts and precached by the service worker. */
export const localitiesUrl = '/maps/virginia-localities.json';

let localities: Promise<LocalityFeatures> | undefined;

/** Virginia's localities, fetched once per page (the worker answers offline). */
export const loadLocalities = (): Promise<LocalityFeatures> => {
  localities ??= fetch(localitiesUrl).then((response) => {
    if (!response.ok) throw new Error(`The localities could not be read (${response.status}).`);
    return response.json() as Promise<LocalityFeatures>;
  });
  localities.catch(() => {
    localities = undefined;
  });
  return localities;
};

/** The outlines for a page that reads them (not only draws them): one cache entry, never stale. */
export const localityOutlinesQuery = queryOptions({
  queryKey: ['map', 'localityOutlines'],
  queryFn: loadLocalities,
  staleTime: Number.POSITIVE_INFINITY,
});

const ringArea = (ring: Position[]) => {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(area / 2);
};

/** Where a locality's name goes: the middle of its largest outer ring's box (good enough for a label). */
export const labelPoint = (geometry: Geometry): [number, number] | null => {
  const rings =
    geometry.type === 'Polygon'
      ? [geometry.coordinates[0]]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.map((polygon) => polygon[0])
        : [];
  let best: Position[] | undefined;
  for (const ring of rings) if (!best || ringArea(ring) > ringArea(best)) best = ring;
  if (!best || best.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lng, lat] of best) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [(west + east) / 2, (south + north) / 2];
};
