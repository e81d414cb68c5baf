import { type Event, formatDate } from '@app/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One event: type and date, then notes and who recorded it. */
export const EventItem = ({ event, actions }: { event: Event; actions?: ReactNode }) => (
  <Paper
    withBorder
    radius="sm"
    p="xs"
    component="article"
    aria-label={`${event.eventTypeName} ${formatDate(event.date)}`}
  >
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {event.eventTypeName}{' '}
          <Text span c="dimmed" fw={400}>
            {formatDate(event.date)}
          </Text>
        </Text>
        {actions && (
          <Group gap={6} ml="auto">
            {actions}
          </Group>
        )}
      </Group>
      {event.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.notes}
        </Text>
      )}
      {event.createdByName && (
        <Text size="xs" c="dimmed">
          Added by {event.createdByName}
        </Text>
      )}
    </Stack>
  </Paper>
);
