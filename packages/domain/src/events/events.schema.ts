import { z } from 'zod';
import { numericId, optionalText, optionId, orNull, savedVersion, usDate } from '../validators';

export const eventMessages = {
  oneParent: 'An event belongs to exactly one Instrument or one Service.',
  typeNotOffered: 'This Event Type is not available here.',
  adminOnlyType: 'Only an admin may choose this Event Type.',
  adminOnlyTypeAndDate: 'Only an admin may change the Event Type or Date of this event.',
  adminOnlyDelete: 'Only an admin may delete this event.',
  notFound: 'Event not found.',
} as const;

/** Spec 3 §5: type required (named Event Type), date required and not after today, notes ≤ 256. */
export const eventFormFields = {
  eventTypeId: optionId('Event Type'),
  date: usDate('Date', { notInFuture: true }),
  notes: optionalText('Notes', { max: 256 }),
};
export const eventFormSchema = z.object(eventFormFields);
export type EventFormInput = z.input<typeof eventFormSchema>;

/** POST event/create: the event of one instrument or one service. */
export const eventCreateSchema = z
  .object({
    ...eventFormFields,
    instrumentId: orNull(numericId('Instrument ID')),
    serviceId: orNull(numericId('Service ID')),
  })
  .refine((e) => (e.instrumentId === null) !== (e.serviceId === null), {
    message: eventMessages.oneParent,
    path: ['instrumentId'],
  });
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.infer<typeof eventCreateSchema>;

/** PUT event/update (version-checked); the parent never changes. */
export const eventUpdateSchema = z.object({ id: numericId('ID'), version: savedVersion, ...eventFormFields });
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** An event as the cards list it; `date` is an instant (ISO) shown as a New York date. */
export const eventSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  instrumentId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  eventTypeId: z.number().int(),
  eventTypeName: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;
