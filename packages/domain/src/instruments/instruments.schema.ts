import { z } from 'zod';
import { eventFormSchema } from '../events/events.schema';
import { instrumentLabels } from '../field-labels';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import { projectMessages } from '../projects/projects.schema';
import {
  propertyInstrumentSavedValues,
  propertyInstrumentValuesSchema,
} from '../properties/properties.schema';
import { noticePeriodField } from '../requests/requests.schema';
import {
  bounded,
  boxFolderId,
  multiRequired,
  numericId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  uniqueValues,
  usDate,
} from '../validators';

/** Spec 3 §5/§9 limits of the instrument forms (the statement's is ours: a few paragraphs). */
export const InstrumentLimits = {
  instrumentNumberMax: 18,
  deedBookPageMax: 13,
  notesMax: 1500,
  uniqueTermMax: 100,
  uniqueTermsMax: 5,
  tagNameMax: 100,
  conservationValuesStatementMax: 4000,
  /** Tags and specific terms chosen on one instrument: far above the lists' lengths. */
  choicesMax: 100,
} as const;

/** The instrument texts of spec 3 §5/§8, and ours where the spec does not word one. */
export const instrumentMessages = {
  lastInstrument:
    'Project must have at least one instrument.  Can not delete the last instrument in the project',
  notInactive: 'Instrument status must be set to inactive before it is deleted.',
  notOneProperty:
    'You must remove the Associated Property. Only one (1) Property can be associated to an Instrument to be deleted.',
  valuesNotZero:
    'You must zero out or set to "N/A" all Property Acres and Development Rights values before the Instrument can be deleted.',
  openReviews: messages.hasNoOpenReviews,
  executedEventRequired: 'An Executed event with its date is required to set the Status to Active.',
  deleteAdminOnly: 'Only an Admin can delete an Instrument.',
  deletedNotice: 'Folders in Box must be deleted manually.',
  deleteQuestion: (id: number) =>
    `Are you sure you want to delete Instrument ${id}? Its Conservation Purposes, Building/Activity Areas, Water Quality Protection Areas, Partnership Grants, Reviews, Contacts and Events are deleted too.`,
  removePropertyPrompt:
    'All Impacted Acres & Development Rights values will be removed. Are you sure you want to remove this Property?',
  goToProjectPrompt: (projectId: number) => `Are you sure you want to go to Project ${projectId}?`,
  deedBookPageFormat: 'The Deed Book/Page field must be up to 6 digits, a slash, and up to 6 digits.',
  optionNotOffered: projectMessages.optionNotOffered,
  propertyNotFound: messages.currentPropertyExists,
  tagNameRequired: 'Tag name must be at least one character long.',
  tagNameTooLong: 'Please shorten the tag name.',
  tagNameTaken: 'This tag name already exists. Please enter a unique tag.',
  tagNotEditable: 'This tag cannot be changed.',
  tagsAdminOnly: 'Only an Admin can manage Instrument Tags.',
} as const;

/** The staff lead selector's synthetic 'None' (id 0) means no staff lead. */
const staffLead = z.preprocess(
  (value) => (value === 0 || value === '0' ? null : value),
  orNull(optionId(instrumentLabels.staffLeadId)),
);

/** Up to 6 digits, a slash, up to 6 digits (at most 13 characters). */
export const deedBookPagePattern = /^\d{1,6}\/\d{1,6}$/;

const idList = (field: string) =>
  bounded(uniqueValues(field, z.array(optionId(field))), { field, max: InstrumentLimits.choicesMax }).default(
    [],
  );

/** A unique term: an existing one keeps its id, a new one has none. */
export const uniqueTermInputSchema = z.object({
  id: orNull(numericId('Unique Term ID')),
  description: requiredText('Unique Term', { max: InstrumentLimits.uniqueTermMax }),
});

/** The Executed event that must come with a move to Active (spec 3 §4). */
export const executedEventSchema = eventFormSchema;

/** The fields of the Instrument Details form (spec 3 §2/§3/§5). */
export const instrumentFormFields = {
  statusId: optionId('Instrument Status'),
  typeId: orNull(optionId(instrumentLabels.typeId)),
  agreementTypeId: optionId(instrumentLabels.agreementTypeId),
  instrumentNumber: optionalText(instrumentLabels.instrumentNumber, {
    max: InstrumentLimits.instrumentNumberMax,
  }),
  localityId: orNull(optionId(instrumentLabels.localityId)),
  deedBookPage: orNull(
    requiredText(instrumentLabels.deedBookPage, { max: InstrumentLimits.deedBookPageMax }).regex(
      deedBookPagePattern,
      {
        error: instrumentMessages.deedBookPageFormat,
      },
    ),
  ),
  staffLead,
  tagTypeIds: idList('Instrument Tags'),
  notes: optionalText('Instrument Notes', { max: InstrumentLimits.notesMax }),
  specificTermIds: idList('Specific Terms'),
  uniqueTerms: bounded(z.array(uniqueTermInputSchema), {
    field: 'Unique Terms',
    max: InstrumentLimits.uniqueTermsMax,
  }).default([]),
  executedDate: orNull(usDate(instrumentLabels.executedDate)),
  recordedDate: orNull(usDate(instrumentLabels.recordedDate)),
  conservationValuesStatement: optionalText('Conservation Values Statement', {
    max: InstrumentLimits.conservationValuesStatementMax,
  }),
  /** Issue 33 §5: the days the instrument gives to decide an owner's request; blank gives none. */
  requestNoticePeriodDays: orNull(noticePeriodField(instrumentLabels.requestNoticePeriodDays)),
};

/**
 * PUT instrument/update (version-checked). `events` carries the Executed event when the save moves the
 * status to Active; it is ignored otherwise.
 */
export const instrumentUpdateSchema = z.object({
  id: numericId(instrumentLabels.id),
  version: savedVersion,
  ...instrumentFormFields,
  events: bounded(z.array(executedEventSchema), { field: 'Events', max: 1 }).default([]),
});
export type InstrumentUpdateInput = z.input<typeof instrumentUpdateSchema>;
export type InstrumentUpdate = z.infer<typeof instrumentUpdateSchema>;

/**
 * POST instrument/create (New Instrument page): agreement type, the primary contact, at least one
 * associated property (cross-project ids merged in), staff lead and notes.
 */
export const instrumentCreateSchema = z.object({
  projectId: numericId('Project ID'),
  agreementTypeId: optionId(instrumentLabels.agreementTypeId),
  primaryContactCrmId: z
    .string({ error: projectMessages.primaryContactRequired })
    .trim()
    .min(1, { error: projectMessages.primaryContactRequired, abort: true })
    .max(50, { error: messages.maxLength('Primary Contact', 50) }),
  associatedPropertyIds: bounded(
    uniqueValues('Associated Property', multiRequired('Associated Property', numericId('Property ID'))),
    { field: 'Associated Properties', max: ListLimits.propertyIdsPerCall },
  ),
  staffLead,
  notes: optionalText('Instrument Notes', { max: InstrumentLimits.notesMax }),
});
export type InstrumentCreateInput = z.input<typeof instrumentCreateSchema>;
export type InstrumentCreate = z.infer<typeof instrumentCreateSchema>;

/**
 * PUT instrument/associatePropertiesToInstrument: the whole set of the instrument's properties with
 * their values (a property left out is removed); at least one stays.
 */
export const associatePropertiesSchema = z.object({
  id: numericId(instrumentLabels.id),
  version: savedVersion,
  isAssociatedPropertyUpdate: z.literal(true).default(true),
  propertyInstruments: bounded(
    multiRequired('Associated Property', propertyInstrumentValuesSchema).check((ctx) => {
      const seen = new Set<number>();
      ctx.value.forEach((link, index) => {
        if (seen.has(link.propertyId))
          ctx.issues.push({
            code: 'custom',
            message: messages.unique('Associated Property'),
            input: link.propertyId,
            path: [index, 'propertyId'],
          });
        seen.add(link.propertyId);
      });
    }),
    { field: 'Associated Properties', max: ListLimits.propertyIdsPerCall },
  ),
});
export type AssociatePropertiesInput = z.input<typeof associatePropertiesSchema>;
export type AssociateProperties = z.infer<typeof associatePropertiesSchema>;

export const instrumentDocumentFolderSchema = z.object({ folderId: boxFolderId });

/** A tag name as typed: the spec's two length messages (uniqueness needs the list: see tagNameError). */
export const tagNameSchema = z
  .string({ error: instrumentMessages.tagNameRequired })
  .trim()
  .min(1, { error: instrumentMessages.tagNameRequired, abort: true })
  .max(InstrumentLimits.tagNameMax, { error: instrumentMessages.tagNameTooLong });

/** POST instrument/updateOrCreateTagType: no id (or 0) adds a tag, an id renames that tag. */
export const tagTypeSaveSchema = z.object({
  id: z
    .union([z.number().int().min(0).max(2_147_483_647), z.null()])
    .optional()
    .transform((id) => (id ? id : null)),
  name: tagNameSchema,
});
export type TagTypeSaveInput = z.input<typeof tagTypeSaveSchema>;
export type TagTypeSave = z.infer<typeof tagTypeSaveSchema>;

/** POST instrument/createTagType. */
export const tagTypeCreateSchema = z.object({ name: tagNameSchema });

// ---------------------------------------------------------------------------------------------------
// Answers

/** A property on the Associated Properties card, with its values on this instrument. */
export const associatedPropertySchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  projectId: z.number().int(),
  name: z.string().nullable(),
  statusId: z.number().int(),
  calculatedAcres: z.number().nullable(),
  ...propertyInstrumentSavedValues,
});
export type AssociatedProperty = z.infer<typeof associatedPropertySchema>;

/** GET instrument/{id}. */
export const instrumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  primaryProject: z.object({ id: z.number().int(), name: z.string() }),
  statusId: z.number().int(),
  statusName: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  typeCode: z.string().nullable(),
  agreementTypeId: z.number().int(),
  agreementTypeName: z.string(),
  instrumentNumber: z.string().nullable(),
  localityId: z.number().int().nullable(),
  localityName: z.string().nullable(),
  deedBookPage: z.string().nullable(),
  staffLead: z.number().int().nullable(),
  staffLeadName: z.string().nullable(),
  tagTypeIds: z.array(z.number().int()),
  notes: z.string().nullable(),
  legacyControlNumber: z.string().nullable(),
  specificTermIds: z.array(z.number().int()),
  uniqueTerms: z.array(z.object({ id: z.number().int(), description: z.string() })),
  executedDate: z.string().nullable(),
  recordedDate: z.string().nullable(),
  openDate: z.string(),
  createdAt: z.string(),
  documentFolderId: z.string().nullable(),
  conservationValuesStatement: z.string().nullable(),
  requestNoticePeriodDays: z.number().int().nullable(),
  associatedPropertyIds: z.array(z.number().int()),
  associatedProperties: z.array(associatedPropertySchema),
  /** PUT instrument/update: the events added with the save (the Executed event), first the newest. */
  events: z.array(z.object({ id: z.number().int(), eventTypeId: z.number().int(), date: z.string() })),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/** GET project/{id}/instruments: a sidebar row. */
export const instrumentListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  statusId: z.number().int(),
  typeCode: z.string().nullable(),
  tagTypeIds: z.array(z.number().int()),
  executedDate: z.string().nullable(),
  recordedDate: z.string().nullable(),
  openDate: z.string(),
});
export type InstrumentListItem = z.infer<typeof instrumentListItemSchema>;

export const instrumentDeletedSchema = z.object({ id: z.number().int(), notice: z.string() });
