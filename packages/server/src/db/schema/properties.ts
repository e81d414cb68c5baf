import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { instruments } from './instruments';
import { localities, primarySources, propertyStatuses } from './lookups';
import { projects } from './projects';

/**
 * A property of a project (spec 2). Allowed, existing and remaining development rights are derived
 * (allowed from `property_instruments`, existing from the features) and not stored.
 */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name'),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => propertyStatuses.id, { onDelete: 'restrict' }),
    /** Sum of the acres of the property's tax parcels; the app rewrites it whenever a parcel changes. */
    calculatedAcres: numeric('calculated_acres', { precision: 14, scale: 4, mode: 'number' }),
    acres: numeric('acres', { precision: 14, scale: 4, mode: 'number' }),
    /** Shown as "Divisions Allowed". */
    futurePropertiesAllowed: integer('future_properties_allowed'),
    /** Years between inspections. */
    targetInspectionFrequency: integer('target_inspection_frequency'),
    accessPointLatitude: numeric('access_point_latitude', { precision: 8, scale: 5, mode: 'number' }),
    accessPointLongitude: numeric('access_point_longitude', { precision: 8, scale: 5, mode: 'number' }),
    inspectWithTwoOrMoreStaff: boolean('inspect_with_two_or_more_staff').notNull().default(false),
    additionalInterestHolder: boolean('additional_interest_holder').notNull().default(false),
    notes: text('notes'),
    /** Ids the property had in the system this one replaced; read-only. */
    legacyPropertyIds: text('legacy_property_ids'),
    documentFolderId: text('document_folder_id'),
    ...editable(),
  },
  (t) => [
    check('properties_name_length', sql`char_length(${t.name}) <= 50`),
    check('properties_notes_length', sql`char_length(${t.notes}) <= 1000`),
    check('properties_calculated_acres_min', sql`${t.calculatedAcres} >= 0`),
    check('properties_acres_min', sql`${t.acres} >= 0`),
    check('properties_future_properties_min', sql`${t.futurePropertiesAllowed} >= 0`),
    check('properties_inspection_frequency_min', sql`${t.targetInspectionFrequency} >= 1`),
    check('properties_latitude_range', sql`${t.accessPointLatitude} between 36.43 and 39.5`),
    check('properties_longitude_range', sql`${t.accessPointLongitude} between -83.7 and -75.1`),
    check('properties_document_folder_numeric', sql`${t.documentFolderId} ~ '^[0-9]{1,30}$'`),
    index('properties_project').on(t.projectId),
    // Sortable columns and the id after each (issue 32): a search page walks its index to the page.
    index('properties_status_id').on(t.statusId, t.id),
    index('properties_acres_id').on(t.calculatedAcres, t.id),
    index('properties_name_sort').on(sql`(name_sort_key(${t.name}) collate "C")`, t.id),
    // Descending with the empty values still last: the mirrors of the two above put them first.
    index('properties_acres_id_desc').on(t.calculatedAcres.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('properties_name_sort_desc').on(
      sql`(name_sort_key(${t.name}) collate "C") desc nulls last`,
      t.id.desc().nullsFirst(),
    ),
    // The search's 'Within the Map Area' facet (issue 19): a range on longitude, then latitude.
    index('properties_access_point').on(t.accessPointLongitude, t.accessPointLatitude),
    index('properties_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A locality of a property; exactly one is primary (the partial unique index allows at most one). */
export const propertyLocalities = pgTable(
  'property_localities',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'restrict' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...editable(),
  },
  (t) => [
    unique('property_localities_property_locality').on(t.propertyId, t.localityId),
    uniqueIndex('property_localities_one_primary').on(t.propertyId).where(sql`${t.isPrimary}`),
    index('property_localities_locality').on(t.localityId, t.isPrimary),
  ],
);

/** A tax parcel inside one locality of a property; its acres feed `properties.calculated_acres`. */
export const taxParcels = pgTable(
  'tax_parcels',
  {
    id: id(),
    propertyLocalityId: integer('property_locality_id')
      .notNull()
      .references(() => propertyLocalities.id, { onDelete: 'cascade' }),
    parcelId: text('parcel_id'),
    acres: numeric('acres', { precision: 14, scale: 4, mode: 'number' }),
    ...editable(),
  },
  (t) => [
    check('tax_parcels_parcel_id_length', sql`char_length(${t.parcelId}) <= 35`),
    check('tax_parcels_acres_min', sql`${t.acres} >= 0.0001`),
    // Completely empty rows are dropped on save (spec 2 §5), so a stored row has at least one value.
    check('tax_parcels_not_empty', sql`num_nonnulls(${t.parcelId}, ${t.acres}) >= 1`),
    index('tax_parcels_property_locality').on(t.propertyLocalityId),
  ],
);

/** A building or other built feature on a property; the existing development rights are summed from these. */
export const builtEnvironmentFeatures = pgTable(
  'built_environment_features',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    isBuilding: boolean('is_building').notNull().default(true),
    exists: boolean('exists').notNull().default(true),
    dwellingUnits: bigint('dwelling_units', { mode: 'number' }).notNull().default(0),
    finishedArea: numeric('finished_area', { mode: 'number' }).notNull().default(0),
    imperviousArea: numeric('impervious_area', { mode: 'number' }).notNull().default(0),
    primarySourceId: integer('primary_source_id').references(() => primarySources.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes'),
    ...editable(),
  },
  (t) => [
    check(
      'built_environment_features_description_length',
      sql`char_length(${t.description}) between 1 and 50`,
    ),
    check('built_environment_features_notes_length', sql`char_length(${t.notes}) <= 100`),
    check('built_environment_features_dwelling_units_min', sql`${t.dwellingUnits} >= 0`),
    check('built_environment_features_finished_area_min', sql`${t.finishedArea} >= 0`),
    check('built_environment_features_impervious_area_min', sql`${t.imperviousArea} >= 0`),
    index('built_environment_features_property').on(t.propertyId),
  ],
);

/**
 * An instrument covering a property, with the acres it impacts and the development rights it
 * allows there. Every value may be N/A, stored as null.
 */
export const propertyInstruments = pgTable(
  'property_instruments',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    propertyAcres: numeric('property_acres', { precision: 14, scale: 4, mode: 'number' }),
    futurePropertiesAllowed: bigint('future_properties_allowed', { mode: 'number' }),
    dwellingsAllowed: bigint('dwellings_allowed', { mode: 'number' }),
    finishedAreaAllowed: bigint('finished_area_allowed', { mode: 'number' }),
    imperviousAreaAllowed: bigint('impervious_area_allowed', { mode: 'number' }),
    ...editable(),
  },
  (t) => [
    unique('property_instruments_property_instrument').on(t.propertyId, t.instrumentId),
    // With the property: an instrument's properties read from the index alone (My Open Violations
    // gathers the properties of every instrument a staff lead leads).
    index('property_instruments_instrument').on(t.instrumentId, t.propertyId),
    check('property_instruments_acres_min', sql`${t.propertyAcres} >= 0`),
    check('property_instruments_future_properties_min', sql`${t.futurePropertiesAllowed} >= 0`),
    check('property_instruments_dwellings_min', sql`${t.dwellingsAllowed} >= 0`),
    check('property_instruments_finished_area_min', sql`${t.finishedAreaAllowed} >= 0`),
    check('property_instruments_impervious_area_min', sql`${t.imperviousAreaAllowed} >= 0`),
  ],
);
