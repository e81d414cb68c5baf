import { formatDate, type Review } from '@app/domain';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import type { ChildParent } from '../../events';
import { reviewQueries } from '../api/reviews-queries';

export type ReviewsCardProps = { parent: ChildParent; projectId: number };

const title = 'Reviews';

/** The reviews of an instrument or a service; starts collapsed (spec 3 §2). */
export const ReviewsCard = ({ parent }: ReviewsCardProps) => {
  const reviews = useQuery(reviewQueries.list(parent));
  const renderReview = (review: Review) => (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Review ${review.id}`}>
      <Text fw={600}>
        {review.assigneeName} – {review.reviewStatusName}
      </Text>
      <Text size="sm">
        Assigned by {review.assignerName} on {formatDate(review.openDate)}
      </Text>
      <Text size="sm">{review.instructions}</Text>
    </Paper>
  );
  return (
    <RecordCard title={title} defaultExpanded={false}>
      <Stack gap="sm">
        {reviews.isPending && <Loader size="sm" aria-label="Loading the reviews" />}
        {reviews.isError && (
          <Alert color="red" role="alert">
            {reviews.error.message}
          </Alert>
        )}
        {reviews.isSuccess && (
          <CardList
            items={reviews.data}
            getKey={(review) => review.id}
            title={title}
            parent={parent.type === 'instrument' ? 'Instrument' : 'Service'}
            renderItem={renderReview}
          />
        )}
      </Stack>
    </RecordCard>
  );
};
