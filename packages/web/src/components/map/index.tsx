import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { MapLoadBoundary } from './map-load-boundary';
import type { LandMapProps } from './map-types';

export { localityOutlinesQuery } from './localities-data';
export { mapColors, statusColor } from './map-colors';
export { boundaryCollection, boxAround, joinBoxes } from './map-data';
export type { LandMapProps, MapPoint } from './map-types';
export { propertyMapPoints, propertyOfPoint } from './property-points';

const LazyLandMap = lazy(() => import('./land-map'));

/**
 * The map, loaded on first show (MapLibre is about a megabyte: it never weighs on the first page).
 * Every place it draws must also be listed beside it by the caller (a map is never the only way in).
 */
export const LandMap = (props: LandMapProps) => (
  <MapLoadBoundary height={props.height}>
    <Suspense
      fallback={
        <Center h={props.height}>
          <Loader size="sm" aria-label="Loading the map" />
        </Center>
      }
    >
      <LazyLandMap {...props} />
    </Suspense>
  </MapLoadBoundary>
);
