import type { LngLatBox } from '@app/domain';
import type { FeatureCollection, Geometry } from 'geojson';

/** A place drawn as a dot: an access point, a property, a photo point, the monitor's position. */
export type MapPoint = {
  id: string;
  lng: number;
  lat: number;
  /** What the dot is, read in its list entry and its title. */
  label: string;
  /** A CSS colour; the kit's status colours come from `statusColor`. */
  color: string;
  /** Degrees from north the dot looks towards (a photo point): drawn as a short line from it. */
  bearing?: number | null;
};

export type LandMapProps = {
  /** The map's accessible name ('Map of Property 12'). */
  label: string;
  height: number;
  points?: readonly MapPoint[];
  /** Many points (the statewide map): nearby dots gather into one circle sized by their number. */
  cluster?: boolean;
  /** Property boundaries, drawn as green outlines; each feature's `label` property names it. */
  boundaries?: FeatureCollection<Geometry, { label: string }> | null;
  /** Census FIPS codes of localities to highlight (a property's localities). */
  highlightFips?: readonly string[];
  /** The box to show; Virginia when absent. */
  fitTo?: LngLatBox | null;
  /** With no `fitTo`, show the highlighted localities. */
  fitHighlighted?: boolean;
  /** A dot (not a cluster) was clicked. */
  onPointClick?: (id: string) => void;
  /** The box in view (west, south, east, north), once drawn and after each pan or zoom. */
  onViewChange?: (view: LngLatBox) => void;
};
