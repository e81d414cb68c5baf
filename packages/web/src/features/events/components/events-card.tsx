import { canWrite, type Event, formatDate, isAdmin, mayDeleteEvent } from '@app/domain';
import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AddButton, DeleteItemButton, EditItemButton } from '../../../components/card-buttons';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCardEditing } from '../../../components/use-card-editing';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { type ChildParent, eventKeys, eventQueries } from '../api/events-queries';
import { useDeleteEvent } from '../api/use-event-mutations';
import { EventForm } from './event-form';
import { EventItem } from './event-item';

export type EventsCardProps = { parent: ChildParent; projectId: number };

const title = 'Events';
const parentName = (parent: ChildParent) => (parent.type === 'instrument' ? 'Instrument' : 'Service');

type OpenForm = { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * The events of an instrument or a service, newest first (spec 3 §2, §5): writers add, edit and delete;
 * admin-only types and deletes follow the domain's event rules.
 */
export const EventsCard = ({ parent }: EventsCardProps) => {
  const me = useCurrentUser();
  const events = useQuery(eventQueries.list(parent));
  const eventTypes = useQuery(eventQueries.types(parent.type));
  const remove = useDeleteEvent(parent);
  const { form, open, close, reload, confirmThen } = useCardEditing<OpenForm>({
    title,
    actions: [remove],
    listKey: eventKeys.list(parent),
  });
  const writer = me !== undefined && canWrite(me);
  const admin = me !== undefined && isAdmin(me);
  const typeOf = (event: Event) => eventTypes.data?.find((t) => t.id === event.eventTypeId);

  const eventForm = (event?: Event) =>
    eventTypes.data ? (
      <EventForm
        parent={parent}
        event={event}
        eventTypes={eventTypes.data}
        isAdmin={admin}
        onDone={close}
        onReload={reload}
      />
    ) : (
      <Loader size="sm" aria-label="Loading the event types" />
    );

  const actionsFor = (event: Event) => {
    if (!writer || form) return null;
    const label = `${event.eventTypeName} ${formatDate(event.date)}`;
    return (
      <>
        <EditItemButton name={label} onClick={() => open({ kind: 'edit', id: event.id })} />
        <DeleteItemButton
          name={label}
          disabled={!eventTypes.data || !mayDeleteEvent(typeOf(event), { isAdmin: admin })}
          loading={remove.isPending && remove.variables?.id === event.id}
          onClick={() =>
            void confirmThen(
              { title: 'Delete Event', text: `Are you sure you want to delete the ${label} event?` },
              () => remove.mutate(event),
            )
          }
        />
      </>
    );
  };

  return (
    <RecordCard
      title={title}
      actions={writer && !form && <AddButton what="Event" onClick={() => open({ kind: 'add' })} />}
    >
      <Stack gap="sm">
        {remove.isError && <ServerErrorAlert error={remove.error} onReload={reload} />}
        {form?.kind === 'add' && eventForm()}
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
            renderItem={(event) =>
              form?.kind === 'edit' && form.id === event.id ? (
                eventForm(event)
              ) : (
                <EventItem event={event} actions={actionsFor(event)} />
              )
            }
          />
        )}
      </Stack>
    </RecordCard>
  );
};
