import { formatAcres } from '@app/domain';
import { List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  boundaryCollection,
  boxAround,
  joinBoxes,
  LandMap,
  propertyMapPoints,
  propertyOfPoint,
} from '../../../components/map';
import { RecordCard } from '../../../components/record-card';
import { mapPointsQuery } from '../../../lib/map-points-query';
import { routePaths } from '../../../lib/routes';
import { projectSummaryQueries } from '../api/project-summary-queries';

/**
 * The project's properties on the product's own map, their boundaries and access points, fitted to
 * them; each place is also listed as a link.
 */
export const ProjectMapCard = ({ projectId }: { projectId: number }) => {
  const navigate = useNavigate();
  const items = useQuery(mapPointsQuery(projectId)).data?.items;
  const boundaryItems = useQuery(projectSummaryQueries.boundaries(projectId)).data?.items;
  const points = useMemo(() => propertyMapPoints(items ?? []), [items]);
  const boundaries = useMemo(
    () =>
      boundaryCollection(
        (boundaryItems ?? []).map((b) => ({ label: `Property ${b.propertyId}`, geometry: b.geometry })),
      ),
    [boundaryItems],
  );
  const fitTo = joinBoxes([boxAround(points, 0.01), ...(boundaryItems ?? []).map((b) => b.box)]);
  const boundaryOf = new Map((boundaryItems ?? []).map((b) => [b.propertyId, b]));
  const unplaced = (boundaryItems ?? []).filter((b) => !items?.some(([id]) => id === b.propertyId));
  const place = (propertyId: number) => {
    const boundary = boundaryOf.get(propertyId);
    return boundary ? `; boundary ${formatAcres(boundary.areaAcres)} acres` : '';
  };
  return (
    <RecordCard title="Map">
      <LandMap
        label={`Map of Project ${projectId}`}
        height={400}
        points={points}
        boundaries={boundaries}
        fitTo={fitTo}
        onPointClick={(id) => {
          const { propertyId } = propertyOfPoint(id);
          navigate(routePaths.projectProperty(projectId, propertyId));
        }}
      />
      <List size="sm" mt="xs" aria-label={`Places on the map of Project ${projectId}`}>
        {items?.length === 0 && unplaced.length === 0 && (
          <List.Item>No property of this project has an access point or a boundary.</List.Item>
        )}
        {(items ?? []).map(([id, , , lat, lng]) => (
          <List.Item key={id}>
            <Link to={routePaths.projectProperty(projectId, id)}>Property {id}</Link>: access point {lat},{' '}
            {lng}
            {place(id)}
          </List.Item>
        ))}
        {unplaced.map((b) => (
          <List.Item key={b.propertyId}>
            <Link to={routePaths.projectProperty(projectId, b.propertyId)}>Property {b.propertyId}</Link>:
            boundary {formatAcres(b.areaAcres)} acres
          </List.Item>
        ))}
      </List>
    </RecordCard>
  );
};
