import { displayOrNone, formatDate, type Review } from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { ItemValue, RecordItem } from '../../../components/record-item';

/** One review with its people, dates, instructions and comments. */
export const ReviewItem = ({ review, actions }: { review: Review; actions?: ReactNode }) => (
  <RecordItem
    label={`Review for ${review.assigneeName}`}
    heading={review.assigneeName}
    subheading={review.reviewStatusName}
    actions={actions}
  >
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={2}>
      <ItemValue label="Assigned By">{review.assignerName}</ItemValue>
      <ItemValue label="Open Date">{formatDate(review.openDate)}</ItemValue>
      <ItemValue label="Close Date">{formatDate(review.closeDate)}</ItemValue>
    </SimpleGrid>
    <ItemValue label="Instructions">{review.instructions}</ItemValue>
    <ItemValue label="Reviewer Comments">{displayOrNone(review.comments)}</ItemValue>
  </RecordItem>
);
