import { formatDate, type InspectionDue } from '@app/domain';
import { Text } from '@mantine/core';
import { InspectionStateBadge } from '../../../components/inspection-state-badge';
import { routePaths } from '../../../lib/routes';
import { ItemFrame, ProjectLine } from './home-list-items';

/** A property of the Inspections Due list: its project, last inspection, due date and state. */
export const InspectionDueItem = ({ item }: { item: InspectionDue }) => (
  <ItemFrame
    title={`Property ${item.propertyId}${item.propertyName ? `: ${item.propertyName}` : ''}`}
    to={routePaths.projectProperty(item.projectId, item.propertyId)}
  >
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm" c="dimmed">
      Last inspection {formatDate(item.lastInspection)} · Due {formatDate(item.dueDate)}{' '}
      <InspectionStateBadge state={item.state} />
    </Text>
  </ItemFrame>
);
