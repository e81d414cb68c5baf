import type { LngLatBox } from '@app/domain';
import type { FeatureCollection, Geometry } from 'geojson';

/** Boundaries as the map draws them, each named by its `label`. */
export const boundaryCollection = (
  items: readonly { label: string; geometry: Geometry }[],
): FeatureCollection<Geometry, { label: string }> => ({
  type: 'FeatureCollection',
  features: items.map(({ label, geometry }) => ({ type: 'Feature', properties: { label }, geometry })),
});

/** The box around the points with a margin in degrees, so a single point is not at the edge. */
export const boxAround = (
  points: readonly { lng: number; lat: number }[],
  margin: number,
): LngLatBox | null => {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lng, lat } of points) {
    west = Math.min(west, lng);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    north = Math.max(north, lat);
  }
  return [west - margin, south - margin, east + margin, north + margin];
};

/** The box holding every given box (null ones are left out), or null when there is none. */
export const joinBoxes = (boxes: readonly (LngLatBox | null | undefined)[]): LngLatBox | null =>
  boxes.reduce<LngLatBox | null>(
    (all, box) =>
      !box
        ? all
        : !all
          ? box
          : [
              Math.min(all[0], box[0]),
              Math.min(all[1], box[1]),
              Math.max(all[2], box[2]),
              Math.max(all[3], box[3]),
            ],
    null,
  );
