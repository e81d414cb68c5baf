import {
  ServiceCategoryLabelLength,
  ServiceStatus,
  serviceOpenYear,
  statusKind,
  truncate,
} from '@app/domain';
import { Badge, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RecordSidebarList } from '../../../components/record-sidebar-list';
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
    <RecordSidebarList
      title="Services"
      records={services}
      selectedId={selectedId}
      add={canAdd ? { to: routePaths.newService(projectId), label: 'Add Service' } : null}
      emptyText="No Services Found"
      row={(service) => {
        const label = truncate(service.categoryName, ServiceCategoryLabelLength);
        return {
          status: {
            kind: statusKind('service', service.statusId),
            label: statusLabel(service.statusId),
          },
          to: routePaths.projectService(projectId, service.id),
          linkText: service.id,
          linkLabel: `Service ${service.id}`,
          afterLink: (
            <>
              <Text size="sm">{serviceOpenYear(service.openDate)}</Text>
              {service.isMultiProperty && (
                <Badge size="sm" variant="outline" title="Multi-Property Service">
                  MP
                </Badge>
              )}
            </>
          ),
          below:
            label === service.categoryName ? (
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            ) : (
              <Tooltip label={service.categoryName} events={{ hover: true, focus: true, touch: true }}>
                <Text size="xs" c="dimmed" tabIndex={0} aria-label={service.categoryName}>
                  {label}
                </Text>
              </Tooltip>
            ),
        };
      }}
    />
  );
};
