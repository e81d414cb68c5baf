import { formatDate, type RequestListItem, type RequestStatusId, requestStatusLabels } from '@app/domain';
import { Text } from '@mantine/core';
import { routePaths } from '../../../lib/routes';
import { ItemFrame, ProjectLine } from './home-list-items';

/** An owner's request past its decision due date (the Owner Requests Due tile): its property and status. */
export const RequestDueItem = ({ item }: { item: RequestListItem }) => (
  <ItemFrame title={`Owner Request ${item.id}: ${item.kindName}`} to={routePaths.ownerRequest(item.id)}>
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm">
      Property {item.propertyId}
      {item.propertyName ? `: ${item.propertyName}` : ''}
    </Text>
    <Text size="sm" c="dimmed">
      {requestStatusLabels[item.statusId as RequestStatusId]} · Decision due {formatDate(item.decisionDue)}
    </Text>
  </ItemFrame>
);
