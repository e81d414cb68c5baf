import type { MapExportQuery } from '@app/domain';
import type { Db } from '../../db/client';
import { mapGeoJson, mapKml } from '../../exports/map-files';
import { listMapExportRows } from './property-map-export.repo';

/** The boundaries and access points of a search's results as GeoJSON or KML (issue 19). */
export const exportMap = async (db: Db, ids: number[], { format, of }: MapExportQuery) => {
  const rows = await listMapExportRows(db, ids, of);
  return format === 'geojson'
    ? { fileName: 'Properties.geojson', contentType: 'application/geo+json', body: mapGeoJson(rows) }
    : { fileName: 'Properties.kml', contentType: 'application/vnd.google-earth.kml+xml', body: mapKml(rows) };
};
