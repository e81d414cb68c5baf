import { formatDate, type NewOwnerTask, ownerMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { routePaths } from '../../../lib/routes';
import { ItemFrame, ProjectLine } from './home-list-items';

/** A new owner still to contact (issue 33 §4): the property, the owner and the day they are due. */
export const NewOwnerItem = ({ item }: { item: NewOwnerTask }) => (
  <ItemFrame
    title={`Property ${item.propertyId}${item.propertyName ? `: ${item.propertyName}` : ''}`}
    to={routePaths.projectProperty(item.projectId, item.propertyId)}
  >
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm">
      New owner: {item.ownerName} (since {formatDate(item.ownerSince)})
    </Text>
    <Text size="sm" c={item.overdue ? 'red.8' : 'dimmed'} fw={item.overdue ? 700 : undefined}>
      {ownerMessages.taskTitle}: due {formatDate(item.due)}
      {item.overdue ? ' (overdue)' : ''}
    </Text>
  </ItemFrame>
);
