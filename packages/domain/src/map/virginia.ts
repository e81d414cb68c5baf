/** Virginia's state FIPS code in the Census boundaries (us-atlas). */
export const virginiaStateFips = '51';

/**
 * Virginia's extent in WGS 84 (west, south, east, north), with a small margin: the map opens on it and
 * a boundary or point outside it is refused.
 */
export const virginiaExtent = [-83.7, 36.5, -75.2, 39.5] as const;

export type LngLatBox = readonly [west: number, south: number, east: number, north: number];

export const isInsideBox = (box: LngLatBox, lng: number, lat: number): boolean =>
  lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];

/**
 * The name the locality lookup list gives a Census county or independent city: us-atlas names both
 * without a suffix ('Richmond' is a county, 51159, and a city, 51760); Census county codes below 500
 * are counties, 510 and above independent cities.
 */
export const censusLocalityName = (fips: string, atlasName: string): string =>
  `${atlasName} ${Number(fips.slice(2)) < 500 ? 'County' : 'City'}`;
