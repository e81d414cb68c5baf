import { formatDate, type OpenReview } from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { routePaths } from '../../../lib/routes';
import { projectSummaryQueries } from '../api/project-summary-queries';

/** The record a review is on: its name and the route of its page. */
const reviewedRecord = (projectId: number, review: OpenReview) =>
  review.serviceId !== null
    ? { name: `Service ${review.serviceId}`, to: routePaths.projectService(projectId, review.serviceId) }
    : {
        name: `Instrument ${review.instrumentId}`,
        to: routePaths.projectInstrument(projectId, review.instrumentId ?? ''),
      };

const ReviewItem = ({ projectId, review }: { projectId: number; review: OpenReview }) => {
  const record = reviewedRecord(projectId, review);
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>
            Review {review.id} on {record.name}
          </Text>
          <Text size="sm">
            Assigned to {review.assigneeName} by {review.assignerName}, opened {formatDate(review.openDate)}
          </Text>
        </div>
        <Button
          component={Link}
          to={record.to}
          size="xs"
          variant="default"
          aria-label={`View ${record.name}`}
        >
          View
        </Button>
      </Group>
    </Paper>
  );
};

/** The open reviews of the project's instruments and services, oldest first, paged. */
export const OpenReviewsCard = ({ projectId }: { projectId: number }) => {
  const reviews = useQuery(projectSummaryQueries.openReviews(projectId));
  return (
    <RecordCard title="Open Reviews">
      {reviews.data ? (
        <CardList
          items={reviews.data}
          getKey={(review) => review.id}
          renderItem={(review) => <ReviewItem projectId={projectId} review={review} />}
          title="Open Reviews"
          parent="Project"
          emptyText="There are no Open Reviews on this Project."
        />
      ) : reviews.isError ? (
        <Alert color="red" role="alert">
          {reviews.error.message}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the open reviews" />
      )}
    </RecordCard>
  );
};
