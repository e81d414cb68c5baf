import { z } from 'zod';
import { formatNumber } from '../format';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import {
  bounded,
  multiRequired,
  numericId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  usDate,
} from '../validators';

/** The contact texts of spec 1 §5/§8 and spec 2–3 §5, and ours where the spec does not word one. */
export const contactMessages = {
  contactRequired: 'Contact is required. Please use Search Contacts to select a contact.',
  searchRequired: 'Enter a Name or an Address to search for.',
  tooManyContacts: (max: number) => `At most ${max} Contacts can be sent in one journal entry.`,
  /** `found` as formatSearchCount says it. */
  journalListCapped: (sent: number, found: string) =>
    `Only the first ${formatNumber(sent)} of the ${found} results are sent, in the table's order: narrow the search to send the rest.`,
  unknownContacts: (crmIds: readonly string[]) =>
    `${crmIds.length === 1 ? 'This contact is' : 'These contacts are'} not in the synced contacts: ${crmIds.join(', ')}. Resync with eTapestry and try again.`,
  oneParent: 'A contact belongs to exactly one Instrument, Property or Service.',
  roleNotAllowed: (parent: string, roles: readonly string[]) =>
    `Not ${parent === 'Instrument' ? 'an' : 'a'} ${parent} contact role: ${roles.join(', ')}.`,
  alreadyOnRecord: (parent: string) =>
    `This Contact is already on this ${parent}. Edit its roles instead of adding it again.`,
  requestorRemovalAdminOnly: 'Only an Admin can remove a Contact with the Requestor role.',
  requestorRoleAdminOnly: 'Only an Admin can take the Requestor role away from a Contact.',
  viewOnly: 'View-only users cannot add, edit or delete data.',
  /** Spec 2 §8 and spec 3 §8: the prompt before a contact is removed from a record. */
  removePrompt: (product: string) =>
    `Removing Contacts in ${product} does not delete Contacts in eTapestry. Are you sure you want to remove this Contact from this ${product} record?`,
} as const;

/** Spec 1 §9: the contact search runs from 3 characters; the journal entry takes 20 contacts per call. */
export const ContactSearchMinLength = 3;
export const ContactSearchLimit = 50;
export const JournalBatchSize = 20;

/** A CRM account id (eTapestry's account ref, e.g. '4110.0.1234'); picked through Search Contacts. */
export const crmIdSchema = z
  .string({ error: contactMessages.contactRequired })
  .trim()
  .min(1, { error: contactMessages.contactRequired, abort: true })
  .max(50, { error: messages.maxLength('Contact', 50) });

/** Name and/or address; each, when given, from 3 characters (spec 1 §2: a search only above 2). */
export const contactSearchQuerySchema = z
  .object({
    name: orNull(requiredText('Name', { min: ContactSearchMinLength, max: 100 })),
    address: orNull(requiredText('Address', { min: ContactSearchMinLength, max: 100 })),
  })
  .refine((q) => q.name !== null || q.address !== null, {
    message: contactMessages.searchRequired,
    path: ['name'],
  });
export type ContactSearchQuery = z.infer<typeof contactSearchQuerySchema>;

export const contactPhoneSchema = z.object({ type: z.string(), number: z.string() });
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

/** A row of the contact search: `name` already falls back to the full name, then 'None' (spec 1 §3). */
export const contactSearchResultSchema = z.object({
  crmId: z.string(),
  name: z.string(),
  fullName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** False for an account that left the CRM but is still linked to records (kept by the sync). */
  inCrm: z.boolean(),
});
export type ContactSearchResult = z.infer<typeof contactSearchResultSchema>;

/** The contact-info card, and the organisation's own default contact (GET contact/getVofCrmContact). */
export const crmContactSchema = contactSearchResultSchema.extend({
  email: z.string().nullable(),
  phones: z.array(contactPhoneSchema),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One record a contact is on, as the contact page lists it (spec 1 §3). */
export const contactRecordSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  id: z.number().int(),
  statusId: z.number().int(),
  roles: z.array(roleRefSchema),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const contactServiceRecordSchema = contactRecordSchema.extend({
  typeIds: z.array(z.number().int()),
  categoryId: z.number().int(),
});

/** GET contact/get/{crmId}: instruments grouped Pending, Active, Inactive; properties and services by id. */
export const contactDetailsSchema = crmContactSchema.extend({
  contactInstruments: z.array(contactRecordSchema),
  contactProperties: z.array(contactRecordSchema),
  contactServices: z.array(contactServiceRecordSchema),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** POST contact/pushjournalentry; the page sends its selection in batches of {@link JournalBatchSize}. */
export const journalEntrySchema = z.object({
  journalName: requiredText('Journal Name', { min: 5, max: 25 }),
  crmContactIds: bounded(multiRequired('Contact', crmIdSchema), {
    field: 'Contacts',
    max: JournalBatchSize,
    typeMessage: messages.multiRequired('Contact'),
    tooManyMessage: contactMessages.tooManyContacts(JournalBatchSize),
  }),
});
export type JournalEntryInput = z.input<typeof journalEntrySchema>;

export const journalEntryResultSchema = z.object({
  failures: z.array(z.object({ crmId: z.string(), message: z.string() })),
});
export type JournalEntryResult = z.infer<typeof journalEntryResultSchema>;

export const crmSyncQuerySchema = z.object({
  forceSync: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The last finished sync ('Last synced with eTapestry at') and an error of a later run, if any. */
export const crmSyncResultSchema = z.object({
  createdAt: z.string(),
  serverErrorOnSubsequentCall: z.string().nullable(),
});
export type CrmSyncResult = z.infer<typeof crmSyncResultSchema>;

export const contactParentTypes = ['instrument', 'property', 'service'] as const;
export type ContactParentType = (typeof contactParentTypes)[number];

/**
 * At least one role, each id once (the form's multi-select cannot repeat one; a repeated id in a
 * request is the same choice). Whether a role belongs to the record's list is checked by the server.
 */
const contactRoleIdsSchema = bounded(multiRequired('Role', optionId('Role')), {
  field: 'Roles',
  max: ListLimits.rolesPerContactLink,
  typeMessage: messages.multiRequired('Role'),
}).transform((ids) => [...new Set(ids)]);

const contactLinkFields = {
  crmId: crmIdSchema,
  roleIds: contactRoleIdsSchema,
  /** Shown as "Role Details". */
  notes: optionalText('Role Details', { max: 100 }),
  /** An owner's dates (issue 33 §4): a property contact with the Owner role only; the server checks. */
  ownerSince: orNull(usDate('Owner Since')).default(null),
  ownerUntil: orNull(usDate('Owner Until')).default(null),
};

/** POST contact/create: the record's project is derived from the record, never taken from the request. */
export const contactLinkCreateSchema = z
  .object({
    ...contactLinkFields,
    instrumentId: orNull(numericId('Instrument ID')),
    propertyId: orNull(numericId('Property ID')),
    serviceId: orNull(numericId('Service ID')),
  })
  .refine(
    (link) => [link.instrumentId, link.propertyId, link.serviceId].filter((v) => v !== null).length === 1,
    {
      message: contactMessages.oneParent,
      path: ['instrumentId'],
    },
  );
export type ContactLinkCreateInput = z.input<typeof contactLinkCreateSchema>;
export type ContactLinkCreate = z.infer<typeof contactLinkCreateSchema>;

/** PUT contact/update: roles and role details, and the contact itself when the form picked another one. */
export const contactLinkUpdateSchema = z.object({
  id: numericId('ID'),
  version: savedVersion,
  crmId: crmIdSchema.optional(),
  roleIds: contactRoleIdsSchema,
  notes: contactLinkFields.notes,
  ownerSince: contactLinkFields.ownerSince,
  ownerUntil: contactLinkFields.ownerUntil,
});
export type ContactLinkUpdateInput = z.input<typeof contactLinkUpdateSchema>;
export type ContactLinkUpdate = z.infer<typeof contactLinkUpdateSchema>;

/** A contact on a record (spec 1 §3: the project contact); `crmContact.address` is formatted for display. */
export const contactLinkSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  crmId: z.string(),
  crmContact: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string().nullable(),
    phones: z.array(contactPhoneSchema),
  }),
  projectId: z.number().int(),
  roleIds: z.array(z.number().int()),
  notes: z.string().nullable(),
  ownerSince: z.string().nullable(),
  ownerUntil: z.string().nullable(),
  instrumentId: z.number().int().optional(),
  propertyId: z.number().int().optional(),
  serviceId: z.number().int().optional(),
});
export type ContactLink = z.infer<typeof contactLinkSchema>;
