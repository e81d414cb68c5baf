import { describe, expect, it } from 'vitest';
import { projectionProblem } from './shapefile-projection';
import { statePlanePrj, wgs84Prj } from './shapefile-zip.test-helper';

const reexport = 'export it as WGS 84 longitude and latitude (EPSG:4326) and import it again.';

describe('projectionProblem', () => {
  it.each([
    ['ESRI WGS 84', wgs84Prj],
    [
      'ESRI NAD83',
      'GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
    ],
    [
      'GDAL NAD83 (HARN)',
      'GEOGCS["NAD83(HARN)",DATUM["NAD83_High_Accuracy_Reference_Network",SPHEROID["GRS 1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]]',
    ],
    [
      'WKT 2 with a datum ensemble',
      'GEOGCRS["WGS 84",ENSEMBLE["World Geodetic System 1984 ensemble",MEMBER["World Geodetic System 1984 (G2139)"]],CS[ellipsoidal,2],ANGLEUNIT["degree",0.0174532925199433]]',
    ],
    ['an empty .prj', '  \n'],
  ])('accepts %s', (_, wkt) => {
    expect(projectionProblem(wkt)).toBeNull();
  });

  it.each([
    [
      'Virginia State Plane North (feet)',
      statePlanePrj,
      `The shapefile's coordinates are projected (NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet), not longitude and latitude: ${reexport}`,
    ],
    [
      'UTM zone 17N',
      'PROJCS["WGS_1984_UTM_Zone_17N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],UNIT["Meter",1.0]]',
      `The shapefile's coordinates are projected (WGS_1984_UTM_Zone_17N), not longitude and latitude: ${reexport}`,
    ],
    [
      'NAD27 longitude and latitude',
      'GEOGCS["GCS_North_American_1927",DATUM["D_North_American_1927",SPHEROID["Clarke_1866",6378206.4,294.9786982]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
      `The shapefile's coordinates are on another datum (GCS_North_American_1927, D_North_American_1927) than WGS 84 or NAD83: ${reexport}`,
    ],
    [
      'grads',
      'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Grad",0.015707963267949]]',
      `The shapefile's longitude and latitude are in Grad, not degrees: ${reexport}`,
    ],
    [
      'text that is no WKT',
      'hello',
      `The shapefile's .prj names no coordinate system that can be read here: ${reexport}`,
    ],
  ])('refuses %s, naming it', (_, wkt, message) => {
    expect(projectionProblem(wkt)).toBe(message);
  });
});
