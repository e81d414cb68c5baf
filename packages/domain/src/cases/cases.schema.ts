import { z } from 'zod';
import { messages } from '../messages';
import {
  bounded,
  numericId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  uniqueValues,
  usDate,
} from '../validators';
import { caseSeverities, caseStatusIds } from './cases.rules';

/** The most instruments one case names: a property rarely has more than a handful. */
export const MaxCaseInstruments = 50;

export const caseMessages = {
  notFound: 'Violation Case not found.',
  observationElsewhere: "The Observation is not from an inspection of this case's Property.",
  observationNotFound: 'Observation not found.',
  instrumentElsewhere: "The Instrument does not cover this case's Property.",
  reporterNotFound: messages.userNotFound,
  typeNotOffered: 'The Case Type is not offered.',
} as const;

const severity = z.enum(caseSeverities, { error: messages.required('Severity') });

const caseFields = {
  typeId: optionId('Case Type'),
  severity,
  discoveredOn: usDate('Discovered On', { notInFuture: true }),
  reportedById: optionId('Reported By'),
  instrumentIds: bounded(uniqueValues('Instrument', z.array(optionId('Instrument'))), {
    field: 'Instruments',
    max: MaxCaseInstruments,
  }).default([]),
  description: requiredText('Description', { max: 2000 }),
  followUpDue: orNull(usDate('Follow-up Due')),
};

/** The Open Case form (its property and observation come from where it was opened). */
export const caseFormSchema = z.object(caseFields);
export type CaseFormInput = z.input<typeof caseFormSchema>;

/** POST case/create: opened from a property, or from an observation of one of its inspections. */
export const caseCreateSchema = z.object({
  propertyId: numericId('Property ID'),
  observationId: orNull(numericId('Observation ID')),
  ...caseFields,
});
export type CaseCreateInput = z.input<typeof caseCreateSchema>;
export type CaseCreate = z.infer<typeof caseCreateSchema>;

const stepFields = {
  statusId: z
    .number({ error: messages.required('Status') })
    .int()
    .refine((id) => (caseStatusIds as number[]).includes(id), { error: messages.required('Status') }),
  on: usDate('Step Date', { notInFuture: true }),
  note: optionalText('Note', { max: 1000 }),
  followUpDue: orNull(usDate('Follow-up Due')),
};

/** A step's form on the case page (the status is the button that opened it). */
export const caseStepFormSchema = z.object(stepFields);
export type CaseStepFormInput = z.input<typeof caseStepFormSchema>;

/** POST case/step: the next status, dated, with a note; it also sets the case's follow-up due date. */
export const caseStepCreateSchema = z.object({
  caseId: numericId('Case ID'),
  version: savedVersion,
  ...stepFields,
});
export type CaseStepCreateInput = z.input<typeof caseStepCreateSchema>;
export type CaseStepCreate = z.infer<typeof caseStepCreateSchema>;

const day = z.string();

export const caseStepSchema = z.object({
  id: z.number().int(),
  statusId: z.number().int(),
  on: day,
  byName: z.string(),
  note: z.string().nullable(),
});
export type CaseStep = z.infer<typeof caseStepSchema>;

/** The evidence a case opened from an observation starts with: a link to it, never a copy. */
export const caseObservationSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  typeName: z.string(),
  notes: z.string().nullable(),
  photos: z.array(z.object({ id: z.number().int(), caption: z.string().nullable() })),
});

export const caseSummarySchema = z.object({
  id: z.number().int(),
  typeName: z.string(),
  severity,
  statusId: z.number().int(),
  discoveredOn: day,
  followUpDue: day.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

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
  observation: caseObservationSchema.nullable(),
  steps: z.array(caseStepSchema),
});
export type ViolationCase = z.infer<typeof violationCaseSchema>;
