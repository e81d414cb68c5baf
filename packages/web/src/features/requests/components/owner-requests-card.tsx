import { canWrite, formatDate, isRequestOpen, type RequestSummary, requestFlow } from '@app/domain';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StepRecordItem, StepRecordsCard } from '../../../components/step-records-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { requestQueries } from '../api/request-queries';
import { RequestStatusBadge } from './request-labels';

const RequestItem = ({ item }: { item: RequestSummary }) => (
  <StepRecordItem
    label={`Owner Request ${item.id}`}
    name={item.kindName}
    status={<RequestStatusBadge statusId={item.statusId} />}
    to={routePaths.ownerRequest(item.id)}
  >
    <Text size="sm">
      Received {formatDate(item.receivedOn)}
      {isRequestOpen(item.statusId) && ` · Decision due ${formatDate(item.decisionDue)}`}
    </Text>
  </StepRecordItem>
);

/** A property's owners' requests (issue 33 §5): undecided first, then decided; writers receive a new one. */
export const OwnerRequestsCard = ({ propertyId }: { propertyId: number }) => {
  const me = useCurrentUser();
  return (
    <StepRecordsCard
      title="Owner Requests"
      actions={
        me &&
        canWrite(me) && (
          <Button component={Link} to={routePaths.newOwnerRequest(propertyId)} size="xs" variant="light">
            Receive Request
          </Button>
        )
      }
      records={useQuery(requestQueries.property(propertyId))}
      split={requestFlow.split}
      loadingLabel="Loading the owner requests"
      noneOpen="No Owner Requests awaiting a decision."
      finishedHeading="Decided"
      item={(item) => <RequestItem key={item.id} item={item} />}
    />
  );
};
