import { z } from 'zod';
import { contactLinkSchema } from '../contacts/contacts.schema';
import {
  buildingAreaSchema,
  conservationPurposeSchema,
  protectionAreaSchema,
} from '../instrument-details/instrument-details.schema';
import { instrumentSchema } from '../instruments/instruments.schema';
import type { LookupPath } from '../lookup-paths';
import { propertyBoundarySchema } from '../map/boundary.schema';
import { builtEnvironmentFeatureSchema, propertySchema } from '../properties/properties.schema';
import { photoPointSchema } from '../services/photo-points.schema';
import { photoSchema } from '../services/photos.schema';
import {
  inspectionFields,
  observationSchema,
  serviceCreateSchema,
  serviceSchema,
} from '../services/services.schema';
import { propertyInspectionScheduleSchema } from '../stewardship/stewardship.schema';
import { usDate } from '../validators';

/** The lookup lists a device stores when it prepares a property: what the field's forms and pages read. */
export const fieldLookupPaths = [
  'service/types',
  'service/observationtypes',
  'service/observationacknowledgementtypes',
  'service/contactroles',
  'instrument/specificTerms',
  'instrument/instrumentstatuses',
  'conservationPurpose/purposes',
  'buildingactivityarea/types',
  'locality/localities',
  'property/contactroles',
  'instrument/contactroles',
  // Opening a violation case from an observation offline (issue 33).
  'case/types',
] as const satisfies readonly LookupPath[];

/** How many finished inspections of a property the field copy carries (their observations and photos). */
export const FieldPastInspections = 2;

/** An instrument on the property with what a monitor checks on the ground. */
export const fieldInstrumentSchema = z.object({
  instrument: instrumentSchema,
  conservationPurposes: z.array(conservationPurposeSchema),
  buildingAreas: z.array(buildingAreaSchema),
  protectionAreas: z.array(protectionAreaSchema),
  contacts: z.array(contactLinkSchema),
});
export type FieldInstrument = z.infer<typeof fieldInstrumentSchema>;

/** An Inspection service of the property, open or one of the last finished ones. */
export const fieldInspectionSchema = z.object({
  service: serviceSchema,
  observations: z.array(observationSchema),
  photos: z.array(photoSchema),
});
export type FieldInspection = z.infer<typeof fieldInspectionSchema>;

/**
 * GET field/property/{id}: everything a monitor needs on the property with no signal, read in one
 * snapshot: details, localities and parcels, built features, rights, the instruments with their terms,
 * areas and purposes, contacts with phone numbers, the open inspections and the last finished ones.
 */
export const fieldPropertySchema = z.object({
  preparedAt: z.string(),
  property: propertySchema,
  features: z.array(builtEnvironmentFeatureSchema),
  schedule: propertyInspectionScheduleSchema,
  contacts: z.array(contactLinkSchema),
  instruments: z.array(fieldInstrumentSchema),
  openInspections: z.array(fieldInspectionSchema),
  pastInspections: z.array(fieldInspectionSchema),
  /** Each photo point with its first and latest photo: the views to re-shoot this year. */
  photoPoints: z.array(photoPointSchema),
  /** The boundary to walk, drawn on the field map (absent from copies prepared before it was carried). */
  boundary: propertyBoundarySchema.nullable(),
});
export type FieldProperty = z.infer<typeof fieldPropertySchema>;

/** The Inspection Details a monitor fills in the field: the same fields, and messages, as the card online. */
export const fieldInspectionChangesSchema = z.object({
  inspectionMethod: inspectionFields.inspectionMethod,
  reportCompletedDate: inspectionFields.reportCompletedDate,
  landownerPropertyPlans: inspectionFields.landownerPropertyPlans,
  questionsForVOF: inspectionFields.questionsForVOF,
});
export type FieldInspectionChanges = z.output<typeof fieldInspectionChangesSchema>;

/** Starting an inspection on the property: the visit's date and what the create form would ask. */
export const fieldNewInspectionSchema = z.object({
  visitDate: usDate('Inspection Date', { notInFuture: true }),
  typeIds: serviceCreateSchema.shape.typeIds,
  agreementTypeId: serviceCreateSchema.shape.agreementTypeId,
});
export type FieldNewInspectionInput = z.input<typeof fieldNewInspectionSchema>;
