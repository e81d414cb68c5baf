import { type Event, formatDate } from '@app/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordItem } from '../../../components/record-item';

/** One event: type and date, then notes and who recorded it. */
export const EventItem = ({ event, actions }: { event: Event; actions?: ReactNode }) => (
  <RecordItem
    label={`${event.eventTypeName} ${formatDate(event.date)}`}
    heading={event.eventTypeName}
    subheading={formatDate(event.date)}
    actions={actions}
  >
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
  </RecordItem>
);
