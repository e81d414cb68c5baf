import { z } from 'zod';
import { GeometryType } from '../ids';
import { messages } from '../messages';
import {
  decimalNumber,
  money,
  numericId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  wholeNumber,
} from '../validators';

/**
 * The instrument's child cards of spec 3 §2 (Partnership Grants, Conservation Purposes, Building/Activity
 * Areas, Water Quality Protection Areas): forms, create and update requests, and list rows. Every
 * create names its instrument; updates are version-checked and never move a record to another one.
 */
export const instrumentDetailMessages = {
  grantorRequired: 'Grantor is required. Please use Search Contacts to select a Grantor.',
  granteeRequired: 'Grantee is required. Please use Search Contacts to select a Grantee.',
  purposeUsed: 'This Purpose has already been added to this Instrument.',
  optionNotFound: (field: string) => `The ${field} is not one of the options.`,
  grantNotFound: 'Partnership Grant not found.',
  purposeNotFound: 'Conservation Purpose not found.',
  buildingAreaNotFound: 'Building/Activity Area not found.',
  protectionAreaNotFound: 'Water Quality Protection Area not found.',
} as const;

const instrumentId = numericId('Instrument ID');
const recordId = numericId('ID');

// ---------------------------------------------------------------------------------------------------
// Partnership grants

const contactCrmId = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(50, { error: message });

export const partnershipGrantFormFields = {
  grantProgramId: optionId('Grant Program'),
  grantorCrmId: contactCrmId(instrumentDetailMessages.grantorRequired),
  granteeCrmId: contactCrmId(instrumentDetailMessages.granteeRequired),
  awardAmount: orNull(money('Award Amount', { min: 0.01 })),
  notes: optionalText('Notes', { max: 256 }),
};
export const partnershipGrantFormSchema = z.object(partnershipGrantFormFields);
export type PartnershipGrantFormInput = z.input<typeof partnershipGrantFormSchema>;
export const partnershipGrantCreateSchema = z.object({ instrumentId, ...partnershipGrantFormFields });
export type PartnershipGrantCreate = z.infer<typeof partnershipGrantCreateSchema>;
export const partnershipGrantUpdateSchema = z.object({
  id: recordId,
  version: savedVersion,
  ...partnershipGrantFormFields,
});
export type PartnershipGrantUpdate = z.infer<typeof partnershipGrantUpdateSchema>;

const grantContactSchema = z.object({ id: z.number().int(), crmId: z.string(), name: z.string() });
export const partnershipGrantSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  instrumentId: z.number().int(),
  grantProgramId: z.number().int(),
  /** The grant program's name: the list is sorted by it. */
  name: z.string(),
  grantorId: z.number().int(),
  grantor: grantContactSchema,
  granteeId: z.number().int(),
  grantee: grantContactSchema,
  awardAmount: z.number().nullable(),
  notes: z.string().nullable(),
});
export type PartnershipGrant = z.infer<typeof partnershipGrantSchema>;

// ---------------------------------------------------------------------------------------------------
// Conservation purposes

const purposeComments = requiredText('Comments', { min: 2, max: 2000 });
export const conservationPurposeFormSchema = z.object({
  purposeId: optionId('Purpose'),
  comments: purposeComments,
});
export type ConservationPurposeFormInput = z.input<typeof conservationPurposeFormSchema>;
export const conservationPurposeCreateSchema = conservationPurposeFormSchema.extend({ instrumentId });
export type ConservationPurposeCreate = z.infer<typeof conservationPurposeCreateSchema>;
/** The purpose itself is chosen on add only; an edit changes the comments. */
export const conservationPurposeUpdateSchema = z.object({
  id: recordId,
  version: savedVersion,
  comments: purposeComments,
});
export type ConservationPurposeUpdate = z.infer<typeof conservationPurposeUpdateSchema>;
export const conservationPurposeSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  instrumentId: z.number().int(),
  purposeId: z.number().int(),
  /** The purpose's name: the list is sorted by it. */
  name: z.string(),
  comments: z.string(),
});
export type ConservationPurpose = z.infer<typeof conservationPurposeSchema>;

// ---------------------------------------------------------------------------------------------------
// Building/activity areas

export const buildingAreaFormFields = {
  typeId: optionId('Type'),
  notes: optionalText('Notes', { max: 300 }),
};
export const buildingAreaFormSchema = z.object(buildingAreaFormFields);
export type BuildingAreaFormInput = z.input<typeof buildingAreaFormSchema>;
export const buildingAreaCreateSchema = z.object({ instrumentId, ...buildingAreaFormFields });
export type BuildingAreaCreate = z.infer<typeof buildingAreaCreateSchema>;
export const buildingAreaUpdateSchema = z.object({
  id: recordId,
  version: savedVersion,
  ...buildingAreaFormFields,
});
export type BuildingAreaUpdate = z.infer<typeof buildingAreaUpdateSchema>;
export const buildingAreaSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** Shown as 'Special Condition Area ID'. */
  globalId: z.string(),
  instrumentId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  notes: z.string().nullable(),
});
export type BuildingArea = z.infer<typeof buildingAreaSchema>;

// ---------------------------------------------------------------------------------------------------
// Water quality protection areas

const featureLength = wholeNumber('Feature Length');
const bufferWidth = decimalNumber('Buffer Width', { maxDecimals: 4, min: 0 }).refine(
  (value) => String(value).replace('.', '').length <= 18,
  { message: messages.maxLength('Buffer Width', 18) },
);
const bufferSides = optionId('Buffer Sides');

/**
 * Spec 3 §5: name ≤ 50; feature type, geometry, livestock and timber harvest restrictions required;
 * Linear needs length, width and sides; Point a width; other geometries none (they are cleared).
 */
export const protectionAreaFormFields = {
  name: requiredText('Name', { max: 50 }),
  featureTypeId: optionId('Feature Type'),
  geometryTypeId: optionId('Feature Geometry'),
  featureLength: orNull(featureLength),
  bufferWidth: orNull(bufferWidth),
  bufferSides: orNull(bufferSides),
  bufferRestrictionId: orNull(optionId('Buffer Restriction')),
  livestockRestrictionId: optionId('Livestock Restriction'),
  timberHarvestRestrictionId: optionId('Timber Harvest Restriction'),
};

type GeometryFields = {
  geometryTypeId: number;
  featureLength: number | null;
  bufferWidth: number | null;
  bufferSides: number | null;
};

export const protectionAreaMessages = {
  notUsed: (field: string) => `The ${field} field must be empty for this Feature Geometry.`,
} as const;

/** Which measures a geometry type uses (the others are disabled and empty). */
export const protectionAreaMeasures = (geometryTypeId: number | null | undefined) => ({
  featureLength: geometryTypeId === GeometryType.Linear,
  bufferWidth: geometryTypeId === GeometryType.Linear || geometryTypeId === GeometryType.Point,
  bufferSides: geometryTypeId === GeometryType.Linear,
});

/** The measures a geometry type requires are present; the ones it does not use must be empty. */
const geometryMeasuresRule = (area: GeometryFields, ctx: z.RefinementCtx) => {
  const uses = protectionAreaMeasures(area.geometryTypeId);
  const labels = {
    featureLength: 'Feature Length',
    bufferWidth: 'Buffer Width',
    bufferSides: 'Buffer Sides',
  };
  for (const key of ['featureLength', 'bufferWidth', 'bufferSides'] as const) {
    if (uses[key] && area[key] === null)
      ctx.addIssue({ code: 'custom', message: messages.required(labels[key]), path: [key] });
    if (!uses[key] && area[key] !== null)
      ctx.addIssue({ code: 'custom', message: protectionAreaMessages.notUsed(labels[key]), path: [key] });
  }
};

export const protectionAreaFormSchema = z.object(protectionAreaFormFields).superRefine(geometryMeasuresRule);
export type ProtectionAreaFormInput = z.input<typeof protectionAreaFormSchema>;
export const protectionAreaCreateSchema = z
  .object({ instrumentId, ...protectionAreaFormFields })
  .superRefine(geometryMeasuresRule);
export type ProtectionAreaCreate = z.infer<typeof protectionAreaCreateSchema>;
export const protectionAreaUpdateSchema = z
  .object({ id: recordId, version: savedVersion, ...protectionAreaFormFields })
  .superRefine(geometryMeasuresRule);
export type ProtectionAreaUpdate = z.infer<typeof protectionAreaUpdateSchema>;

export const protectionAreaSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  globalId: z.string(),
  instrumentId: z.number().int(),
  name: z.string(),
  featureTypeId: z.number().int(),
  featureTypeName: z.string(),
  geometryTypeId: z.number().int(),
  geometryTypeName: z.string(),
  featureLength: z.number().nullable(),
  bufferWidth: z.number().nullable(),
  bufferSides: z.number().int().nullable(),
  bufferRestrictionId: z.number().int().nullable(),
  bufferRestrictionName: z.string().nullable(),
  livestockRestrictionId: z.number().int(),
  livestockRestrictionName: z.string(),
  timberHarvestRestrictionId: z.number().int(),
  timberHarvestRestrictionName: z.string(),
});
export type ProtectionArea = z.infer<typeof protectionAreaSchema>;
