import { formatAcres, type Property, type PropertyInstrument } from '@app/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { lookupName } from '../api/property-queries';

const InstrumentItem = ({ link, projectId }: { link: PropertyInstrument; projectId: number }) => {
  const statuses = useQuery(lookupQuery('instrument/instrumentstatuses')).data;
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>Instrument {link.title}</Text>
          <Text size="sm">
            {[link.typeCode, lookupName(statuses, link.statusId), `${formatAcres(link.propertyAcres)} acres`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={routePaths.projectInstrument(projectId, link.instrumentId)}
          size="xs"
          variant="light"
          aria-label={`View Instrument ${link.instrumentId}`}
        >
          View
        </Button>
      </Group>
    </Paper>
  );
};

/** Associated Instruments: title, type code, status and impacted acres, each with a View link. */
export const PropertyInstrumentsCard = ({ property }: { property: Property }) => (
  <RecordCard title="Associated Instruments">
    <CardList
      items={property.propertyInstruments}
      getKey={(link) => link.id}
      title="Instruments"
      parent="Property"
      renderItem={(link) => <InstrumentItem link={link} projectId={property.projectId} />}
    />
  </RecordCard>
);
