import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { censusLocalityName, virginiaStateFips } from './virginia';

/**
 * Virginia's locality outlines from the Census boundaries that us-atlas ships (TopoJSON,
 * counties-10m.json), read by the web build (the map's base layer, `maps/virginia-localities.json`)
 * and by the server (the demo data's access points): one conversion, so both see the same lines.
 * Not in the package's index: only those two load topojson-client.
 */

export type LocalityProperties = { fips: string; name: string };
export type LocalityOutlines = FeatureCollection<Geometry, LocalityProperties>;

/** 4 decimals of a degree is about 10 m: plenty for a county outline, and the file stays small. */
const round = (p: Position): Position => [Math.round(p[0] * 1e4) / 1e4, Math.round(p[1] * 1e4) / 1e4];

const roundGeometry = (g: Geometry): Geometry => {
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map((ring) => ring.map(round)) };
  if (g.type === 'MultiPolygon')
    return { ...g, coordinates: g.coordinates.map((poly) => poly.map((ring) => ring.map(round))) };
  return g;
};

/**
 * Virginia's 95 counties and 38 independent cities of `atlas` (us-atlas's counties-10m.json) as GeoJSON,
 * each with its FIPS code and the name the locality lookup list uses.
 */
export const virginiaLocalityOutlines = (atlas: Topology): LocalityOutlines => {
  const counties = atlas.objects.counties as GeometryCollection<{ name: string }>;
  const state = {
    ...counties,
    geometries: counties.geometries.filter((g) => String(g.id).startsWith(virginiaStateFips)),
  };
  return {
    type: 'FeatureCollection',
    features: feature(atlas, state).features.map(
      (f): Feature<Geometry, LocalityProperties> => ({
        type: 'Feature',
        properties: { fips: String(f.id), name: censusLocalityName(String(f.id), f.properties.name) },
        geometry: roundGeometry(f.geometry),
      }),
    ),
  };
};
