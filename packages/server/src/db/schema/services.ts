import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import {
  agreementTypes,
  imageryAssessmentSources,
  observationAckTypes,
  observationTypes,
  serviceCategories,
  serviceProducts,
  serviceStatuses,
  serviceTypes,
} from './lookups';
import { projects } from './projects';
import { properties } from './properties';
import { linkTable } from './tables';

/**
 * A service (inspection, review, education ...) of a primary project, on one property, or on
 * several properties of possibly several projects (`is_multi_property`). The properties are in
 * `service_properties`, the components in `service_types_link`.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'restrict' }),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => serviceStatuses.id, { onDelete: 'restrict' }),
    agreementTypeId: integer('agreement_type_id')
      .notNull()
      .references(() => agreementTypes.id, { onDelete: 'restrict' }),
    previousServiceId: integer('previous_service_id').references((): AnyPgColumn => services.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    staffLeadId: integer('staff_lead_id').references(() => users.id),
    feeCharged: numeric('fee_charged', { precision: 14, scale: 2, mode: 'number' }),
    feePaid: boolean('fee_paid').notNull().default(false),
    openDate: date('open_date', { mode: 'string' }).notNull().default(sql`current_date`),
    isMultiProperty: boolean('is_multi_property').notNull().default(false),
    documentFolderId: text('document_folder_id'),
    imageryAssessmentBeforeDate: date('imagery_assessment_before_date', { mode: 'string' }),
    beforeSourceId: integer('before_source_id').references(() => imageryAssessmentSources.id, {
      onDelete: 'restrict',
    }),
    beforeSourceNotes: text('before_source_notes'),
    imageryAssessmentAfterDate: date('imagery_assessment_after_date', { mode: 'string' }),
    afterSourceId: integer('after_source_id').references(() => imageryAssessmentSources.id, {
      onDelete: 'restrict',
    }),
    afterSourceNotes: text('after_source_notes'),
    landownerPropertyPlans: text('landowner_property_plans'),
    questionsForVof: text('questions_for_vof'),
    /** How the inspection was made: domain `inspectionMethods`. */
    inspectionMethod: text('inspection_method'),
    reportCompletedDate: date('report_completed_date', { mode: 'string' }),
    /** Who completed the report: the user who saved its date (set by the server, never by the form). */
    reportCompletedById: integer('report_completed_by_id').references(() => users.id),
    ...editable(),
  },
  (t) => [
    check('services_notes_length', sql`char_length(${t.notes}) <= 1000`),
    check('services_fee_charged_min', sql`${t.feeCharged} >= 0`),
    check('services_before_source_notes_length', sql`char_length(${t.beforeSourceNotes}) <= 100`),
    check('services_after_source_notes_length', sql`char_length(${t.afterSourceNotes}) <= 100`),
    check('services_landowner_property_plans_length', sql`char_length(${t.landownerPropertyPlans}) <= 250`),
    check('services_questions_for_vof_length', sql`char_length(${t.questionsForVof}) <= 250`),
    check(
      'services_imagery_dates_order',
      sql`${t.imageryAssessmentAfterDate} >= ${t.imageryAssessmentBeforeDate}`,
    ),
    check('services_inspection_method', sql`${t.inspectionMethod} in ('ground_visit', 'remote', 'aerial')`),
    check('services_document_folder_numeric', sql`${t.documentFolderId} ~ '^[0-9]{1,30}$'`),
    index('services_project').on(t.projectId),
    // Each lookup column and the id after it (issue 32): a search page by its name walks the lookups
    // in name order and this index inside each (search.repo.ts lookupWalk).
    index('services_category_id').on(t.categoryId, t.id),
    index('services_agreement_type_id').on(t.agreementTypeId, t.id),
    index('services_status_id').on(t.statusId, t.id),
    index('services_staff_lead_id').on(t.staffLeadId, t.id),
    index('services_previous_service').on(t.previousServiceId),
    // Home tile "My Open Services": by staff lead and status, listed by open date then id.
    index('services_staff_lead_status').on(t.staffLeadId, t.statusId, t.openDate, t.id),
    // Advanced Search's usual service facets, category and status: their matches without reading every service.
    index('services_category_status').on(t.categoryId, t.statusId, t.id),
  ],
);

/** The components of a service. */
export const serviceTypesLink = linkTable(
  'service_types_link',
  { key: 'serviceId', column: 'service_id', references: () => services.id },
  {
    key: 'typeId',
    column: 'type_id',
    references: () => serviceTypes.id,
    onDelete: 'restrict',
    index: 'service_types_link_type',
  },
);

export const serviceProductsLink = linkTable(
  'service_products_link',
  { key: 'serviceId', column: 'service_id', references: () => services.id },
  {
    key: 'productId',
    column: 'product_id',
    references: () => serviceProducts.id,
    onDelete: 'restrict',
    index: 'service_products_link_product',
  },
);

/** The properties a service is about: one, or two or more for a multi-property service. */
export const serviceProperties = linkTable(
  'service_properties',
  { key: 'serviceId', column: 'service_id', references: () => services.id },
  {
    key: 'propertyId',
    column: 'property_id',
    references: () => properties.id,
    onDelete: 'cascade',
    index: 'service_properties_property',
    // A property's services from the index alone: the stewardship schedule of a staff lead's properties.
    covering: true,
  },
);

export const observations = pgTable(
  'observations',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => observationTypes.id, { onDelete: 'restrict' }),
    ackTypeId: integer('ack_type_id')
      .notNull()
      .default(1)
      .references(() => observationAckTypes.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    ...editable(),
  },
  (t) => [
    check('observations_notes_length', sql`char_length(${t.notes}) <= 250`),
    index('observations_service').on(t.serviceId),
  ],
);
