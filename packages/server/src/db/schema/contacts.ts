import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './core';

export type ContactPhone = { type: string; number: string };

/** The fields of a CRM account, shared by the synced copy and the built-in directory. */
const crmAccountColumns = () => ({
  /** The account's id in the CRM (eTapestry's account ref); the contact page's route id. */
  crmId: text('crm_id').notNull(),
  name: text('name'),
  fullName: text('full_name'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  email: text('email'),
  phones: jsonb('phones').$type<ContactPhone[]>().notNull().default([]),
});

/**
 * The address as the search result shows it ('address, city, state postalCode'), so a city or a postal
 * code finds the contact. Built with `||` (immutable) rather than concat_ws, so it can be indexed.
 */
export const contactAddressLine = (t: {
  address: AnyPgColumn;
  city: AnyPgColumn;
  state: AnyPgColumn;
  postalCode: AnyPgColumn;
}) =>
  sql`coalesce(${t.address}, '') || ', ' || coalesce(${t.city}, '') || ', ' || coalesce(${t.state}, '') || ' ' || coalesce(${t.postalCode}, '')`;

/**
 * The synced copy of CRM contacts (DESIGN §6), searched by name and address. A contact that left
 * the CRM but is still linked stays, with `in_crm` false: the sync never deletes a linked contact.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    ...crmAccountColumns(),
    inCrm: boolean('in_crm').notNull().default(true),
    crmModifiedAt: timestamp('crm_modified_at', { withTimezone: true, mode: 'date' }),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * What the contact search matches names against: the name and the full name together, lower-cased
     * once here. LIKE on it costs a quarter of ILIKE on the names, which lower-cases every row it tests.
     */
    namesKey: text('names_key').generatedAlwaysAs(
      sql`lower(coalesce("name", '') || ' ' || coalesce("full_name", ''))`,
    ),
  },
  (t) => [
    uniqueIndex('contacts_crm_id_unique').on(t.crmId),
    // One trigram index over both names and the address line: a search with a name and an address
    // reads only the rows holding both ('Smith' and 'Mill': 3,987 rows, where the names' own index read
    // the 49,749 Smiths, 170 ms at 3,000,000 contacts), and both names are one key, so a common surname
    // is a single bitmap instead of two OR-ed.
    // fastupdate off: a CRM sync's inserts go straight into the index instead of a pending list that
    // every search must scan until vacuum, which made the planner fall back to sequential scans.
    index('contacts_search_trgm')
      .using('gin', sql`${t.namesKey} gin_trgm_ops`, sql`(${contactAddressLine(t)}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The search ranks at most 500 contacts chosen shortest names first: for a text many names hold
    // (three letters, 'Mar': 29,000 of 300,000) PostgreSQL walks this index in that order and stops at
    // 500 instead of reading every match (p95 140 ms -> 18 ms); a rarer text still takes the trigrams.
    // The key holds the names too, so the walk tests each one without reading its row ('Smith' tests
    // 20,000); that is why the synced names are cut at CrmNameMaxLength, within an index row's size.
    index('contacts_names_length').on(sql`length(${t.namesKey})`, t.crmId, t.namesKey),
    // The word joins of the names (contact_name_joins: the three letters either side of each space):
    // a text that spans a space ('Mary Johnson') is found through the join it spans, whose contacts are
    // about the ones holding the text, where each of its trigrams is held by far more (issue 32).
    index('contacts_name_joins')
      .using('gin', sql`contact_name_joins(${t.namesKey})`)
      .with({ fastupdate: false }),
    // Advanced Search's Contact results by address (issue 32): the address line as it sorts, then the id.
    index('contacts_address_sort').on(sql`(name_sort_key(${contactAddressLine(t)}) collate "C")`, t.id),
  ],
);

/** The built-in CRM directory's own accounts (the embedded default connector); importable from CSV. */
export const crmDirectoryAccounts = pgTable(
  'crm_directory_accounts',
  {
    id: id(),
    ...crmAccountColumns(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crm_directory_accounts_crm_id_unique').on(t.crmId),
    // `listContacts(changedSince)` pulls by modification time.
    index('crm_directory_accounts_modified_at').on(t.modifiedAt),
  ],
);

/** Journal entries sent to the built-in directory: one row per account, as eTapestry records one note per account. */
export const crmJournalEntries = pgTable(
  'crm_journal_entries',
  {
    id: id(),
    crmId: text('crm_id').notNull(),
    journalName: text('journal_name').notNull(),
    sentById: integer('sent_by_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('crm_journal_entries_name_length', sql`char_length(${t.journalName}) between 5 and 25`),
    index('crm_journal_entries_crm_id').on(t.crmId),
  ],
);

/** One row per CRM sync: the last finished run's time is "Last synced with eTapestry at". */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    id: id(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    deactivatedCount: integer('deactivated_count').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('crm_sync_runs_started_at').on(t.startedAt)],
);
