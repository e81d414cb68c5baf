import { formatAcres, PropertyStatus } from '@app/domain';
import { Alert, Anchor, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StatusDot } from '../../../components/status-dot';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { lookupName, propertyQueries } from '../api/property-queries';

type PropertyListProps = { projectId: number; selectedId: number; canAdd: boolean };

/**
 * The left list of the property page: each property's id, status dot and calculated acres, with its
 * name underneath so a user can tell the tracts apart. The dot sits beside the link, not in it: it
 * takes focus for its tooltip.
 */
export const PropertyList = ({ projectId, selectedId, canAdd }: PropertyListProps) => {
  const properties = useQuery(propertyQueries.projectList(projectId));
  const statuses = useQuery(lookupQuery('property/propertystatuses')).data;
  const statusLabel = (statusId: number) =>
    lookupName(statuses, statusId) || (statusId === PropertyStatus.Current ? 'Current' : 'Inactive');

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label="Properties">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Properties
        </Title>
        {canAdd && (
          <Anchor component={Link} to={routePaths.newProperty(projectId)} size="sm" aria-label="Add Property">
            + Add
          </Anchor>
        )}
      </Group>
      {properties.isPending && <Loader size="sm" aria-label="Loading the properties" />}
      {properties.isError && (
        <Alert color="red" role="alert">
          {properties.error.message}
        </Alert>
      )}
      <Stack gap={4}>
        {properties.data?.map((property) => {
          const selected = property.id === selectedId;
          return (
            <Box
              key={property.id}
              px="xs"
              py={6}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <StatusDot
                    kind={property.statusId === PropertyStatus.Current ? 'success' : 'closed'}
                    label={statusLabel(property.statusId)}
                  />
                  <Anchor
                    component={Link}
                    to={routePaths.projectProperty(projectId, property.id)}
                    fw={selected ? 700 : 500}
                    aria-current={selected ? 'page' : undefined}
                    aria-label={`Property ${property.id}`}
                  >
                    {property.id}
                  </Anchor>
                </Group>
                <Text size="sm">
                  {formatAcres(property.calculatedAcres)} {property.calculatedAcres !== null && 'ac'}
                </Text>
              </Group>
              {property.name && (
                <Text size="xs" c="dimmed" lineClamp={1} title={property.name}>
                  {property.name}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
};
