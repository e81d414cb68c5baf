import { ServiceCategoryLabelLength, ServiceStatus, serviceOpenYear, truncate } from '@app/domain';
import { Alert, Anchor, Badge, Box, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StatusDot } from '../../../components/status-dot';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { serviceQueries } from '../api/service-queries';

type ServiceListProps = { projectId: number; selectedId: number; canAdd: boolean };

/**
 * The left list of the services page (spec 2 §2): id, open year, an MP tag for multi-property services,
 * a status dot, and the category cut at 15 characters with the whole name in a tooltip.
 */
export const ServiceList = ({ projectId, selectedId, canAdd }: ServiceListProps) => {
  const services = useQuery(serviceQueries.projectList(projectId));
  const statuses = useQuery(lookupQuery('service/statuses')).data;
  const statusLabel = (statusId: number) =>
    statuses?.find((s) => s.id === statusId)?.name ?? (statusId === ServiceStatus.Closed ? 'Closed' : 'Open');

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label="Services">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Services
        </Title>
        {canAdd && (
          <Anchor component={Link} to={routePaths.newService(projectId)} size="sm" aria-label="Add Service">
            + Add
          </Anchor>
        )}
      </Group>
      {services.isPending && <Loader size="sm" aria-label="Loading the services" />}
      {services.isError && (
        <Alert color="red" role="alert">
          {services.error.message}
        </Alert>
      )}
      {services.data?.length === 0 && <Text size="sm">No Services Found</Text>}
      <Stack gap={4}>
        {services.data?.map((service) => {
          const selected = service.id === selectedId;
          const label = truncate(service.categoryName, ServiceCategoryLabelLength);
          return (
            <Box
              key={service.id}
              px="xs"
              py={6}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <StatusDot
                    kind={service.statusId === ServiceStatus.Closed ? 'closed' : 'warning'}
                    label={statusLabel(service.statusId)}
                  />
                  <Anchor
                    component={Link}
                    to={routePaths.projectService(projectId, service.id)}
                    fw={selected ? 700 : 500}
                    aria-current={selected ? 'page' : undefined}
                    aria-label={`Service ${service.id}`}
                  >
                    {service.id}
                  </Anchor>
                  <Text size="sm">{serviceOpenYear(service.openDate)}</Text>
                  {service.isMultiProperty && (
                    <Badge size="sm" variant="outline" title="Multi-Property Service">
                      MP
                    </Badge>
                  )}
                </Group>
              </Group>
              {label === service.categoryName ? (
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
              ) : (
                <Tooltip label={service.categoryName} events={{ hover: true, focus: true, touch: true }}>
                  <Text size="xs" c="dimmed" tabIndex={0} aria-label={service.categoryName}>
                    {label}
                  </Text>
                </Tooltip>
              )}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
};
