import type { Db } from '../db/client';
import {
  getDirectoryAccount,
  insertJournalEntries,
  listDirectoryAccountsPage,
  listJournalEntryRows,
  listKnownDirectoryCrmIds,
} from './crm.repo';
import type { CrmAccount, CrmConnector } from './crm-connector';

type DirectoryRow = NonNullable<Awaited<ReturnType<typeof getDirectoryAccount>>>;

const toAccount = (row: DirectoryRow): CrmAccount => ({
  crmId: row.crmId,
  name: row.name,
  fullName: row.fullName,
  address: row.address,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  email: row.email,
  phones: row.phones,
  modifiedAt: row.modifiedAt,
});

/** Worded as eTapestry would be: the built-in directory stands in for it, and the screens name eTapestry. */
export const contactNotFoundMessage = (crmId: string) => `Contact ${crmId} was not found in eTapestry.`;

/**
 * The built-in CRM (the embedded default, DESIGN §6): accounts in `crm_directory_accounts`, filled by
 * the demo data and `npm run crm:import`; journal entries stored one row per account.
 */
export const createDirectoryConnector = (
  db: Db,
  { pageSize = 1000 }: { pageSize?: number } = {},
): CrmConnector => ({
  kind: 'directory',
  async *listContacts({ changedSince }) {
    let afterId = 0;
    for (;;) {
      const rows = await listDirectoryAccountsPage(db, { changedSince, afterId, limit: pageSize });
      if (rows.length > 0) yield rows.map(toAccount);
      if (rows.length < pageSize) return;
      afterId = rows[rows.length - 1].id;
    }
  },
  getContact: async (crmId) => {
    const row = await getDirectoryAccount(db, crmId);
    return row && toAccount(row);
  },
  addJournalEntry: async ({ journalName, crmIds, sentBy }) => {
    const unique = [...new Set(crmIds)];
    const known = await listKnownDirectoryCrmIds(db, unique);
    await insertJournalEntries(
      db,
      unique
        .filter((crmId) => known.has(crmId))
        .map((crmId) => ({ crmId, journalName, sentById: sentBy.userId })),
    );
    return {
      failures: unique
        .filter((crmId) => !known.has(crmId))
        .map((crmId) => ({ crmId, message: contactNotFoundMessage(crmId) })),
    };
  },
});

/** What was sent to the built-in directory, newest first. */
export const listJournalEntries = (db: Db, { limit = 100 }: { limit?: number } = {}) =>
  listJournalEntryRows(db, { limit });
