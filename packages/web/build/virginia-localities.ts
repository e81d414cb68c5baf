import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
// A relative import: the Vite config is bundled by path, and the domain package is TypeScript source.
import { type LocalityOutlines, virginiaLocalityOutlines } from '../../domain/src/map/locality-outlines';

/** Where the app finds the localities: a file of the build, precached by the service worker. */
export const virginiaLocalitiesFile = 'maps/virginia-localities.json';

/** Virginia's localities from the Census boundaries that us-atlas ships (domain `virginiaLocalityOutlines`). */
const virginiaLocalities = (): LocalityOutlines =>
  virginiaLocalityOutlines(createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology);

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
