import type { LngLatBox, LocalityOption, Property } from '@app/domain';
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LandMap, type MapPoint, mapColors } from '../../../components/map';
import { RecordCard } from '../../../components/record-card';
import { lookupQuery } from '../../../lib/lookup-queries';
import { coordinateText } from './coordinate-text';

/** About 1.5 km around the access point when nothing else gives the property's extent. */
const aroundPoint = (lng: number, lat: number): LngLatBox => [
  lng - 0.015,
  lat - 0.012,
  lng + 0.015,
  lat + 0.012,
];

/**
 * The property on the product's own map: its access point over its localities (highlighted), with
 * every place the map shows listed below it.
 */
export const PropertyMapCard = ({ property }: { property: Property }) => {
  const localities = useQuery(lookupQuery<LocalityOption>('locality/localities')).data;
  const { accessPointLatitude: lat, accessPointLongitude: lng } = property;
  const points = useMemo<MapPoint[]>(
    () =>
      lat !== null && lng !== null
        ? [{ id: 'access-point', lng, lat, label: 'Access point', color: mapColors.accessPoint }]
        : [],
    [lat, lng],
  );
  const highlightFips = useMemo(() => {
    const fipsById = new Map((localities ?? []).map((l) => [l.id, l.censusFips]));
    return property.propertyLocalities.flatMap((l) => fipsById.get(l.localityId) ?? []);
  }, [localities, property.propertyLocalities]);
  const fitTo = lat !== null && lng !== null ? aroundPoint(lng, lat) : null;

  return (
    <RecordCard title="Map">
      <Stack gap="xs">
        <LandMap
          label={`Map of Property ${property.id}`}
          height={400}
          points={points}
          highlightFips={highlightFips}
          fitTo={fitTo}
          fitHighlighted
        />
        <List size="sm" aria-label={`Places on the map of Property ${property.id}`}>
          <List.Item>
            Access point:{' '}
            {lat !== null && lng !== null ? `${coordinateText(lat)}, ${coordinateText(lng)}` : 'not recorded'}
          </List.Item>
          <List.Item>
            Localities (shaded):{' '}
            {property.propertyLocalities.length > 0
              ? property.propertyLocalities.map((l) => l.localityName).join(', ')
              : 'none'}
          </List.Item>
        </List>
        {lat === null && (
          <Text size="xs" c="dimmed">
            Record the access point's latitude and longitude in the details to place the property on the map.
          </Text>
        )}
      </Stack>
    </RecordCard>
  );
};
