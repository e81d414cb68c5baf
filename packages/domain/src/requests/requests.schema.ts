import { z } from 'zod';
import { messages } from '../messages';
import { featureArea, finishedAreaRule } from '../properties/properties.schema';
import { type RecordStep, recordStepSchema, stepSchemas } from '../steps/record-steps';
import {
  bounded,
  MaxIntegerId,
  numericId,
  optionId,
  orNull,
  requiredText,
  uniqueValues,
  usDate,
  wholeNumber,
} from '../validators';
import { MaxNoticePeriodDays, RightsCheck, requestStatusIds } from './requests.rules';

/** The most instruments one request falls under: a property rarely has more than a handful. */
export const MaxRequestInstruments = 50;
/** The most dwelling units one request asks for. */
export const MaxRequestDwellingUnits = 1000;

export const requestMessages = {
  notFound: 'Owner Request not found.',
  propertyNotFound: 'Property not found.',
  kindNotOffered: 'The Request Kind is not offered.',
  instrumentElsewhere: "The Instrument does not cover this request's Property.",
  requesterNotOwner: 'Requested By must be an Owner contact of the Property.',
} as const;

/** A notice period in whole days, 1 to a year: the request's and the instrument's (by its label). */
export const noticePeriodField = (field: string) =>
  wholeNumber(field).refine((days) => days >= 1 && days <= MaxNoticePeriodDays, {
    error: `${field} must be between 1 and ${MaxNoticePeriodDays}.`,
  });

const noticePeriodDays = noticePeriodField('Notice Period (days)');

const dwellingUnits = wholeNumber('Dwelling Units').refine((n) => n <= MaxRequestDwellingUnits, {
  error: messages.maxValue('Dwelling Units', MaxRequestDwellingUnits),
});

const requestFields = {
  kindId: optionId('Request Kind'),
  receivedOn: usDate('Received On', { notInFuture: true }),
  /** A contact with the Owner role on the property; optional (a request may come through an agent). */
  requestedById: orNull(
    numericId('Requested By').refine((id) => id <= MaxIntegerId, {
      error: messages.required('Requested By'),
    }),
  ),
  instrumentIds: bounded(uniqueValues('Instrument', z.array(optionId('Instrument'))), {
    field: 'Instruments',
    max: MaxRequestInstruments,
  }).default([]),
  description: requiredText('Description', { max: 2000 }),
  /** The notice period for this request; blank takes its instruments' shortest (`defaultNoticePeriodDays`). */
  noticePeriodDays: orNull(noticePeriodDays),
  dwellingUnits,
  finishedArea: featureArea('Finished Area'),
  imperviousArea: featureArea('Impervious Area'),
};

/** The Receive Request form (its property comes from where it was opened). */
export const requestFormSchema = z.object(requestFields).check(finishedAreaRule);
export type RequestFormInput = z.input<typeof requestFormSchema>;

/** POST ownerRequest/create: a request received on a property. */
export const requestCreateSchema = z
  .object({ propertyId: numericId('Property ID'), ...requestFields })
  .check(finishedAreaRule);
export type RequestCreateInput = z.input<typeof requestCreateSchema>;
export type RequestCreate = z.infer<typeof requestCreateSchema>;

/** A request's step: the shared schemas of a record with dated steps. */
const requestStepSchemas = stepSchemas({
  statusIds: requestStatusIds,
  record: { key: 'requestId', label: 'Request ID' },
});

/** A step's form on the request page (the status is the button that opened it). */
export const requestStepFormSchema = requestStepSchemas.form;
export type RequestStepFormInput = z.input<typeof requestStepFormSchema>;

/** POST ownerRequest/step: the next status, dated, with a note; an approval adds the rights it uses. */
export const requestStepCreateSchema = requestStepSchemas.create;
export type RequestStepCreateInput = z.input<typeof requestStepCreateSchema>;
export type RequestStepCreate = z.infer<typeof requestStepCreateSchema>;

const day = z.string();

export const requestStepSchema = recordStepSchema;
export type RequestStep = RecordStep;

/** A request as the property's card and the home tile list it. */
export const requestSummarySchema = z.object({
  id: z.number().int(),
  kindName: z.string(),
  statusId: z.number().int(),
  receivedOn: day,
  decisionDue: day,
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** A request in the home tile's list: with its property and project. */
export const requestListItemSchema = requestSummarySchema.extend({
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  projectName: z.string(),
});
export type RequestListItem = z.infer<typeof requestListItemSchema>;

const rightsCheckLineSchema = z.object({
  right: z.enum(['Dwelling Units', 'Finished Area', 'Impervious Area']),
  allowed: z.number(),
  existing: z.number(),
  requested: z.number(),
  after: z.number(),
  exceeds: z.boolean(),
});

export const ownerRequestSchema = requestSummarySchema.extend({
  version: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  projectId: z.number().int(),
  kindId: z.number().int(),
  requestedById: z.number().int().nullable(),
  requestedByName: z.string().nullable(),
  description: z.string(),
  noticePeriodDays: z.number().int().nullable(),
  dwellingUnits: z.number(),
  finishedArea: z.number(),
  imperviousArea: z.number(),
  /** The built environment feature the approval added, or null. */
  featureId: z.number().int().nullable(),
  instruments: z.array(z.object({ id: z.number().int(), label: z.string() })),
  /** The request against the property's allowed and existing rights now. */
  rightsCheck: z.object({
    result: z.enum([RightsCheck.NoneUsed, RightsCheck.Within, RightsCheck.Exceeds]),
    lines: z.array(rightsCheckLineSchema),
  }),
  steps: z.array(requestStepSchema),
});
export type OwnerRequest = z.infer<typeof ownerRequestSchema>;

/** GET property/{id}/ownerRequestChoices: the owners who may ask and the instruments it may fall under. */
export const requestChoicesSchema = z.object({
  owners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Each with its Request Notice Period (days), which the form's notice period defaults from. */
  instruments: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      requestNoticePeriodDays: z.number().int().nullable(),
    }),
  ),
});
export type RequestChoices = z.infer<typeof requestChoicesSchema>;
