import { formatDate, ownerMessages } from '@app/domain';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RecordCard } from '../../../components/record-card';
import { ownerQueries } from '../api/owner-queries';

/**
 * A property's new owners still to contact (issue 33 §4): shown only while there are some, each with
 * the day it is due; the task closes when an owner contact on one of its easements reaches the owner.
 */
export const NewOwnersCard = ({ propertyId }: { propertyId: number }) => {
  const query = useQuery(ownerQueries.propertyTasks(propertyId));
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  if (query.data.length === 0) return null;
  return (
    <RecordCard title={ownerMessages.tileTitle}>
      <Stack gap="xs">
        {query.data.map((task) => (
          <Paper
            key={task.contactLinkId}
            withBorder
            radius="sm"
            p="xs"
            component="article"
            aria-label={`New owner ${task.ownerName}`}
          >
            <Text fw={600}>
              {ownerMessages.taskTitle}: {task.ownerName}
            </Text>
            <Text size="sm">Owner since {formatDate(task.ownerSince)}</Text>
            <Text size="sm" c={task.overdue ? 'red.8' : undefined} fw={task.overdue ? 700 : undefined}>
              Due {formatDate(task.due)}
              {task.overdue ? ' (overdue)' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              Done when an Owner Contact on one of the property's instruments reaches them.
            </Text>
          </Paper>
        ))}
      </Stack>
    </RecordCard>
  );
};
