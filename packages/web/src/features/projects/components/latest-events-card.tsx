import { displayOrNone, formatDate, type ProjectEvent } from '@app/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { routePaths } from '../../../lib/routes';

/** Spec 2 §2: the summary shows the five newest. */
const shownEvents = 5;

const EventRecord = ({ projectId, event }: { projectId: number; event: ProjectEvent }) =>
  event.serviceId !== null ? (
    <Anchor component={Link} to={routePaths.projectService(projectId, event.serviceId)} fz="sm">
      Service {event.serviceId}
    </Anchor>
  ) : event.instrumentId !== null ? (
    <Anchor component={Link} to={routePaths.projectInstrument(projectId, event.instrumentId)} fz="sm">
      Instrument {event.instrumentId}
    </Anchor>
  ) : (
    'None'
  );

/** The newest events of the project's instruments and services (newest date first, then id descending). */
export const LatestEventsCard = ({
  projectId,
  events,
}: {
  projectId: number;
  events: readonly ProjectEvent[];
}) => (
  <RecordCard title="Latest Events">
    {events.length === 0 ? (
      <Text c="dimmed">No Events have been added to this Project</Text>
    ) : (
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Latest Events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Notes</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.slice(0, shownEvents).map((event) => (
              <Table.Tr key={`${event.serviceId === null ? 'i' : 's'}${event.id}`}>
                <Table.Td>{formatDate(event.date)}</Table.Td>
                <Table.Td>{event.eventTypeName}</Table.Td>
                <Table.Td>
                  <EventRecord projectId={projectId} event={event} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{displayOrNone(event.notes)}</Table.Td>
                <Table.Td>{displayOrNone(event.createdByName)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )}
  </RecordCard>
);
