import { formatAcres, PropertyStatus, statusKind } from '@app/domain';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RecordSidebarList } from '../../../components/record-sidebar-list';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { lookupName, propertyQueries } from '../api/property-queries';

type PropertyListProps = { projectId: number; selectedId: number; canAdd: boolean };

/**
 * The left list of the property page: each property's id, status dot and calculated acres, with its
 * name underneath so a user can tell the tracts apart.
 */
export const PropertyList = ({ projectId, selectedId, canAdd }: PropertyListProps) => {
  const properties = useQuery(propertyQueries.projectList(projectId));
  const statuses = useQuery(lookupQuery('property/propertystatuses')).data;
  const statusLabel = (statusId: number) =>
    lookupName(statuses, statusId) || (statusId === PropertyStatus.Current ? 'Current' : 'Inactive');

  return (
    <RecordSidebarList
      title="Properties"
      records={properties}
      selectedId={selectedId}
      add={canAdd ? { to: routePaths.newProperty(projectId), label: 'Add Property' } : null}
      row={(property) => ({
        status: {
          kind: statusKind('property', property.statusId),
          label: statusLabel(property.statusId),
        },
        to: routePaths.projectProperty(projectId, property.id),
        linkText: property.id,
        linkLabel: `Property ${property.id}`,
        aside: (
          <Text size="sm">
            {formatAcres(property.calculatedAcres)} {property.calculatedAcres !== null && 'ac'}
          </Text>
        ),
        below: property.name && (
          <Text size="xs" c="dimmed" lineClamp={1} title={property.name}>
            {property.name}
          </Text>
        ),
      })}
    />
  );
};
