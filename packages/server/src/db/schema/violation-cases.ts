import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import { instruments, instrumentUniqueTerms } from './instruments';
import { specificTerms, violationCaseTypes } from './lookups';
import { servicePhotos } from './photos';
import { properties } from './properties';
import { observations } from './services';
import { stepsTable } from './steps-table';
import { linkTable } from './tables';

/**
 * A potential violation found on a property (issue 33): its file from discovery to resolution. Opened
 * from an observation, it names that observation as its first evidence (the observation's notes and
 * photos stay where they are). The status ids are the domain's `CaseStatus`.
 */
export const violationCases = pgTable(
  'violation_cases',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    observationId: integer('observation_id').references(() => observations.id, { onDelete: 'set null' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => violationCaseTypes.id, { onDelete: 'restrict' }),
    severity: text('severity').notNull(),
    discoveredOn: date('discovered_on', { mode: 'string' }).notNull(),
    reportedById: integer('reported_by_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    statusId: integer('status_id').notNull().default(1),
    followUpDue: date('follow_up_due', { mode: 'string' }),
    /** What the follow-up is: a visit to the land, or the owner's answer falling due (issue 33 §1). */
    followUpKind: text('follow_up_kind'),
    /** The case's folder in the document store: the letters sent and the owner's answers. */
    documentFolderId: text('document_folder_id'),
    ...editable(),
  },
  (t) => [
    check('violation_cases_severity', sql`${t.severity} in ('technical', 'minor', 'major')`),
    check('violation_cases_status', sql`${t.statusId} between 1 and 6`),
    check('violation_cases_description_length', sql`char_length(${t.description}) between 1 and 2000`),
    check('violation_cases_follow_up_kind', sql`${t.followUpKind} in ('visit', 'answer')`),
    check('violation_cases_document_folder_numeric', sql`${t.documentFolderId} ~ '^[0-9]{1,30}$'`),
    index('violation_cases_property').on(t.propertyId),
    // The home tiles walk the open cases in their order (next follow-up, none last; oldest discovery)
    // and count them from this index alone. The statuses are the domain's open ones (`openCaseStatuses`;
    // a test keeps the two equal); the lists name them as literals so the planner can use it.
    index('violation_cases_open_order')
      .on(t.followUpDue, t.discoveredOn, t.id)
      .where(sql`${t.statusId} in (1, 2, 3, 5)`),
    index('violation_cases_reported_by').on(t.reportedById, t.statusId),
    index('violation_cases_observation').on(t.observationId),
  ],
);

/** Each status a case took: when, by whom, and why. The first is its opening (Open). */
export const violationCaseSteps = stepsTable('violation_case_steps', {
  key: 'caseId',
  column: 'case_id',
  references: () => violationCases.id,
  maxStatusId: 6,
});

/** The instruments a case touches; an instrument named by a case cannot be deleted until the case lets go. */
export const violationCaseInstruments = linkTable(
  'violation_case_instruments',
  { key: 'caseId', column: 'case_id', references: () => violationCases.id },
  {
    key: 'instrumentId',
    column: 'instrument_id',
    references: () => instruments.id,
    onDelete: 'restrict',
    index: 'violation_case_instruments_instrument',
  },
);

/**
 * The restrictions of its instruments' terms a case touches: a specific term (a lookup on the
 * instrument) or one of the instrument's unique terms. A unique term named by a case cannot be removed
 * from its instrument (the link restricts): a case is evidence.
 */
export const violationCaseRestrictions = pgTable(
  'violation_case_restrictions',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => violationCases.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'restrict' }),
    specificTermId: integer('specific_term_id').references(() => specificTerms.id, { onDelete: 'restrict' }),
    uniqueTermId: integer('unique_term_id').references(() => instrumentUniqueTerms.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    check(
      'violation_case_restrictions_one_term',
      sql`num_nonnulls(${t.specificTermId}, ${t.uniqueTermId}) = 1`,
    ),
    unique('violation_case_restrictions_specific').on(t.caseId, t.instrumentId, t.specificTermId),
    unique('violation_case_restrictions_unique').on(t.caseId, t.uniqueTermId),
    index('violation_case_restrictions_instrument').on(t.instrumentId),
    index('violation_case_restrictions_specific_term').on(t.specificTermId),
    index('violation_case_restrictions_unique_term').on(t.uniqueTermId),
  ],
);

/**
 * Photos added to a case apart from the observation it was opened from (issue 33 §2): a photo of one
 * of the property's inspections, linked, never copied. The link goes with its case; a photo that
 * goes for good (its service deleted, or pruned after its restore period) takes its links with it.
 * Adding and removing are audited under the case (History: "Violation Case Photo").
 */
export const violationCasePhotos = pgTable(
  'violation_case_photos',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => violationCases.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => servicePhotos.id, { onDelete: 'cascade' }),
    addedById: integer('added_by_id')
      .notNull()
      .references(() => users.id),
    ...editable(),
  },
  (t) => [
    unique('violation_case_photos_case_photo').on(t.caseId, t.photoId),
    index('violation_case_photos_photo').on(t.photoId),
  ],
);
