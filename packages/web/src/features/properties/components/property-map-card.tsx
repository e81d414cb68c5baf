import {
  accessPointLocalityWarning,
  acresDifferenceWarning,
  formatAcres,
  type LngLatBox,
  type LocalityOption,
  type Property,
} from '@app/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  boundaryCollection,
  LandMap,
  localityOutlinesQuery,
  type MapPoint,
  mapColors,
} from '../../../components/map';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { lookupQuery } from '../../../lib/lookup-queries';
import { boundaryQuery } from '../api/boundary-queries';
import { propertyQueries } from '../api/property-queries';
import { coordinateText } from './coordinate-text';
import { PropertyBoundaryControls } from './property-boundary-controls';

/** About 1.5 km around the access point when nothing else gives the property's extent. */
const aroundPoint = (lng: number, lat: number): LngLatBox => [
  lng - 0.015,
  lat - 0.012,
  lng + 0.015,
  lat + 0.012,
];

/**
 * The property on the product's own map: its boundary, access point and photo points (with their
 * bearing) over its localities (highlighted), with every place the map shows listed below it. Users who may edit import a boundary
 * (GeoJSON or KML) or remove it after a question.
 */
export const PropertyMapCard = ({ property, canEdit }: { property: Property; canEdit: boolean }) => {
  const localities = useQuery(lookupQuery<LocalityOption>('locality/localities')).data;
  const boundary = useQuery(boundaryQuery(property.id)).data ?? null;
  const photoPoints = useQuery(propertyQueries.photoPoints(property.id)).data;
  const [problem, setProblem] = useState<unknown>(null);
  const { accessPointLatitude: lat, accessPointLongitude: lng } = property;
  // A photo point is drawn where its latest photo was taken, looking its way.
  const placedPhotoPoints = useMemo(
    () =>
      (photoPoints ?? []).flatMap((point) => {
        const at = point.latest;
        return at?.latitude != null && at.longitude != null
          ? [
              {
                point,
                lat: at.latitude,
                lng: at.longitude,
                bearing: point.bearingDegrees ?? at.headingDegrees,
              },
            ]
          : [];
      }),
    [photoPoints],
  );
  const points = useMemo<MapPoint[]>(
    () => [
      ...(lat !== null && lng !== null
        ? [{ id: 'access-point', lng, lat, label: 'Access point', color: mapColors.accessPoint }]
        : []),
      ...placedPhotoPoints.map(({ point, ...at }) => ({
        id: `photo-point-${point.id}`,
        ...at,
        label: `Photo point ${point.name}`,
        color: mapColors.photoPoint,
      })),
    ],
    [lat, lng, placedPhotoPoints],
  );
  const highlightFips = useMemo(() => {
    const fipsById = new Map((localities ?? []).map((l) => [l.id, l.censusFips]));
    return property.propertyLocalities.flatMap((l) => fipsById.get(l.localityId) ?? []);
  }, [localities, property.propertyLocalities]);
  // The outlines the map draws: read only when there is an access point to place in them.
  const outlines = useQuery({ ...localityOutlinesQuery, enabled: lat !== null && lng !== null }).data;
  const outsideWarning = useMemo(() => {
    if (!outlines || !localities) return null;
    const fipsById = new Map(localities.map((l) => [l.id, l.censusFips]));
    const byFips = new Map(outlines.features.map((f) => [f.properties.fips, f.geometry]));
    return accessPointLocalityWarning(
      { latitude: lat, longitude: lng },
      property.propertyLocalities.map((l) => ({
        name: l.localityName,
        geometry: byFips.get(fipsById.get(l.localityId) ?? '') ?? null,
      })),
    );
  }, [outlines, localities, property.propertyLocalities, lat, lng]);
  const boundaries = useMemo(
    () => boundaryCollection(boundary ? [{ label: boundary.fileName, geometry: boundary.geometry }] : []),
    [boundary],
  );
  const fitTo = boundary?.box ?? (lat !== null && lng !== null ? aroundPoint(lng, lat) : null);
  const warning = boundary ? acresDifferenceWarning(boundary.areaAcres, property.calculatedAcres) : null;

  return (
    <RecordCard
      title="Map"
      actions={
        canEdit && (
          <PropertyBoundaryControls propertyId={property.id} boundary={boundary} onProblem={setProblem} />
        )
      }
    >
      <Stack gap="xs">
        {problem !== null && problem !== undefined && <ServerErrorAlert error={problem} />}
        <LandMap
          label={`Map of Property ${property.id}`}
          height={400}
          points={points}
          boundaries={boundaries}
          highlightFips={highlightFips}
          fitTo={fitTo}
          fitHighlighted
        />
        <List size="sm" aria-label={`Places on the map of Property ${property.id}`}>
          <List.Item>
            Boundary:{' '}
            {boundary
              ? `${boundary.fileName}, ${formatAcres(boundary.areaAcres)} acres (Calculated Acres: ${
                  property.calculatedAcres === null ? 'N/A' : formatAcres(property.calculatedAcres)
                })`
              : 'none imported'}
          </List.Item>
          <List.Item>
            Access point:{' '}
            {lat !== null && lng !== null ? `${coordinateText(lat)}, ${coordinateText(lng)}` : 'not recorded'}
          </List.Item>
          <List.Item>
            {placedPhotoPoints.length > 0
              ? `Photo points (violet, a line shows the bearing): ${placedPhotoPoints
                  .map(
                    ({ point, lat: pLat, lng: pLng, bearing }) =>
                      `${point.name} at ${coordinateText(pLat)}, ${coordinateText(pLng)}${
                        bearing != null ? ` (${Math.round(bearing)}°)` : ''
                      }`,
                  )
                  .join('; ')}`
              : 'Photo points: none with a position'}
          </List.Item>
          <List.Item>
            Localities (shaded):{' '}
            {property.propertyLocalities.length > 0
              ? property.propertyLocalities.map((l) => l.localityName).join(', ')
              : 'none'}
          </List.Item>
        </List>
        {[warning, outsideWarning].map(
          (text) =>
            text && (
              // No Alert title: its yellow is too pale for axe; the message says what differs.
              <Alert key={text} color="yellow" role="status">
                {text}
              </Alert>
            ),
        )}
        {lat === null && (
          <Text size="xs" c="dimmed">
            Record the access point's latitude and longitude in the details to place the property on the map.
          </Text>
        )}
      </Stack>
    </RecordCard>
  );
};
