import type { Geometry } from 'geojson';
import { isInsideRing } from './ring-contacts';

/** The point lies inside a polygon or multipolygon: inside one of its outer rings and in none of that one's holes. */
export const isInsideOutline = (lng: number, lat: number, geometry: Geometry): boolean => {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      isInsideRing(lng, lat, outer) &&
      !holes.some((hole) => isInsideRing(lng, lat, hole)),
  );
};

/** One of a property's localities with its outline; null when its outline is not known (no Census code). */
export type LocalityOutline = { name: string; geometry: Geometry | null };

/**
 * The warning shown beside the access point when it lies outside every one of the property's
 * localities (a mistyped or swapped coordinate), or null when it lies in one, or when the point, the
 * localities or one of their outlines is unknown (nothing can be told then).
 */
export const accessPointLocalityWarning = (
  point: { latitude: number | null; longitude: number | null },
  localities: readonly LocalityOutline[],
): string | null => {
  const { latitude, longitude } = point;
  if (latitude === null || longitude === null || localities.length === 0) return null;
  const outlines: Geometry[] = [];
  for (const locality of localities) {
    if (locality.geometry === null) return null;
    outlines.push(locality.geometry);
  }
  if (outlines.some((geometry) => isInsideOutline(longitude, latitude, geometry))) return null;
  const names = localities.map((l) => l.name).join(', ');
  return `The access point lies outside the property's ${localities.length === 1 ? 'locality' : 'localities'} (${names}): check the access point or the localities.`;
};
