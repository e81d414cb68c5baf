import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LandMap, propertyMapPoints, propertyOfPoint } from '../../../components/map';
import { RecordCard } from '../../../components/record-card';
import { useConfig } from '../../../lib/config-context';
import { mapPointsQuery } from '../../../lib/map-points-query';
import { routePaths } from '../../../lib/routes';

/** The configured statewide map (MAP_URL), open by default, 500 high (spec 1 §2). */
const ConfiguredMap = ({ address }: { address: string }) => (
  <iframe
    title="Statewide map"
    // The project pages fill {projectId} in the same address; the statewide map has no project.
    src={address.replace(/\{\w+\}/g, '')}
    style={{ width: '100%', height: 500, border: 0, display: 'block' }}
  />
);

/** With no MAP_URL, the product's own map: every property's access point, clustered, by status. */
const PropertiesMap = () => {
  const navigate = useNavigate();
  const items = useQuery(mapPointsQuery()).data?.items;
  const points = useMemo(() => propertyMapPoints(items ?? []), [items]);
  return (
    <>
      <LandMap
        label="Statewide map of the properties"
        height={500}
        points={points}
        cluster
        onPointClick={(id) => {
          const { projectId, propertyId } = propertyOfPoint(id);
          navigate(routePaths.projectProperty(projectId, propertyId));
        }}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {items ? `${items.length.toLocaleString('en-US')} properties with an access point. ` : ''}
        Green: Current; grey: other statuses. Click a property to open it, or find any property with Quick
        Lookup and Advanced Search.
      </Text>
    </>
  );
};

export const StatewideMapCard = () => {
  const { links } = useConfig();
  return (
    <RecordCard title="Statewide Map">
      {links.map ? <ConfiguredMap address={links.map} /> : <PropertiesMap />}
    </RecordCard>
  );
};
