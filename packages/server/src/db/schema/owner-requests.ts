import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { contacts } from './contacts';
import { instruments } from './instruments';
import { ownerRequestKinds } from './lookups';
import { builtEnvironmentFeatures, properties } from './properties';
import { stepsTable } from './steps-table';
import { linkTable } from './tables';

/**
 * An owner's request to exercise a reserved right on a property (issue 33 §5): received, reviewed and
 * decided within the notice period. The status ids are the domain's `RequestStatus`. The rights it
 * uses are what its approval adds to the property as an existing built environment feature.
 */
export const ownerRequests = pgTable(
  'owner_requests',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kindId: integer('kind_id')
      .notNull()
      .references(() => ownerRequestKinds.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** An Owner contact of the property, when the request names one. */
    requestedById: integer('requested_by_id').references(() => contacts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** The instrument's notice period for this request; null took the default (30 days). */
    noticePeriodDays: integer('notice_period_days'),
    decisionDue: date('decision_due', { mode: 'string' }).notNull(),
    dwellingUnits: bigint('dwelling_units', { mode: 'number' }).notNull().default(0),
    finishedArea: numeric('finished_area', { mode: 'number' }).notNull().default(0),
    imperviousArea: numeric('impervious_area', { mode: 'number' }).notNull().default(0),
    statusId: integer('status_id').notNull().default(1),
    /** The feature the approval added to the property; null once that feature is deleted. */
    featureId: integer('feature_id').references(() => builtEnvironmentFeatures.id, { onDelete: 'set null' }),
    ...editable(),
  },
  (t) => [
    check('owner_requests_status', sql`${t.statusId} between 1 and 6`),
    check('owner_requests_description_length', sql`char_length(${t.description}) between 1 and 2000`),
    check('owner_requests_notice_period', sql`${t.noticePeriodDays} between 1 and 365`),
    check('owner_requests_dwelling_units_min', sql`${t.dwellingUnits} >= 0`),
    check('owner_requests_finished_area_min', sql`${t.finishedArea} >= 0`),
    check('owner_requests_impervious_area_min', sql`${t.imperviousArea} >= 0`),
    index('owner_requests_property').on(t.propertyId),
    // The home tile: the undecided requests by their decision due day.
    index('owner_requests_status_due').on(t.statusId, t.decisionDue, t.id),
    index('owner_requests_requested_by').on(t.requestedById),
    index('owner_requests_feature').on(t.featureId),
  ],
);

/** Each status a request took: when, by whom, and why. The first is its receipt (Received). */
export const ownerRequestSteps = stepsTable('owner_request_steps', {
  key: 'requestId',
  column: 'request_id',
  references: () => ownerRequests.id,
  maxStatusId: 6,
});

/** The instruments a request falls under; such an instrument cannot be deleted while the request names it. */
export const ownerRequestInstruments = linkTable(
  'owner_request_instruments',
  { key: 'requestId', column: 'request_id', references: () => ownerRequests.id },
  {
    key: 'instrumentId',
    column: 'instrument_id',
    references: () => instruments.id,
    onDelete: 'restrict',
    index: 'owner_request_instruments_instrument',
  },
);
