import { sql } from 'drizzle-orm';
import { boolean, check, integer, text } from 'drizzle-orm/pg-core';
import { lookupTable } from './tables';

export const projectStatuses = lookupTable('project_statuses');
export const propertyStatuses = lookupTable('property_statuses');
export const instrumentStatuses = lookupTable('instrument_statuses');
export const serviceStatuses = lookupTable('service_statuses');
export const reviewStatuses = lookupTable('review_statuses');
export const agreementTypes = lookupTable('agreement_types');
export const instrumentTypes = lookupTable('instrument_types', { code: text('code').notNull() });
/** Virginia's counties and independent cities; `census_fips` draws each on the map (migration 0015). */
export const localities = lookupTable('localities', { censusFips: text('census_fips') });
export const grantPrograms = lookupTable('grant_programs');
export const conservationPurposeTypes = lookupTable('conservation_purpose_types');
export const buildingActivityAreaTypes = lookupTable('building_activity_area_types');
export const primarySources = lookupTable('primary_sources');
export const waterQualityFeatureTypes = lookupTable('water_quality_feature_types');
export const geometryTypes = lookupTable('geometry_types');
export const bufferRestrictions = lookupTable('buffer_restrictions');
export const livestockRestrictions = lookupTable('livestock_restrictions');
export const timberHarvestRestrictions = lookupTable('timber_harvest_restrictions');
export const specificTerms = lookupTable('specific_terms');
export const serviceCategories = lookupTable('service_categories', {
  isMultiProjectEligible: boolean('is_multi_project_eligible').notNull().default(false),
});
export const serviceTypes = lookupTable('service_types', {
  serviceCategoryId: integer('service_category_id')
    .notNull()
    .references(() => serviceCategories.id),
});
export const serviceProducts = lookupTable('service_products');
export const observationTypes = lookupTable('observation_types');
export const observationAckTypes = lookupTable('observation_ack_types');
export const imageryAssessmentSources = lookupTable('imagery_assessment_sources');
export const feeSearchOptions = lookupTable('fee_search_options');
export const reviewSearchOptions = lookupTable('review_search_options');
export const partnershipGrantSearchOptions = lookupTable('partnership_grant_search_options');

/** Event types of instruments (e.g. 9 Executed) and of services (29 Open, 30 Closed, 31 Inspection) in one list, scoped. */
export const eventTypes = lookupTable(
  'event_types',
  {
    parentType: text('parent_type').notNull(),
    adminEditOnly: boolean('admin_edit_only').notNull().default(false),
    adminDeleteOnly: boolean('admin_delete_only').notNull().default(false),
  },
  (t) => [check('event_types_parent_type', sql`${t.parentType} in ('instrument', 'service')`)],
);

/** Contact roles of instruments, properties and services in one list, scoped, so a link's roles can reference it. */
export const contactRoles = lookupTable(
  'contact_roles',
  { parentType: text('parent_type').notNull() },
  (t) => [check('contact_roles_parent_type', sql`${t.parentType} in ('instrument', 'property', 'service')`)],
);

/** Instrument tag types (spec 3): admins add, rename and delete the ones with canEdit. Identity id: new tags are made here. */
export const tagTypes = lookupTable('tag_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  canEdit: boolean('can_edit').notNull().default(true),
  version: integer('version').notNull().default(1),
});

/** Violation case types (issue 33): seeded, and added on start to an install seeded before them (seed/lookups.ts). */
export const violationCaseTypes = lookupTable('violation_case_types');

/** Owners' request kinds (issue 33 §5): seeded, and added on start where missing (seed/lookups.ts). */
export const ownerRequestKinds = lookupTable('owner_request_kinds');
