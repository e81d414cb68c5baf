import { formatDate, type Property, type PropertyService } from '@app/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { lookupName } from '../api/property-queries';

const ServiceItem = ({ service }: { service: PropertyService }) => {
  const statuses = useQuery(lookupQuery('service/statuses')).data;
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>Service {service.id}</Text>
            {service.isMultiProperty && (
              <Badge size="sm" variant="light" title="Multi-Property Service">
                MP
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {[
              service.categoryName,
              lookupName(statuses, service.statusId),
              `Opened ${formatDate(service.openDate)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {/* A multi-property service lives under its primary project. */}
        <Button
          component={Link}
          to={routePaths.projectService(service.projectId, service.id)}
          size="xs"
          variant="light"
          aria-label={`View Service ${service.id}`}
        >
          View
        </Button>
      </Group>
    </Paper>
  );
};

/** Associated Services: id, category, status and open date, each with a View link. */
export const PropertyServicesCard = ({ property }: { property: Property }) => (
  <RecordCard title="Associated Services">
    <CardList
      items={property.propertyServices}
      getKey={(service) => service.id}
      title="Services"
      parent="Property"
      renderItem={(service) => <ServiceItem service={service} />}
    />
  </RecordCard>
);
