import { ExportButton } from '../../../components/export-button';
import { exportSearchMap } from '../api/export-map';
import type { SearchState } from '../api/search-state';

/** The boundaries and access points of a Property or Project search, for GIS staff and easement registries. */
export const MapExportButtons = ({
  state,
}: {
  state: SearchState & { entityType: 'Property' | 'Project' };
}) => (
  <>
    <ExportButton label="Export GeoJSON" onExport={() => exportSearchMap(state, 'geojson')} />
    <ExportButton label="Export KML" onExport={() => exportSearchMap(state, 'kml')} />
  </>
);
