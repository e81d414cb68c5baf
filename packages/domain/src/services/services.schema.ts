import { z } from 'zod';
import { contactMessages, crmIdSchema } from '../contacts/contacts.schema';
import { serviceLabels } from '../field-labels';
import { ObservationAck } from '../ids';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import {
  bounded,
  boxFolderId,
  countValues,
  money,
  multiRequired,
  numericId,
  optionalText,
  optionId,
  orNull,
  savedVersion,
  usDate,
} from '../validators';

/** The service texts of spec 2 §5 and §8 (verbatim), and ours, in the same style, where it words none. */
export const serviceMessages = {
  contactRequired: contactMessages.contactRequired,
  requestorRoleRequired: messages.requestorRoleRequired,
  propertyNotCurrent: messages.currentPropertyExists,
  previousServiceInvalid: messages.previousServiceIdExists,
  observationNotesRequired: 'The Observation Notes field is required when Yes is selected.',
  beforeSourceNotesRequired:
    'The Imagery Comparison Before Source Notes field is required when the Imagery Comparison Before Source field is Other.',
  afterSourceNotesRequired:
    'The Imagery Comparison After Source Notes field is required when the Imagery Comparison After Source field is Other.',
  afterDateBeforeBeforeDate:
    'The Imagery Comparison After Date field may not be before the Imagery Comparison Before Date.',
  openReviews:
    'The Status cannot be set to Closed if there are Open Reviews. Complete or dismiss them first.',
  typeNotOfCategory: 'Each Component must belong to the chosen Category.',
  imageryNeedsCategory: 'The Imagery Inspection Component needs the Inspection Category.',
  notMultiProjectEligible: 'This Category cannot be used for a Multi-Property Service.',
  agreementTypeNotOffered: "The Agreement Type must be one of the chosen Properties' Agreement Types.",
  propertyNotOnProject: 'The Property must be a Current Property of this Project.',
  projectRequired: messages.required('Project ID'),
  editNotAllowed:
    'Only an Admin, the Staff Lead, or Staff while the Service is New or Open can edit this Service.',
  closedStatusAdminOnly: 'Only an Admin can change the Status of a Closed Service.',
  deleteAdminOnly: 'Only an Admin can delete a Service.',
  associateAdminOnly: 'Only an Admin can change the Properties of a Service.',
  observationOnService: 'This Observation is already on this Service.',
  observationNotFound: 'The Observation was not found. It may have been deleted.',
  staffLeadNotFound: messages.userNotFound,
  optionNotFound: (field: string) => `The ${field} was not found.`,
  /** Spec 2 §8: the notice after a delete; the server answers it so every client shows the same words. */
  deleted: (id: number) =>
    `Service ${id} was deleted. Its folders in the document store must be deleted manually.`,
  /** Spec 2 §2: after a service's properties are saved. */
  boxFolderMayMove: (id: number) => `Box folder for Service ${id} may need to be moved as appropriate.`,
  inspectionMethod: `The ${serviceLabels.inspectionMethod} must be Ground Visit, Remote or Aerial.`,
  /** Issue 18: the report is completed after the visit it reports on. */
  reportBeforeInspection: (inspectionDate: string) =>
    `The ${serviceLabels.reportCompletedDate} field may not be before the Inspection Date (${inspectionDate}).`,
} as const;

/**
 * How an inspection was made (issue 18), stored as the code and shown by its label. A fixed list (not
 * a lookup table): the report and the stewardship rules may come to read it.
 */
export const inspectionMethodLabels = {
  ground_visit: 'Ground Visit',
  remote: 'Remote',
  aerial: 'Aerial',
} as const;
export type InspectionMethod = keyof typeof inspectionMethodLabels;
export const inspectionMethods = Object.keys(inspectionMethodLabels) as InspectionMethod[];
const inspectionMethodSchema = z.enum(inspectionMethods as [InspectionMethod, ...InspectionMethod[]], {
  error: serviceMessages.inspectionMethod,
});

/** Spec 2 §9 and the seed: imagery source 'Other' needs notes (its id is fixed like the spec's others). */
export const ImagerySource = { Other: 5 } as const;

/** Lists of a service request, capped before their entries are read (as `ListLimits`). */
export const ServiceListLimits = {
  components: 50,
  products: 50,
  properties: ListLimits.propertyIdsPerCall,
} as const;

/** The contact a new service starts with (spec 2 §3: contact {roleIds, crmId}); more are added on the card. */
export const serviceContactSchema = z.object(
  {
    crmId: crmIdSchema,
    roleIds: bounded(multiRequired('Role', optionId('Role')), {
      field: 'Roles',
      max: ListLimits.rolesPerContactLink,
      typeMessage: messages.multiRequired('Role'),
    }).transform((ids) => [...new Set(ids)]),
    /** Shown as "Role Details". */
    notes: optionalText('Role Details', { max: 100 }),
  },
  { error: contactMessages.contactRequired },
);
export type ServiceContactInput = z.input<typeof serviceContactSchema>;

/** The Closed event a save sends when it closes the service (spec 2 §4–5): a date not in the future. */
export const closedEventSchema = z.object({
  date: usDate('Closed Event Date', { notInFuture: true }),
  notes: optionalText('Closed Event Notes', { max: 256 }),
});

const propertyIdList = bounded(z.array(numericId('Property ID')), {
  field: 'Property IDs',
  max: ServiceListLimits.properties,
  typeMessage: messages.required('Property'),
});

/** The inspection details (spec 2 §3), edited in their own card for category 1. */
export const inspectionFields = {
  imageryAssessmentBeforeDate: orNull(usDate('Imagery Comparison Before Date')),
  beforeSource: orNull(optionId('Imagery Comparison Before Source')),
  beforeSourceNotes: optionalText('Imagery Comparison Before Source Notes', { max: 100 }),
  imageryAssessmentAfterDate: orNull(usDate('Imagery Comparison After Date')),
  afterSource: orNull(optionId('Imagery Comparison After Source')),
  afterSourceNotes: optionalText('Imagery Comparison After Source Notes', { max: 100 }),
  landownerPropertyPlans: optionalText('Landowner Property Plans', { max: 250 }),
  questionsForVOF: optionalText('Questions for VOF', { max: 250 }),
  inspectionMethod: orNull(inspectionMethodSchema),
  /** Who completed it is the user who saved this date: the server records it, never the form. */
  reportCompletedDate: orNull(usDate(serviceLabels.reportCompletedDate, { notInFuture: true })),
};

const serviceFields = {
  categoryId: optionId(serviceLabels.categoryId),
  typeIds: bounded(multiRequired('Component', optionId('Component')), {
    field: 'Components',
    max: ServiceListLimits.components,
    typeMessage: messages.multiRequired('Component'),
  }).transform((ids) => [...new Set(ids)]),
  statusId: optionId('Status'),
  agreementTypeId: optionId(serviceLabels.agreementTypeId),
  staffLead: optionId(serviceLabels.staffLeadId),
  productIds: bounded(z.array(optionId('Product')), { field: 'Products', max: ServiceListLimits.products })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  previousServiceId: orNull(numericId(serviceLabels.previousServiceId)),
  feeCharged: orNull(money(serviceLabels.feeCharged, { min: 0 })),
  feePaid: z.boolean().default(false),
  notes: optionalText('Notes', { max: 1000 }),
  ...inspectionFields,
  closedEvent: orNull(closedEventSchema),
};

type Issue = (path: (string | number)[], message: string) => void;
type Values = Record<string, unknown>;

/**
 * Cross-field rules run even when a field of the form failed, so every message shows at once. They
 * read what parsed (a failed field keeps its raw input and matches none of their conditions); a body
 * that is no object is left to the object's own message.
 */
const crossField = <T>(rule: (value: Values, issue: Issue) => void) =>
  [
    (value: T, ctx: z.RefinementCtx) =>
      rule(value as Values, (path, message) => ctx.addIssue({ code: 'custom', message, path })),
    { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null },
  ] as const;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The cross-field rules of the inspection details: 'Other' needs notes; after is not before before. */
const checkInspection = (value: Values, issue: Issue) => {
  if (value.beforeSource === ImagerySource.Other && value.beforeSourceNotes === null)
    issue(['beforeSourceNotes'], serviceMessages.beforeSourceNotesRequired);
  if (value.afterSource === ImagerySource.Other && value.afterSourceNotes === null)
    issue(['afterSourceNotes'], serviceMessages.afterSourceNotesRequired);
  const before = value.imageryAssessmentBeforeDate;
  const after = value.imageryAssessmentAfterDate;
  if (isDay(before) && isDay(after) && after < before)
    issue(['imageryAssessmentAfterDate'], serviceMessages.afterDateBeforeBeforeDate);
};

/**
 * The associated properties (spec 2 §5): one for a single-property service; at least two for a
 * multi-property one, each numeric and unique (existing and Current is the server's check).
 */
const checkProperties = (value: Values, issue: Issue) => {
  const ids = value.associatedPropertyIds;
  if (!Array.isArray(ids)) return;
  if (value.isMultiProperty !== true) {
    if (ids.length === 0) issue(['associatedPropertyIds'], messages.required('Property'));
    else if (ids.length > 1) issue(['associatedPropertyIds'], messages.singleRequired('Property'));
    return;
  }
  if (ids.length < 2) issue(['associatedPropertyIds'], messages.atLeastTwoRequired('Property ID'));
  const keys = ids.map((id) => String(id).trim());
  const counts = countValues(keys);
  keys.forEach((key, index) => {
    if (key !== '' && (counts.get(key) ?? 0) > 1)
      issue(['associatedPropertyIds', index], messages.unique('Property ID'));
  });
};

/**
 * POST service/create, single- or multi-property (spec 2 §2, §5). `projectId` is the project of a
 * single-property service; a multi-property one's primary project is decided by the server.
 */
export const serviceCreateSchema = z
  .object({
    projectId: orNull(numericId('Project ID')),
    isMultiProperty: z.boolean().default(false),
    associatedPropertyIds: propertyIdList,
    contact: serviceContactSchema,
    ...serviceFields,
  })
  .superRefine(
    ...crossField((value, issue) => {
      checkProperties(value, issue);
      checkInspection(value, issue);
      if (value.isMultiProperty !== true && value.projectId === null)
        issue(['projectId'], serviceMessages.projectRequired);
    }),
  );
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

/** PUT service/update: the details and inspection details; properties change through their own call. */
export const serviceUpdateSchema = z
  .object({ id: numericId(serviceLabels.id), version: savedVersion, ...serviceFields })
  .superRefine(...crossField(checkInspection));
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/** PUT service/associatePropertiesToService (Admin): the properties, with the rules of the create form. */
export const serviceAssociatePropertiesSchema = z
  .object({
    id: numericId(serviceLabels.id),
    version: savedVersion,
    isMultiProperty: z.boolean(),
    associatedPropertyIds: propertyIdList,
  })
  .superRefine(...crossField(checkProperties));
export type ServiceAssociatePropertiesInput = z.input<typeof serviceAssociatePropertiesSchema>;
export type ServiceAssociateProperties = z.infer<typeof serviceAssociatePropertiesSchema>;

/** PATCH service/{id}/updateDocumentFolder. */
export const serviceDocumentFolderSchema = z.object({ folderId: boxFolderId });

/** A service as GET service/{id} answers it (spec 2 §3). Dates are YYYY-MM-DD. */
export const serviceSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  primaryProjectId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  typeIds: z.array(z.number().int()),
  typeNames: z.array(z.string()),
  statusId: z.number().int(),
  statusName: z.string(),
  agreementTypeId: z.number().int(),
  agreementTypeName: z.string(),
  associatedPropertyIds: z.array(z.number().int()),
  previousServiceId: z.number().int().nullable(),
  notes: z.string().nullable(),
  staffLead: z.number().int().nullable(),
  staffLeadName: z.string().nullable(),
  productIds: z.array(z.number().int()),
  productNames: z.array(z.string()),
  feeCharged: z.number().nullable(),
  feePaid: z.boolean(),
  openDate: z.string(),
  isMultiProperty: z.boolean(),
  documentFolderId: z.string().nullable(),
  imageryAssessmentBeforeDate: z.string().nullable(),
  beforeSource: z.number().int().nullable(),
  beforeSourceNotes: z.string().nullable(),
  imageryAssessmentAfterDate: z.string().nullable(),
  afterSource: z.number().int().nullable(),
  afterSourceNotes: z.string().nullable(),
  landownerPropertyPlans: z.string().nullable(),
  questionsForVOF: z.string().nullable(),
  // A literal list with null (not a nullable enum): an OpenAPI 3.0 reader would refuse null otherwise.
  inspectionMethod: z.literal([...inspectionMethods, null]),
  reportCompletedDate: z.string().nullable(),
  reportCompletedBy: z.number().int().nullable(),
  reportCompletedByName: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** A property on the service's Associated Properties card, with its project for the ordering. */
export const serviceAssociatedPropertySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string().nullable(),
  statusId: z.number().int(),
  calculatedAcres: z.number().nullable(),
  acres: z.number().nullable(),
});
export type ServiceAssociatedProperty = z.infer<typeof serviceAssociatedPropertySchema>;

export const serviceDeletedSchema = z.object({ id: z.number().int(), message: z.string() });

// ---------------------------------------------------------------------------------------------------
// Observations

const observationFields = {
  typeId: optionId('Observation'),
  ackTypeId: optionId('Answer').default(ObservationAck.Default),
  notes: optionalText('Observation Notes', { max: 250 }),
};

const checkObservation = (value: Values, issue: Issue) => {
  if (value.ackTypeId === ObservationAck.Yes && value.notes === null)
    issue(['notes'], serviceMessages.observationNotesRequired);
};

/** An observation's form (the field saves it before its service has a server id). */
export const observationFormSchema = z.object(observationFields).superRefine(...crossField(checkObservation));
export type ObservationFormInput = z.input<typeof observationFormSchema>;

/** POST observation/create: the answer defaults to 1; Yes needs notes (spec 2 §5). */
export const observationCreateSchema = z
  .object({ serviceId: numericId(serviceLabels.id), ...observationFields })
  .superRefine(...crossField(checkObservation));
export type ObservationCreateInput = z.input<typeof observationCreateSchema>;
export type ObservationCreate = z.infer<typeof observationCreateSchema>;

/** PUT observation/update. */
export const observationUpdateSchema = z
  .object({ id: numericId('Observation ID'), version: savedVersion, ...observationFields })
  .superRefine(...crossField(checkObservation));
export type ObservationUpdateInput = z.input<typeof observationUpdateSchema>;
export type ObservationUpdate = z.infer<typeof observationUpdateSchema>;

export const observationSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  serviceId: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  ackTypeId: z.number().int(),
  ackTypeName: z.string(),
  notes: z.string().nullable(),
});
export type Observation = z.infer<typeof observationSchema>;

/** GET service/{staffLeadNames|reviewers|reviewassigners}: names for the search facets. */
export const serviceNamesSchema = z.array(z.string());
