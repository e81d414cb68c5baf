/**
 * Whether a shapefile's .prj (the coordinate system, as Well-Known Text) describes longitude and
 * latitude in degrees on WGS 84 or NAD83, the only coordinates a boundary is kept in: the two differ by
 * about a metre in Virginia, less than a parcel survey's own error. Anything projected (State Plane,
 * UTM) or on another datum is refused with its own name, since nothing here reprojects.
 */

const reexport = 'export it as WGS 84 longitude and latitude (EPSG:4326) and import it again';

/** WKT names written by ESRI, GDAL and EPSG for the two datums. */
const acceptedDatum = /WGS_?1984|WGS_?84|WORLD_GEODETIC_SYSTEM_1984|NORTH_AMERICAN_(DATUM_)?1983|NAD_?83/;

const quotedAfter = (text: string, keyword: string) =>
  new RegExp(`${keyword}\\s*[[(]\\s*"([^"]*)"`, 'i').exec(text)?.[1];

/** A name as shown in a message: at most 100 characters of it. */
const shown = (name: string) => (name.length > 100 ? `${name.slice(0, 99)}…` : name);

/** Null when the coordinates are WGS 84 or NAD83 longitude and latitude; otherwise what is wrong. */
export const projectionProblem = (wkt: string): string | null => {
  const text = wkt.trim();
  if (text === '') return null;
  const head = /^([A-Z_]+)\s*[[(]\s*"([^"]*)"/i.exec(text);
  const keyword = head?.[1].toUpperCase();
  const name = shown(head?.[2] ?? '');
  if (keyword === 'PROJCS' || keyword === 'PROJCRS' || keyword === 'PROJECTEDCRS')
    return `The shapefile's coordinates are projected (${name}), not longitude and latitude: ${reexport}.`;
  if (keyword !== 'GEOGCS' && keyword !== 'GEOGCRS' && keyword !== 'GEODCRS' && keyword !== 'GEOGRAPHICCRS')
    return `The shapefile's .prj names no coordinate system that can be read here: ${reexport}.`;
  // WKT 2 may name an ensemble of realisations instead of one datum.
  const datum = quotedAfter(text, 'DATUM') ?? quotedAfter(text, 'ENSEMBLE') ?? '';
  if (!acceptedDatum.test(datum.toUpperCase().replace(/[\s-]+/g, '_')))
    return `The shapefile's coordinates are on another datum (${name}${datum ? `, ${shown(datum)}` : ''}) than WGS 84 or NAD83: ${reexport}.`;
  const unit = quotedAfter(text, 'UNIT') ?? quotedAfter(text, 'ANGLEUNIT');
  if (unit && !/degree/i.test(unit))
    return `The shapefile's longitude and latitude are in ${shown(unit)}, not degrees: ${reexport}.`;
  return null;
};
