import { z } from 'zod';
import { messages } from '../messages';
import { type RecordStep, recordStepSchema, stepSchemas } from '../steps/record-steps';
import {
  bounded,
  boxFolderId,
  numericId,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  uniqueValues,
  usDate,
} from '../validators';
import {
  caseFollowUpKinds,
  caseRestrictionKey,
  caseRuleMessages,
  caseSeverities,
  caseStatusIds,
  restrictionOutsideInstruments,
} from './cases.rules';

/** The most instruments one case names: a property rarely has more than a handful. */
export const MaxCaseInstruments = 50;
/** The most restrictions one case names: an instrument's specific terms and its 5 unique terms, a few instruments. */
export const MaxCaseRestrictions = 200;

export const caseMessages = {
  notFound: 'Violation Case not found.',
  observationElsewhere: "The Observation is not from an inspection of this case's Property.",
  observationNotFound: 'Observation not found.',
  instrumentElsewhere: "The Instrument does not cover this case's Property.",
  reporterNotFound: messages.userNotFound,
  typeNotOffered: 'The Case Type is not offered.',
  restrictionNotInTerms: "The Restriction is not among the Instrument's terms.",
  photoNotOffered: "The Photo is not a kept photo of an inspection of this case's Property.",
  photoNotInCase: 'The Photo is not among the photos added to this Violation Case.',
  followUpKindNeeded: 'Follow-up is required when a Follow-up Due date is given.',
} as const;

const severity = z.enum(caseSeverities, { error: messages.required('Severity') });
const followUpKind = z.enum(caseFollowUpKinds, { error: messages.required('Follow-up') });

const caseRestrictionShape = {
  instrumentId: z.number().int(),
  specificTermId: z.number().int().nullable(),
  uniqueTermId: z.number().int().nullable(),
};

/**
 * A restriction a case touches: one term of one of its instruments, a specific term (a lookup) or a
 * unique term (the instrument's own text), never both.
 */
export const caseRestrictionSchema = z
  .object({
    instrumentId: numericId('Instrument'),
    specificTermId: orNull(numericId('Specific Term')),
    uniqueTermId: orNull(numericId('Unique Term')),
  })
  .refine((r) => (r.specificTermId === null) !== (r.uniqueTermId === null), {
    error: messages.required('Restriction'),
  });
export type CaseRestrictionRef = z.infer<typeof caseRestrictionSchema>;

const caseFields = {
  typeId: optionId('Case Type'),
  severity,
  discoveredOn: usDate('Discovered On', { notInFuture: true }),
  reportedById: optionId('Reported By'),
  instrumentIds: bounded(uniqueValues('Instrument', z.array(optionId('Instrument'))), {
    field: 'Instruments',
    max: MaxCaseInstruments,
  }).default([]),
  restrictions: bounded(z.array(caseRestrictionSchema), {
    field: 'Restrictions',
    max: MaxCaseRestrictions,
  }).default([]),
  description: requiredText('Description', { max: 2000 }),
  followUpDue: orNull(usDate('Follow-up Due')),
  followUpKind: orNull(followUpKind),
};

/** A follow-up date says what it is (a visit or an answer due): the tiles list it by both. */
const followUpKindIssues = (value: { followUpDue: string | null; followUpKind: string | null }) =>
  value.followUpDue !== null && value.followUpKind === null
    ? [
        {
          code: 'custom' as const,
          message: caseMessages.followUpKindNeeded,
          input: value,
          path: ['followUpKind'],
        },
      ]
    : [];

/**
 * The case's rules on its fields: each restriction of an instrument the case names (the domain's
 * rule, shown on the field), and a follow-up date says what it is.
 */
const withCaseRules = <T extends z.ZodType<CaseRuleFields>>(schema: T) =>
  schema.check((ctx) => {
    const value = ctx.value;
    const index = restrictionOutsideInstruments(value.instrumentIds, value.restrictions);
    if (index !== -1)
      ctx.issues.push({
        code: 'custom',
        message: caseRuleMessages.restrictionOutside,
        input: value,
        path: ['restrictions', index],
      });
    const keys = value.restrictions.map(caseRestrictionKey);
    keys.forEach((key, at) => {
      if (keys.indexOf(key) !== at)
        ctx.issues.push({
          code: 'custom',
          message: messages.unique('Restriction'),
          input: value,
          path: ['restrictions', at],
        });
    });
    ctx.issues.push(...followUpKindIssues(value));
  });
type CaseRuleFields = {
  instrumentIds: number[];
  restrictions: CaseRestrictionRef[];
  followUpDue: string | null;
  followUpKind: string | null;
};

/** The Open Case and Edit Case form (its property and observation come from where it was opened). */
export const caseFormSchema = withCaseRules(z.object(caseFields));
export type CaseFormInput = z.input<typeof caseFormSchema>;

/** POST case/create: opened from a property, or from an observation of one of its inspections. */
export const caseCreateSchema = withCaseRules(
  z.object({
    propertyId: numericId('Property ID'),
    observationId: orNull(numericId('Observation ID')),
    ...caseFields,
  }),
);
export type CaseCreateInput = z.input<typeof caseCreateSchema>;
export type CaseCreate = z.infer<typeof caseCreateSchema>;

/** PATCH case/{id}/updateDocumentFolder: the case's folder of letters and answers. */
export const caseDocumentFolderSchema = z.object({ folderId: boxFolderId });

/** POST case/update: the case's fields corrected or completed; its status moves only by steps. */
export const caseUpdateSchema = withCaseRules(
  z.object({ id: numericId('Case ID'), version: savedVersion, ...caseFields }),
);
export type CaseUpdateInput = z.input<typeof caseUpdateSchema>;
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

/** A case's step: its schemas, the shared ones of a record with dated steps plus the next follow-up. */
const caseStepSchemas = stepSchemas({
  statusIds: caseStatusIds,
  record: { key: 'caseId', label: 'Case ID' },
  extra: { followUpDue: orNull(usDate('Follow-up Due')), followUpKind: orNull(followUpKind) },
  issues: followUpKindIssues,
});

/** A step's form on the case page (the status is the button that opened it). */
export const caseStepFormSchema = caseStepSchemas.form;
export type CaseStepFormInput = z.input<typeof caseStepFormSchema>;

/** POST case/step: the next status, dated, with a note; it also sets the case's follow-up due date. */
export const caseStepCreateSchema = caseStepSchemas.create;
export type CaseStepCreateInput = z.input<typeof caseStepCreateSchema>;
export type CaseStepCreate = z.infer<typeof caseStepCreateSchema>;

const day = z.string();

export const caseStepSchema = recordStepSchema;
export type CaseStep = RecordStep;

/** A photo as a case shows it: where it was taken when the device knew (positions are evidence too). */
export const casePhotoSchema = z.object({
  id: z.number().int(),
  caption: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
});

/** The evidence a case opened from an observation starts with: a link to it, never a copy. */
export const caseObservationSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  typeName: z.string(),
  notes: z.string().nullable(),
  /** The kept photos, each with where it was taken when the device knew (positions are evidence too). */
  photos: z.array(casePhotoSchema),
});

/** A photo added to a case apart from its observation: an inspection's photo of the property, linked. */
export const caseAddedPhotoSchema = casePhotoSchema.extend({
  serviceId: z.number().int(),
  takenAt: z.string(),
});
export type CaseAddedPhoto = z.infer<typeof caseAddedPhotoSchema>;

/** The most photos one Add Photos offers or adds at once (an inspection rarely has more than a few dozen). */
export const MaxCasePhotoChoices = 500;

/** POST case/{id}/photos: photos of the property's inspections added to the case's evidence. */
export const casePhotosAddSchema = z.object({
  photoIds: bounded(uniqueValues('Photo', z.array(numericId('Photo ID'))), {
    field: 'Photos',
    max: MaxCasePhotoChoices,
  }).refine((ids) => ids.length > 0, { error: messages.required('Photos') }),
});
export type CasePhotosAdd = z.infer<typeof casePhotosAddSchema>;

export const caseSummarySchema = z.object({
  id: z.number().int(),
  typeName: z.string(),
  severity,
  statusId: z.number().int(),
  discoveredOn: day,
  followUpDue: day.nullable(),
  followUpKind: followUpKind.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** The most cases an instrument's card lists. */
export const MaxInstrumentCases = 500;

/** A case in a list across properties (an instrument's, the home tiles'): with its property and project. */
export const caseListItemSchema = caseSummarySchema.extend({
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  projectName: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

export const violationCaseSchema = caseSummarySchema.extend({
  version: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  typeId: z.number().int(),
  reportedById: z.number().int(),
  reportedByName: z.string(),
  description: z.string(),
  instruments: z.array(z.object({ id: z.number().int(), label: z.string() })),
  restrictions: z.array(z.object({ ...caseRestrictionShape, label: z.string() })),
  observation: caseObservationSchema.nullable(),
  /** Photos of the property's inspections added to the case apart from its observation, as added. */
  addedPhotos: z.array(caseAddedPhotoSchema),
  /** The case's folder in the document store (letters sent, answers received), or null. */
  documentFolderId: z.string().nullable(),
  steps: z.array(caseStepSchema),
});
export type ViolationCase = z.infer<typeof violationCaseSchema>;

/** GET property/{id}/caseRestrictions: the instruments covering the property and their terms to choose from. */
export const caseRestrictionChoicesSchema = z.array(
  z.object({
    instrumentId: z.number().int(),
    label: z.string(),
    terms: z.array(z.object({ ...caseRestrictionShape, label: z.string() })),
  }),
);
export type CaseRestrictionChoices = z.infer<typeof caseRestrictionChoicesSchema>;
