import {
  type Event,
  type EventTypeOption,
  eventFormSchema,
  mayEditEventTypeAndDate,
  offeredEventTypes,
  todayInDisplayZone,
} from '@app/domain';
import { Select, SimpleGrid, Textarea } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { type ChildParent, childParentIds } from '../api/events-queries';
import { useCreateEvent, useUpdateEvent } from '../api/use-event-mutations';

export type EventFormProps = {
  parent: ChildParent;
  /** The event being edited; without it the form adds one. */
  event?: Event;
  eventTypes: readonly EventTypeOption[];
  isAdmin: boolean;
  onDone: () => void;
  onReload: () => void;
};

/** The New York day an event's instant falls on, as the date picker holds it. */
const dayOf = (instant: string) => todayInDisplayZone(new Date(instant));

/**
 * Adds or edits an event (spec 3 §5): types offered per role, a date not after today, notes ≤ 256.
 * Type and date of an admin-delete-only event are locked for non-admins.
 */
export const EventForm = ({ parent, event, eventTypes, isAdmin, onDone, onReload }: EventFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateEvent(parent);
  const update = useUpdateEvent(parent);
  const initialValues = {
    eventTypeId: event ? String(event.eventTypeId) : '',
    date: event ? dayOf(event.date) : '',
    notes: event?.notes ?? '',
  };
  const form = useZodForm({ schema: eventFormSchema, initialValues });
  const { values, saveError } = form;
  const saving = create.isPending || update.isPending;
  const currentType = eventTypes.find((t) => t.id === event?.eventTypeId);
  const locked = event !== undefined && !mayEditEventTypeAndDate(currentType, { isAdmin });

  const save = () =>
    form.submit(async (valid) => {
      if (event) await update.mutateAsync({ ...valid, id: event.id, version: event.version });
      else await create.mutateAsync({ ...valid, ...childParentIds(parent) });
    }, onDone);

  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'this Event')) onDone();
  };

  const typeOptions = offeredEventTypes(eventTypes, { isAdmin, currentTypeId: event?.eventTypeId })
    .toSorted((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <CardForm
      heading={event ? `Edit ${event.eventTypeName} Event` : 'Add Event'}
      onSubmit={() => void save()}
      error={saveError}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Event Type"
          data={typeOptions}
          {...form.choice('eventTypeId')}
          disabled={locked}
          searchable
          withAsterisk
          data-autofocus
        />
        <DateInput
          label="Date"
          {...form.choice('date')}
          disabled={locked}
          disableFuture
          defaultDate={todayInDisplayZone()}
          withAsterisk
        />
      </SimpleGrid>
      <Textarea label="Notes" {...form.text('notes')} rows={2} maxLength={256} />
      <FormButtons saving={saving} onCancel={() => void cancel()} />
    </CardForm>
  );
};
