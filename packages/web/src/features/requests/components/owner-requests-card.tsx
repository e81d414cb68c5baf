import { canWrite, formatDate, isRequestOpen, type RequestSummary } from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { requestQueries } from '../api/request-queries';
import { RequestStatusBadge } from './request-labels';

const RequestItem = ({ item }: { item: RequestSummary }) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Owner Request ${item.id}`}>
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{item.kindName}</Text>
          <RequestStatusBadge statusId={item.statusId} />
        </Group>
        <Text size="sm">
          Received {formatDate(item.receivedOn)}
          {isRequestOpen(item.statusId) && ` · Decision due ${formatDate(item.decisionDue)}`}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={routePaths.ownerRequest(item.id)}
        size="xs"
        variant="light"
        aria-label={`View Owner Request ${item.id}`}
      >
        View
      </Button>
    </Group>
  </Paper>
);

/** A property's owners' requests (issue 33 §5): undecided first, then decided; writers receive a new one. */
export const OwnerRequestsCard = ({ propertyId }: { propertyId: number }) => {
  const me = useCurrentUser();
  const requests = useQuery(requestQueries.property(propertyId));
  const open = (requests.data ?? []).filter((r) => isRequestOpen(r.statusId));
  const decided = (requests.data ?? []).filter((r) => !isRequestOpen(r.statusId));
  return (
    <RecordCard
      title="Owner Requests"
      actions={
        me &&
        canWrite(me) && (
          <Button component={Link} to={routePaths.newOwnerRequest(propertyId)} size="xs" variant="light">
            Receive Request
          </Button>
        )
      }
    >
      <Stack gap="xs">
        {requests.isPending && <Loader size="sm" aria-label="Loading the owner requests" />}
        {requests.isError && (
          <Alert color="red" role="alert">
            {requests.error.message}
          </Alert>
        )}
        {requests.data && open.length === 0 && <Text size="sm">No Owner Requests awaiting a decision.</Text>}
        {open.map((item) => (
          <RequestItem key={item.id} item={item} />
        ))}
        {decided.length > 0 && (
          <Text size="sm" fw={600} mt="xs">
            Decided ({decided.length})
          </Text>
        )}
        {decided.map((item) => (
          <RequestItem key={item.id} item={item} />
        ))}
      </Stack>
    </RecordCard>
  );
};
