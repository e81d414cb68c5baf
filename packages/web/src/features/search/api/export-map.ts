import { getFile, getJson, saveFile } from '../../../lib/api-client';
import { type SearchState, serverParams } from './search-state';

/**
 * Export GeoJSON / Export KML (issue 19): the ids of every Property or Project match, then
 * POST property/exportmap with them: the boundaries and access points of those properties.
 */
export const exportSearchMap = async (
  state: SearchState & { entityType: 'Property' | 'Project' },
  format: 'geojson' | 'kml',
) => {
  const ids = await getJson<number[]>(
    `/${state.entityType}/searchResultIds?${serverParams(state, { paged: false })}`,
  );
  saveFile(
    await getFile(`/property/exportmap?format=${format}&of=${state.entityType}`, {
      method: 'POST',
      body: ids,
      defaultFileName: `Properties.${format}`,
    }),
  );
};
