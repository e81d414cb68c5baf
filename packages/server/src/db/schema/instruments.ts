import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { contacts } from './contacts';
import { users } from './core';
import {
  agreementTypes,
  bufferRestrictions,
  buildingActivityAreaTypes,
  conservationPurposeTypes,
  geometryTypes,
  grantPrograms,
  instrumentStatuses,
  instrumentTypes,
  livestockRestrictions,
  localities,
  specificTerms,
  tagTypes,
  timberHarvestRestrictions,
  waterQualityFeatureTypes,
} from './lookups';
import { projects } from './projects';
import { linkTable } from './tables';

/** A conservation agreement of a project (spec 3). The properties it covers are in `property_instruments`. */
export const instruments = pgTable(
  'instruments',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => instrumentStatuses.id, { onDelete: 'restrict' }),
    typeId: integer('type_id').references(() => instrumentTypes.id, { onDelete: 'restrict' }),
    agreementTypeId: integer('agreement_type_id')
      .notNull()
      .references(() => agreementTypes.id, { onDelete: 'restrict' }),
    instrumentNumber: text('instrument_number'),
    localityId: integer('locality_id').references(() => localities.id, { onDelete: 'restrict' }),
    /** Up to 6 digits, a slash, up to 6 digits. */
    deedBookPage: text('deed_book_page'),
    staffLeadId: integer('staff_lead_id').references(() => users.id),
    notes: text('notes'),
    legacyControlNumber: text('legacy_control_number'),
    executedDate: date('executed_date', { mode: 'string' }),
    recordedDate: date('recorded_date', { mode: 'string' }),
    openDate: date('open_date', { mode: 'string' }).notNull().default(sql`current_date`),
    documentFolderId: text('document_folder_id'),
    conservationValuesStatement: text('conservation_values_statement'),
    /** Issue 33 §5: the days the instrument gives to decide an owner's request (null: it names none). */
    requestNoticePeriodDays: integer('request_notice_period_days'),
    ...editable(),
  },
  (t) => [
    check('instruments_instrument_number_length', sql`char_length(${t.instrumentNumber}) <= 18`),
    check('instruments_deed_book_page_length', sql`char_length(${t.deedBookPage}) <= 13`),
    check('instruments_notes_length', sql`char_length(${t.notes}) <= 1500`),
    check('instruments_document_folder_numeric', sql`${t.documentFolderId} ~ '^[0-9]{1,30}$'`),
    check('instruments_request_notice_period', sql`${t.requestNoticePeriodDays} between 1 and 365`),
    // Each sortable column and the id after it (issue 32): a search page walks its index to the page.
    index('instruments_project').on(t.projectId, t.id),
    // A project's instruments executed within dates (the Project search's Executed Date facets), read
    // from the index alone: by instruments_project each instrument's row was read for its date.
    index('instruments_project_executed').on(t.projectId, t.executedDate),
    index('instruments_locality').on(t.localityId, t.id),
    index('instruments_type_id').on(t.typeId, t.id),
    index('instruments_staff_lead_id').on(t.staffLeadId, t.id),
    index('instruments_status_id').on(t.statusId, t.id),
    index('instruments_executed_date_id').on(t.executedDate, t.id),
    // Descending with the empty dates still last: the mirror of the index above puts them first.
    index('instruments_executed_date_id_desc').on(
      t.executedDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // Home tile "My Pending Instruments": by staff lead and status, listed by open date then id.
    index('instruments_staff_lead_status').on(t.staffLeadId, t.statusId, t.openDate, t.id),
    // The accreditation ledger: Active instruments counted from the index alone, and read project by
    // project in the order of the projects' names.
    index('instruments_status_project').on(t.statusId, t.projectId, t.id),
  ],
);

/** Tags on an instrument; deleting a tag type removes it from every instrument (spec 3, tag page). */
export const instrumentTags = linkTable(
  'instrument_tags',
  { key: 'instrumentId', column: 'instrument_id', references: () => instruments.id },
  {
    key: 'tagTypeId',
    column: 'tag_type_id',
    references: () => tagTypes.id,
    onDelete: 'cascade',
    index: 'instrument_tags_tag_type',
  },
);

export const instrumentSpecificTerms = linkTable(
  'instrument_specific_terms',
  { key: 'instrumentId', column: 'instrument_id', references: () => instruments.id },
  {
    key: 'specificTermId',
    column: 'specific_term_id',
    references: () => specificTerms.id,
    onDelete: 'restrict',
    index: 'instrument_specific_terms_term',
  },
);

/** Free-text terms of one instrument, at most 5 per instrument (checked by the app), listed by id. */
export const instrumentUniqueTerms = pgTable(
  'instrument_unique_terms',
  {
    id: id(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
  },
  (t) => [
    check('instrument_unique_terms_description_length', sql`char_length(${t.description}) between 1 and 100`),
    index('instrument_unique_terms_instrument').on(t.instrumentId),
  ],
);

/** A grant that funded an instrument; grantor and grantee are CRM contacts, so they cannot be removed while used. */
export const partnershipGrants = pgTable(
  'partnership_grants',
  {
    id: id(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    grantProgramId: integer('grant_program_id')
      .notNull()
      .references(() => grantPrograms.id, { onDelete: 'restrict' }),
    grantorContactId: integer('grantor_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    granteeContactId: integer('grantee_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    awardAmount: numeric('award_amount', { precision: 14, scale: 2, mode: 'number' }),
    notes: text('notes'),
    ...editable(),
  },
  (t) => [
    check('partnership_grants_award_amount_min', sql`${t.awardAmount} >= 0.01`),
    check('partnership_grants_notes_length', sql`char_length(${t.notes}) <= 256`),
    index('partnership_grants_instrument').on(t.instrumentId),
    index('partnership_grants_program').on(t.grantProgramId),
    index('partnership_grants_grantor').on(t.grantorContactId),
    index('partnership_grants_grantee').on(t.granteeContactId),
  ],
);

/** Each purpose at most once per instrument. */
export const conservationPurposes = pgTable(
  'conservation_purposes',
  {
    id: id(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => conservationPurposeTypes.id, { onDelete: 'restrict' }),
    comments: text('comments').notNull(),
    ...editable(),
  },
  (t) => [
    unique('conservation_purposes_instrument_purpose').on(t.instrumentId, t.purposeId),
    check('conservation_purposes_comments_length', sql`char_length(${t.comments}) between 2 and 2000`),
  ],
);

/** Shown as "Special Condition Area ID": `global_id` is the area's id in the GIS. */
export const buildingActivityAreas = pgTable(
  'building_activity_areas',
  {
    id: id(),
    globalId: uuid('global_id').notNull().defaultRandom().unique(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => buildingActivityAreaTypes.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    ...editable(),
  },
  (t) => [
    check('building_activity_areas_notes_length', sql`char_length(${t.notes}) <= 300`),
    index('building_activity_areas_instrument').on(t.instrumentId),
  ],
);

/**
 * Length, width and buffer sides depend on the geometry type (Linear needs all three, Point a
 * width, other types none); the app clears and validates them, the table only bounds them.
 */
export const waterQualityProtectionAreas = pgTable(
  'water_quality_protection_areas',
  {
    id: id(),
    globalId: uuid('global_id').notNull().defaultRandom().unique(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    featureTypeId: integer('feature_type_id')
      .notNull()
      .references(() => waterQualityFeatureTypes.id, { onDelete: 'restrict' }),
    geometryTypeId: integer('geometry_type_id')
      .notNull()
      .references(() => geometryTypes.id, { onDelete: 'restrict' }),
    featureLength: numeric('feature_length', { precision: 18, scale: 0, mode: 'number' }),
    bufferWidth: numeric('buffer_width', { mode: 'number' }),
    bufferSides: integer('buffer_sides'),
    bufferRestrictionId: integer('buffer_restriction_id').references(() => bufferRestrictions.id, {
      onDelete: 'restrict',
    }),
    livestockRestrictionId: integer('livestock_restriction_id')
      .notNull()
      .references(() => livestockRestrictions.id, { onDelete: 'restrict' }),
    timberHarvestRestrictionId: integer('timber_harvest_restriction_id')
      .notNull()
      .default(1)
      .references(() => timberHarvestRestrictions.id, { onDelete: 'restrict' }),
    ...editable(),
  },
  (t) => [
    check('water_quality_protection_areas_name_length', sql`char_length(${t.name}) between 1 and 50`),
    check('water_quality_protection_areas_feature_length_min', sql`${t.featureLength} >= 0`),
    check('water_quality_protection_areas_buffer_width_min', sql`${t.bufferWidth} >= 0`),
    check('water_quality_protection_areas_buffer_sides_min', sql`${t.bufferSides} >= 0`),
    index('water_quality_protection_areas_instrument').on(t.instrumentId),
  ],
);
