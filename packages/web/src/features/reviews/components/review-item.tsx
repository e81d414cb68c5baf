import { displayOrNone, formatDate, type Review } from '@app/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const Value = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    <Text span size="sm" c="dimmed">
      {label}:
    </Text>{' '}
    {children}
  </Text>
);

/** One review with its people, dates, instructions and comments. */
export const ReviewItem = ({ review, actions }: { review: Review; actions?: ReactNode }) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Review for ${review.assigneeName}`}>
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {review.assigneeName}{' '}
          <Text span c="dimmed" fw={400}>
            {review.reviewStatusName}
          </Text>
        </Text>
        {actions && <Group gap={6}>{actions}</Group>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={2}>
        <Value label="Assigned By">{review.assignerName}</Value>
        <Value label="Open Date">{formatDate(review.openDate)}</Value>
        <Value label="Close Date">{formatDate(review.closeDate)}</Value>
      </SimpleGrid>
      <Value label="Instructions">{review.instructions}</Value>
      <Value label="Reviewer Comments">{displayOrNone(review.comments)}</Value>
    </Stack>
  </Paper>
);
