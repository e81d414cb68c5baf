import { formatAcres, formatDistanceBearing, type PropertyBoundary } from '@app/domain';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  boundaryCollection,
  boxAround,
  joinBoxes,
  LandMap,
  type MapPoint,
  mapColors,
} from '../../../components/map';
import { RecordCard } from '../../../components/record-card';

type Position = { lat: number; lng: number; accuracy: number };

/** Degrees around the points: at least about 300 m across, so one point is not a pinhead. */
const pointMargin = 0.002;

/**
 * The property in the field: its boundary, the access point and, once asked, the monitor's position (the browser's
 * Geolocation, followed while the page is open) with the distance and bearing between them. The map's
 * files are precached, so it draws with no network.
 */
export const FieldMapCard = ({
  accessPoint,
  boundary,
}: {
  accessPoint: { lat: number; lng: number } | null;
  boundary: PropertyBoundary | null;
}) => {
  const [following, setFollowing] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!following) return;
    if (!('geolocation' in navigator)) {
      setProblem('This device cannot tell its position.');
      return;
    }
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setProblem(null);
        setPosition({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy });
      },
      (error) =>
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? 'The position was not allowed: allow location for this site in the browser.'
            : 'The position could not be read yet.',
        ),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [following]);

  const points = useMemo<MapPoint[]>(
    () => [
      ...(accessPoint
        ? [{ id: 'access-point', ...accessPoint, label: 'Access point', color: mapColors.accessPoint }]
        : []),
      ...(position
        ? [{ id: 'position', ...position, label: 'You are here', color: mapColors.position }]
        : []),
    ],
    [accessPoint, position],
  );
  const boundaries = useMemo(
    () => boundaryCollection(boundary ? [{ label: 'Boundary', geometry: boundary.geometry }] : []),
    [boundary],
  );

  return (
    <RecordCard title="Map">
      <Stack gap="xs">
        <LandMap
          label="Map of the property and your position"
          height={320}
          points={points}
          boundaries={boundaries}
          fitTo={joinBoxes([boundary?.box, boxAround(points, pointMargin)])}
        />
        <List size="sm" aria-label="Places on the map">
          <List.Item>
            Boundary (green): {boundary ? `${formatAcres(boundary.areaAcres)} acres` : 'none imported'}
          </List.Item>
          <List.Item>
            Access point (blue): {accessPoint ? `${accessPoint.lat}, ${accessPoint.lng}` : 'not recorded'}
          </List.Item>
          <List.Item>
            You (red):{' '}
            {position
              ? `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)} (± ${Math.round(position.accuracy)} m)`
              : 'not shown'}
          </List.Item>
        </List>
        {position && accessPoint && (
          <Text fw={700}>Access point: {formatDistanceBearing(position, accessPoint)} from you</Text>
        )}
        {problem && (
          <Text c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="sm">
          {!following && <Button onClick={() => setFollowing(true)}>Show My Position</Button>}
          {accessPoint && (
            // geo: opens the phone's own maps app at the access point.
            <Anchor
              href={`geo:${accessPoint.lat},${accessPoint.lng}?q=${accessPoint.lat},${accessPoint.lng}`}
            >
              Directions to the access point
            </Anchor>
          )}
        </Group>
      </Stack>
    </RecordCard>
  );
};
