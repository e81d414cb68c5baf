import type { Geometry, Position } from 'geojson';

/** The box [west, south, east, north] around some features' outlines and points, or null when there are none. */
export const outlinesBox = (
  features: readonly { geometry: Geometry }[],
): [number, number, number, number] | null => {
  let [west, south, east, north] = [180, 90, -180, -90];
  const visit = (p: Position) => {
    west = Math.min(west, p[0]);
    east = Math.max(east, p[0]);
    south = Math.min(south, p[1]);
    north = Math.max(north, p[1]);
  };
  for (const { geometry } of features) {
    if (geometry.type === 'Polygon') for (const ring of geometry.coordinates) ring.forEach(visit);
    if (geometry.type === 'MultiPolygon')
      for (const polygon of geometry.coordinates) for (const ring of polygon) ring.forEach(visit);
    if (geometry.type === 'Point') visit(geometry.coordinates);
  }
  return west <= east ? [west, south, east, north] : null;
};
