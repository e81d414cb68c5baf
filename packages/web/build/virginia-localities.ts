import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
// A relative import: the Vite config is bundled by path, and the domain package is TypeScript source.
import { censusLocalityName, virginiaStateFips } from '../../domain/src/map/virginia';

/** Where the app finds the localities: a file of the build, precached by the service worker. */
export const virginiaLocalitiesFile = 'maps/virginia-localities.json';

export type LocalityProperties = { fips: string; name: string };

/** 4 decimals of a degree is about 10 m: plenty for a county outline, and the file stays small. */
const round = (p: Position): Position => [Math.round(p[0] * 1e4) / 1e4, Math.round(p[1] * 1e4) / 1e4];

const roundGeometry = (g: Geometry): Geometry => {
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map((ring) => ring.map(round)) };
  if (g.type === 'MultiPolygon')
    return { ...g, coordinates: g.coordinates.map((poly) => poly.map((ring) => ring.map(round))) };
  return g;
};

/**
 * Virginia's 95 counties and 38 independent cities from the Census boundaries that us-atlas ships
 * (TopoJSON, counties-10m), as GeoJSON with each locality's FIPS code and the name the lookup list uses.
 */
export const virginiaLocalities = (): FeatureCollection<Geometry, LocalityProperties> => {
  const atlas = createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology;
  const counties = atlas.objects.counties as GeometryCollection<{ name: string }>;
  const state = {
    ...counties,
    geometries: counties.geometries.filter((g) => String(g.id).startsWith(virginiaStateFips)),
  };
  const collection = feature(atlas, state);
  return {
    type: 'FeatureCollection',
    features: collection.features.map(
      (f): Feature<Geometry, LocalityProperties> => ({
        type: 'Feature',
        properties: { fips: String(f.id), name: censusLocalityName(String(f.id), f.properties.name) },
        geometry: roundGeometry(f.geometry),
      }),
    ),
  };
};

/**
 * Serves the localities in development and writes them into the build, so the map's base layer
 * needs nothing from outside the app (docs/architecture.md, "Maps").
 */
export const virginiaLocalitiesPlugin = (): Plugin => {
  let json: string | undefined;
  const source = () => {
    json ??= JSON.stringify(virginiaLocalities());
    return json;
  };
  return {
    name: 'virginia-localities',
    configureServer(server) {
      server.middlewares.use(`/${virginiaLocalitiesFile}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: virginiaLocalitiesFile, source: source() });
    },
  };
};
