import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { contacts } from './contacts';
import { users } from './core';
import { instruments } from './instruments';
import { linkTable } from './tables';

/**
 * The yearly owner contact of an easement (issue 33 §4, Land Trust Alliance practice 11D): when, how
 * (the domain's `ownerContactMethods`), by whom, and a note. Its year is the New York year of its date.
 */
export const ownerContacts = pgTable(
  'owner_contacts',
  {
    id: id(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    contactedOn: date('contacted_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    byId: integer('by_id')
      .notNull()
      .references(() => users.id),
    note: text('note'),
    ...editable(),
  },
  (t) => [
    check('owner_contacts_method', sql`${t.method} in ('visit', 'letter', 'phone', 'meeting', 'email')`),
    check('owner_contacts_note_length', sql`char_length(${t.note}) <= 1000`),
    // The instrument's card and the ledger's years of a page of easements.
    index('owner_contacts_instrument').on(t.instrumentId, t.contactedOn),
    // The whole ledger's years.
    index('owner_contacts_contacted_on').on(t.contactedOn, t.instrumentId),
  ],
);

/** The owners reached by an owner contact; a contact so named stays in the synced copy (the link restricts). */
export const ownerContactContacts = linkTable(
  'owner_contact_contacts',
  { key: 'ownerContactId', column: 'owner_contact_id', references: () => ownerContacts.id },
  {
    key: 'contactId',
    column: 'contact_id',
    references: () => contacts.id,
    onDelete: 'restrict',
    index: 'owner_contact_contacts_contact',
    covering: true,
  },
);
