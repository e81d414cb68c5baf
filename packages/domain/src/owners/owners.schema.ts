import { z } from 'zod';
import { crmIdSchema } from '../contacts/contacts.schema';
import { homePage } from '../home/home.schema';
import {
  bounded,
  multiRequired,
  numericId,
  optionalText,
  savedVersion,
  uniqueValues,
  usDate,
} from '../validators';
import { ownerContactMethods, ownerMessages } from './owners.rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** At most this many owners reached by one contact (a family, a company's officers). */
export const MaxOwnersPerContact = 20;

const ownerContactFields = {
  contactedOn: usDate('Contact Date', { notInFuture: true }),
  method: z.enum(ownerContactMethods, { error: 'How is required.' }),
  crmIds: bounded(uniqueValues('Owner', multiRequired('Owner', crmIdSchema)), {
    field: 'Owners Reached',
    max: MaxOwnersPerContact,
    typeMessage: ownerMessages.ownersRequired,
  }),
  note: optionalText('Note', { max: 1000 }),
};

/** POST ownerContact/create: by the signed-in user, on an instrument. */
export const ownerContactCreateSchema = z.object({
  instrumentId: numericId('Instrument ID'),
  ...ownerContactFields,
});
export type OwnerContactCreateInput = z.input<typeof ownerContactCreateSchema>;
export type OwnerContactCreate = z.infer<typeof ownerContactCreateSchema>;

/** PUT ownerContact/update. */
export const ownerContactUpdateSchema = z.object({
  id: numericId('ID'),
  version: savedVersion,
  ...ownerContactFields,
});
export type OwnerContactUpdateInput = z.input<typeof ownerContactUpdateSchema>;
export type OwnerContactUpdate = z.infer<typeof ownerContactUpdateSchema>;

const ownerRefSchema = z.object({ crmId: z.string(), name: z.string() });
export type OwnerRef = z.infer<typeof ownerRefSchema>;

export const ownerContactSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  instrumentId: z.number().int(),
  contactedOn: day,
  method: z.enum(ownerContactMethods),
  byId: z.number().int(),
  byName: z.string(),
  note: z.string().nullable(),
  owners: z.array(ownerRefSchema),
});
export type OwnerContact = z.infer<typeof ownerContactSchema>;

/** GET instrument/{id}/ownerContacts: the contacts (newest first) and the owners one may name. */
export const instrumentOwnerContactsSchema = z.object({
  items: z.array(ownerContactSchema),
  /** The Owners of the properties the instrument covers, by name. */
  owners: z.array(ownerRefSchema),
});
export type InstrumentOwnerContacts = z.infer<typeof instrumentOwnerContactsSchema>;

/** An open "New owner: contact within 90 days" task: a property's owner with Owner Since and no contact since. */
export const newOwnerTaskSchema = z.object({
  contactLinkId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  projectName: z.string(),
  crmId: z.string(),
  ownerName: z.string(),
  ownerSince: day,
  due: day,
  overdue: z.boolean(),
});
export type NewOwnerTask = z.infer<typeof newOwnerTaskSchema>;
export const newOwnerTasksPageSchema = homePage(newOwnerTaskSchema);
export type NewOwnerTasksPage = z.infer<typeof newOwnerTasksPageSchema>;
