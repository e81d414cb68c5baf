import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import { ownerRequests } from './owner-requests';
import { properties } from './properties';
import { violationCases } from './violation-cases';

/**
 * The organisation's letter templates (issue 33 §3): a body with the domain's placeholders. Admins
 * edit them; five are added on start where missing (`addMissingLookups`).
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    ...editable(),
  },
  (t) => [
    uniqueIndex('letter_templates_name').on(t.name),
    check('letter_templates_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('letter_templates_body_length', sql`char_length(${t.body}) between 1 and 20000`),
    check(
      'letter_templates_kind',
      sql`${t.kind} in ('violationNotice', 'cureAgreement', 'resolution', 'annual', 'newOwner', 'requestDecision', 'other')`,
    ),
  ],
);

/**
 * A letter recorded as sent, on a violation case, on an owner's request or on a property (a case's or a
 * request's letter names its property too, so it hangs under the property in the record tree; it names
 * at most one of a case and a request): the text as it was sent, to whom, when and by whom. The
 * template may change or go; the letter keeps its name and kind.
 */
export const letters = pgTable(
  'letters',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    caseId: integer('case_id').references(() => violationCases.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => ownerRequests.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => letterTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    kind: text('kind').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    recipients: text('recipients').notNull(),
    body: text('body').notNull(),
    sentById: integer('sent_by_id')
      .notNull()
      .references(() => users.id),
    ...editable(),
  },
  (t) => [
    check('letters_recipients_length', sql`char_length(${t.recipients}) <= 2000`),
    check('letters_body_length', sql`char_length(${t.body}) <= 100000`),
    check('letters_one_subject', sql`${t.caseId} is null or ${t.requestId} is null`),
    index('letters_property').on(t.propertyId, t.sentOn),
    index('letters_case').on(t.caseId, t.sentOn),
    index('letters_request').on(t.requestId, t.sentOn),
    index('letters_template').on(t.templateId),
  ],
);
