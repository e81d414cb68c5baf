import { BoundaryLimits } from '@app/domain';
import type { MultiPolygon, Polygon } from 'geojson';
import { readShapefileRings, ShapefileProblem, shapefileGeometry } from './shapefile';
import { projectionProblem } from './shapefile-projection';
import { openZip, shownName, ZipProblem } from './zip-reader';

export type ShapefileZipRead =
  | { ok: true; geometry: Polygon | MultiPolygon }
  | { ok: false; message: string };

/** A .prj is a line of text; more than this is not one. */
const prjBytes = 64 * 1024;

/** A file of the shapefile itself, not a folder or the resource forks macOS adds when it zips. */
const isFile = (name: string) =>
  !name.endsWith('/') && !name.startsWith('__MACOSX/') && !(name.split('/').pop() ?? '').startsWith('._');

/**
 * The boundary in a zipped shapefile, as GeoJSON for `checkBoundary`: the archive read within
 * BoundaryLimits' caps, its one .shp read, and its .prj (when there is one) refused unless it is
 * WGS 84 or NAD83 longitude and latitude. Without a .prj the coordinates are taken as longitude and
 * latitude; projected ones then fall outside Virginia, and the check says so. The .dbf's attributes
 * are not read: a boundary keeps none.
 */
export const readShapefileZip = (bytes: Uint8Array): ShapefileZipRead => {
  try {
    const zip = openZip(bytes, {
      entries: BoundaryLimits.zipEntries,
      inflatedBytes: BoundaryLimits.zipInflatedBytes,
      ratio: BoundaryLimits.zipRatio,
    });
    const files = zip.entries.filter((entry) => isFile(entry.name));
    const shps = files.filter((entry) => entry.name.toLowerCase().endsWith('.shp'));
    if (shps.length === 0) return { ok: false, message: 'The ZIP archive holds no shapefile (.shp file).' };
    if (shps.length > 1)
      return {
        ok: false,
        message: `The ZIP archive holds ${shps.length} shapefiles (${shps
          .slice(0, 3)
          .map((entry) => shownName(entry.name))
          .join(', ')}${shps.length > 3 ? ', …' : ''}); put one boundary in it.`,
      };
    const [shp] = shps;
    const prjName = `${shp.name.slice(0, -4)}.prj`.toLowerCase();
    const prj = files.find((entry) => entry.name.toLowerCase() === prjName);
    if (prj) {
      const problem = projectionProblem(zip.read(prj, { atMost: prjBytes }).toString('latin1'));
      if (problem) return { ok: false, message: problem };
    }
    return { ok: true, geometry: shapefileGeometry(readShapefileRings(zip.read(shp))) };
  } catch (error) {
    if (error instanceof ZipProblem || error instanceof ShapefileProblem)
      return { ok: false, message: error.message };
    throw error;
  }
};
