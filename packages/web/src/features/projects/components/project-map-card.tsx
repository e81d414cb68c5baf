import type { LngLatBox } from '@app/domain';
import { List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { LandMap, propertyMapPoints, propertyOfPoint } from '../../../components/map';
import { RecordCard } from '../../../components/record-card';
import { mapPointsQuery } from '../../../lib/map-points-query';
import { routePaths } from '../../../lib/routes';

/** The box around the points, with a margin so a single property is not at the edge. */
const boxAround = (points: { lng: number; lat: number }[]): LngLatBox | null => {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const m = 0.01;
  return [Math.min(...lngs) - m, Math.min(...lats) - m, Math.max(...lngs) + m, Math.max(...lats) + m];
};

/** The project's properties on the product's own map, fitted to them, each also listed as a link. */
export const ProjectMapCard = ({ projectId }: { projectId: number }) => {
  const navigate = useNavigate();
  const items = useQuery(mapPointsQuery(projectId)).data?.items;
  const points = useMemo(() => propertyMapPoints(items ?? []), [items]);
  return (
    <RecordCard title="Map">
      <LandMap
        label={`Map of Project ${projectId}`}
        height={400}
        points={points}
        fitTo={boxAround(points)}
        onPointClick={(id) => {
          const { propertyId } = propertyOfPoint(id);
          navigate(routePaths.projectProperty(projectId, propertyId));
        }}
      />
      <List size="sm" mt="xs" aria-label={`Places on the map of Project ${projectId}`}>
        {items?.length === 0 && <List.Item>No property of this project has an access point.</List.Item>}
        {(items ?? []).map(([id, , , lat, lng]) => (
          <List.Item key={id}>
            <Link to={routePaths.projectProperty(projectId, id)}>Property {id}</Link>: access point {lat},{' '}
            {lng}
          </List.Item>
        ))}
      </List>
    </RecordCard>
  );
};
