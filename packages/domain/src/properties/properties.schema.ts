import { z } from 'zod';
import { propertyLabels } from '../field-labels';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import {
  acres,
  bounded,
  boxFolderId,
  decimalNumber,
  MaxIntegerId,
  minValueIf,
  numericId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  uniqueValues,
  wholeNumber,
} from '../validators';

/** The property texts of spec 2 §5 and §8 (verbatim, the spec's spelling kept), and ours where it words none. */
export const propertyMessages = {
  additionalLocalityRequired: 'Select Additonal Locality or remove this row.',
  localityNotFound: 'Locality not found.',
  localityOnProperty: 'This Locality is already on this Property.',
  primaryLocalityDelete: 'The primary Locality cannot be deleted. Make another Locality primary first.',
  propertyLocalityNotFound: 'The Locality was not found on this Property. It may have been removed.',
  statusNotFound: 'Status not found.',
  primarySourceNotFound: 'Primary Source not found.',
  featureNotFound: 'The Built Environment Feature was not found. It may have been deleted.',
  moveSameProperty:
    'The Built Environment Feature is already on this Property. Enter a different Property ID.',
  deleteAdminOnly: 'Only an Admin can delete a Property.',
  // Spec 2 §8: the delete blockers, in the order they are checked.
  lastProperty: 'Project must have at least one property. Can not delete the last property in the project.',
  notInactive: 'Property status must be set to inactive before it is deleted.',
  activeOrPendingInstrument:
    'Related Active or Pending Instrument must first be marked Inactive or disassociated from this Property.',
  relatedInstrument: 'Related Instrument must first be deleted or associated to another Property.',
  relatedService: 'Related Service must first be deleted or associated to another Property.',
  /** Spec 2 §8: the notice after a delete; the server answers it so every client shows the same words. */
  deleted: (id: number) =>
    `Property ${id} was deleted. Its folders in the document store must be deleted manually, and its GIS polygon must be removed independently.`,
} as const;

/** Acres are numeric(14,4): a bound far above any Virginia parcel keeps every sum inside the column. */
export const MaxAcres = 1_000_000;

const acresUpTo = (field: string, { min }: { min: number }) =>
  acres(field, { min }).refine((value) => value <= MaxAcres, { error: messages.maxValue(field, MaxAcres) });

/** A whole number stored in an `integer` column. */
const wholeInteger = (field: string, { min = 0 }: { min?: number } = {}) =>
  wholeNumber(field)
    .refine((value) => value >= min, { error: messages.minValue(field, min), abort: true })
    .refine((value) => value <= MaxIntegerId, { error: messages.maxValue(field, MaxIntegerId) });

/** Square feet of a feature: required, numeric, at least 0, up to 2 decimals and 18 digits (spec 2 §9). */
export const featureArea = (field: string) =>
  decimalNumber(field, { maxDecimals: 2, min: 0 }).refine((value) => value < 1e18, {
    error: messages.maxLength(field, 18),
  });

/**
 * Parses with `schema` but lets null through: null is a chosen value here (the N/A checkbox of an
 * allowed value), while blank text is still "required".
 */
const nullOr = <T extends z.ZodType>(schema: T) =>
  z.unknown().transform((value, ctx): z.output<T> | null => {
    if (value === null) return null;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Parses with `schema` and reports any failure with one message (the spec words a row's error itself). */
const withMessage = <T extends z.ZodType>(schema: T, message: string) =>
  z.unknown().transform((value, ctx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------------------
// Property

/**
 * POST property/create (New Property): the primary locality, and additional ones where each row must
 * be chosen or removed and no locality appears twice (the primary included).
 */
export const propertyCreateSchema = z
  .object({
    projectId: numericId('Project ID'),
    name: requiredText('Property Name', { max: 50 }),
    primaryLocalityId: optionId('Primary Locality'),
    additionalLocalityIds: bounded(
      uniqueValues(
        'Locality',
        z.array(withMessage(optionId('Additional Locality'), propertyMessages.additionalLocalityRequired)),
      ),
      { field: 'Additional Localities', max: ListLimits.additionalLocalities },
    ).default([]),
  })
  .check((ctx) => {
    ctx.value.additionalLocalityIds.forEach((id, index) => {
      if (id === ctx.value.primaryLocalityId)
        ctx.issues.push({
          code: 'custom',
          message: messages.unique('Locality'),
          input: ctx.value,
          path: ['additionalLocalityIds', index],
        });
    });
  });
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export type PropertyCreate = z.infer<typeof propertyCreateSchema>;

/** PUT property/update (spec 2 §5); legacy ids, calculated acres and the document folder are not edited here. */
export const propertyUpdateSchema = z.object({
  id: numericId(propertyLabels.id),
  version: savedVersion,
  name: optionalText('Property Name', { max: 50 }),
  statusId: optionId('Status'),
  acres: orNull(acresUpTo(propertyLabels.acres, { min: 0 })),
  /** Shown as "Divisions Allowed". */
  futurePropertiesAllowed: orNull(wholeInteger(propertyLabels.futurePropertiesAllowed)),
  targetInspectionFrequency: orNull(wholeInteger('Target Inspection Frequency', { min: 1 })),
  accessPointLatitude: orNull(
    decimalNumber(propertyLabels.accessPointLatitude, {
      minDecimals: 4,
      maxDecimals: 5,
      min: 36.43,
      max: 39.5,
    }),
  ),
  accessPointLongitude: orNull(
    decimalNumber(propertyLabels.accessPointLongitude, {
      minDecimals: 4,
      maxDecimals: 5,
      min: -83.7,
      max: -75.1,
    }),
  ),
  inspectWithTwoOrMoreStaff: z.boolean().default(false),
  additionalInterestHolder: z.boolean().default(false),
  notes: optionalText('Notes', { max: 1000 }),
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateSchema>;
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

/** PATCH property/{id}/updateDocumentFolder. */
export const propertyDocumentFolderSchema = z.object({ folderId: boxFolderId });

/** POST property/getagreementtypesbypropertyids: the property ids a service form has chosen. */
export const agreementTypesByPropertyIdsSchema = bounded(z.array(numericId(propertyLabels.id)), {
  field: 'Property IDs',
  max: ListLimits.propertyIdsPerCall,
});

export const agreementTypeRefSchema = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------------------------------------------
// Localities and tax parcels

/** A parcel row as typed; a row with neither value is dropped on save (spec 2 §5). */
export const taxParcelInputSchema = z.object({
  parcelId: optionalText('Parcel ID', { max: 35 }),
  acres: orNull(acresUpTo(propertyLabels.acres, { min: 0.0001 })),
});

const taxParcelsInput = bounded(z.array(taxParcelInputSchema), {
  field: 'Tax Parcels',
  max: ListLimits.taxParcelsPerLocality,
})
  .default([])
  .transform((rows) => rows.filter((row) => row.parcelId !== null || row.acres !== null));

/** POST propertyLocality/create: a locality not yet on the property, with its parcels. */
export const propertyLocalityCreateSchema = z.object({
  propertyId: numericId(propertyLabels.id),
  localityId: optionId('Locality'),
  taxParcels: taxParcelsInput,
});
export type PropertyLocalityCreateInput = z.input<typeof propertyLocalityCreateSchema>;
export type PropertyLocalityCreate = z.infer<typeof propertyLocalityCreateSchema>;

/** PUT propertyLocality/update: the locality's parcel list, replaced as a whole. */
export const propertyLocalityUpdateSchema = z.object({
  id: numericId('ID'),
  version: savedVersion,
  taxParcels: taxParcelsInput,
});
export type PropertyLocalityUpdateInput = z.input<typeof propertyLocalityUpdateSchema>;
export type PropertyLocalityUpdate = z.infer<typeof propertyLocalityUpdateSchema>;

export const taxParcelSchema = z.object({
  id: z.number().int(),
  parcelId: z.string().nullable(),
  acres: z.number().nullable(),
});
export type TaxParcel = z.infer<typeof taxParcelSchema>;

/** A locality of a property; parcels by acres descending, then parcel id. */
export const propertyLocalitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  propertyId: z.number().int(),
  localityId: z.number().int(),
  localityName: z.string(),
  primary: z.boolean(),
  taxParcels: z.array(taxParcelSchema),
});
export type PropertyLocality = z.infer<typeof propertyLocalitySchema>;

// ---------------------------------------------------------------------------------------------------
// Built environment features

const featureFields = {
  description: requiredText('Description', { max: 50 }),
  isBuilding: z.boolean().default(true),
  exists: z.boolean().default(true),
  dwellingUnits: wholeNumber('Dwelling Units'),
  finishedArea: featureArea('Finished Area'),
  imperviousArea: featureArea('Impervious Area'),
  primarySourceId: orNull(optionId('Primary Source')),
  notes: optionalText('Notes', { max: 100 }),
};

/** A dwelling has finished floor area: the spec's minimum rule tied to dwelling units (min_value_if). */
export const finishedAreaRule = minValueIf<{ dwellingUnits: number; finishedArea: number }>({
  key: 'finishedArea',
  field: 'Finished Area',
  otherKey: 'dwellingUnits',
  other: 'Dwelling Units',
});

/** A new feature's form values (spec 2 §3): a building that exists, with no areas yet and no source. */
export const newBuiltEnvironmentFeature = {
  description: '',
  isBuilding: true,
  exists: true,
  dwellingUnits: 0,
  finishedArea: 0,
  imperviousArea: 0,
  primarySourceId: null,
  notes: null,
} as const;

export const builtEnvironmentFeatureCreateSchema = z
  .object({ propertyId: numericId(propertyLabels.id), ...featureFields })
  .check(finishedAreaRule);
export type BuiltEnvironmentFeatureCreateInput = z.input<typeof builtEnvironmentFeatureCreateSchema>;
export type BuiltEnvironmentFeatureCreate = z.infer<typeof builtEnvironmentFeatureCreateSchema>;

export const builtEnvironmentFeatureUpdateSchema = z
  .object({ id: numericId('ID'), version: savedVersion, ...featureFields })
  .check(finishedAreaRule);
export type BuiltEnvironmentFeatureUpdateInput = z.input<typeof builtEnvironmentFeatureUpdateSchema>;
export type BuiltEnvironmentFeatureUpdate = z.infer<typeof builtEnvironmentFeatureUpdateSchema>;

/** POST builtEnvironmentFeature/{id}/move: step one of the move asks for the destination property id. */
export const builtEnvironmentFeatureMoveSchema = z.object({
  destinationPropertyId: numericId('Destination Property ID'),
  version: savedVersion.optional(),
});
export type BuiltEnvironmentFeatureMoveInput = z.input<typeof builtEnvironmentFeatureMoveSchema>;

export const builtEnvironmentFeatureSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  propertyId: z.number().int(),
  description: z.string(),
  isBuilding: z.boolean(),
  exists: z.boolean(),
  dwellingUnits: z.number(),
  finishedArea: z.number(),
  imperviousArea: z.number(),
  primarySourceId: z.number().int().nullable(),
  primarySourceName: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type BuiltEnvironmentFeature = z.infer<typeof builtEnvironmentFeatureSchema>;

// ---------------------------------------------------------------------------------------------------
// Property-instrument link values (spec 2 §5, spec 3 §5)

/**
 * The values of one property on an instrument: impacted acres required (≥ 0, ≤ 4 decimals); each
 * allowed value a required whole number, or null when its N/A box is ticked (unticking sets 0).
 */
export const propertyInstrumentValuesSchema = z.object({
  propertyId: numericId(propertyLabels.id),
  propertyAcres: acresUpTo('Impacted Acres', { min: 0 }),
  futurePropertiesAllowed: nullOr(wholeNumber('Properties Allowed')),
  dwellingsAllowed: nullOr(wholeNumber('Dwellings Allowed')),
  finishedAreaAllowed: nullOr(wholeNumber('Finished Area Allowed')),
  imperviousAreaAllowed: nullOr(wholeNumber('Impervious Area Allowed')),
});
export type PropertyInstrumentValuesInput = z.input<typeof propertyInstrumentValuesSchema>;
export type PropertyInstrumentValues = z.infer<typeof propertyInstrumentValuesSchema>;

/** The saved values of a property on an instrument, as both sides' cards show them (null: N/A). */
export const propertyInstrumentSavedValues = {
  propertyAcres: z.number().nullable(),
  futurePropertiesAllowed: z.number().nullable(),
  dwellingsAllowed: z.number().nullable(),
  finishedAreaAllowed: z.number().nullable(),
  imperviousAreaAllowed: z.number().nullable(),
};

/** An instrument on the property page's Associated Instruments card, with its values for this property. */
export const propertyInstrumentSchema = z.object({
  id: z.number().int(),
  instrumentId: z.number().int(),
  /** The instrument id and the year it was executed, or recorded when not executed (spec 3 §2). */
  title: z.string(),
  typeCode: z.string().nullable(),
  statusId: z.number().int(),
  ...propertyInstrumentSavedValues,
});
export type PropertyInstrument = z.infer<typeof propertyInstrumentSchema>;

/** A service on the property page's Associated Services card; `projectId` is the service's primary project. */
export const propertyServiceSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  typeNames: z.array(z.string()),
  statusId: z.number().int(),
  openDate: z.string(),
  isMultiProperty: z.boolean(),
});
export type PropertyService = z.infer<typeof propertyServiceSchema>;

// ---------------------------------------------------------------------------------------------------
// The property as GET property/{id} answers it

/** Allowed (Active and Pending instruments), existing (existing features) and remaining development rights. */
export const developmentRightsFieldsSchema = z.object({
  allowedDwellingUnits: z.number(),
  existingDwellingUnits: z.number(),
  remainingDwellingUnits: z.number(),
  allowedFinishedArea: z.number(),
  existingFinishedArea: z.number(),
  remainingFinishedArea: z.number(),
  allowedImperviousArea: z.number(),
  existingImperviousArea: z.number(),
  remainingImperviousArea: z.number(),
});
export type PropertyDevelopmentRights = z.infer<typeof developmentRightsFieldsSchema>;

export const propertySchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    name: z.string().nullable(),
    statusId: z.number().int(),
    /** The sum of the tax parcels' acres; null when the property has none. */
    calculatedAcres: z.number().nullable(),
    acres: z.number().nullable(),
    futurePropertiesAllowed: z.number().int().nullable(),
    targetInspectionFrequency: z.number().int().nullable(),
    accessPointLatitude: z.number().nullable(),
    accessPointLongitude: z.number().nullable(),
    inspectWithTwoOrMoreStaff: z.boolean(),
    additionalInterestHolder: z.boolean(),
    notes: z.string().nullable(),
    legacyPropertyIds: z.string().nullable(),
    documentFolderId: z.string().nullable(),
    version: z.number().int(),
    propertyLocalities: z.array(propertyLocalitySchema),
    propertyInstruments: z.array(propertyInstrumentSchema),
    propertyServices: z.array(propertyServiceSchema),
  })
  .extend(developmentRightsFieldsSchema.shape);
export type Property = z.infer<typeof propertySchema>;

/** DELETE property/delete/{id}: the notice the page shows after the delete. */
export const propertyDeletedSchema = z.object({ id: z.number().int(), message: z.string() });
