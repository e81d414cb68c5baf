import { displayOrNone, type Event, formatDate } from '@app/domain';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { type ChildParent, eventQueries } from '../api/events-queries';

export type EventsCardProps = { parent: ChildParent; projectId: number };

const title = 'Events';
const parentName = (parent: ChildParent) => (parent.type === 'instrument' ? 'Instrument' : 'Service');

/** The events of an instrument or a service, newest first. */
export const EventsCard = ({ parent }: EventsCardProps) => {
  const events = useQuery(eventQueries.list(parent));
  const renderEvent = (event: Event) => (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Event ${event.eventTypeName}`}>
      <Text fw={600}>
        {event.eventTypeName} – {formatDate(event.date)}
      </Text>
      <Text size="sm">{displayOrNone(event.notes)}</Text>
    </Paper>
  );
  return (
    <RecordCard title={title}>
      <Stack gap="sm">
        {events.isPending && <Loader size="sm" aria-label="Loading the events" />}
        {events.isError && (
          <Alert color="red" role="alert">
            {events.error.message}
          </Alert>
        )}
        {events.isSuccess && (
          <CardList
            items={events.data}
            getKey={(event) => event.id}
            title={title}
            parent={parentName(parent)}
            renderItem={renderEvent}
          />
        )}
      </Stack>
    </RecordCard>
  );
};
