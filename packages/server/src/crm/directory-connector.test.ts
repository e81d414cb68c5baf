import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { listActiveUsers } from '../modules/users/users.repo';
import { openTestDatabase } from '../test/test-app';
import { upsertDirectoryAccounts } from './crm.repo';
import type { CrmAccount } from './crm-connector';
import { createDirectoryConnector, listJournalEntries } from './directory-connector';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pull = async (pageSize: number, changedSince?: Date) => {
  const pages: CrmAccount[][] = [];
  for await (const page of createDirectoryConnector(database.db, { pageSize }).listContacts({ changedSince }))
    pages.push(page);
  return pages;
};

describe('the built-in directory', () => {
  it('lists every account of the demo directory, page by page', async () => {
    const pages = await pull(50);
    // 200 demo accounts, two of which have left the CRM.
    expect(pages.map((p) => p.length)).toEqual([50, 50, 50, 48]);
    const crmIds = pages.flat().map((a) => a.crmId);
    expect(new Set(crmIds).size).toBe(198);
    expect(crmIds[0]).toBe('4110.0.1000000');
    expect(pages[0][0]).toMatchObject({ name: 'Virginia Outdoors Foundation', state: 'VA' });
  });

  it('lists only the accounts changed since a time', async () => {
    const at = new Date(Date.now() + 60_000);
    await upsertDirectoryAccounts(
      database.db,
      [
        {
          crmId: '4110.0.1000005',
          name: 'Renamed Partner',
          fullName: 'Renamed Partner',
          address: null,
          city: null,
          state: 'VA',
          postalCode: null,
          email: null,
          phones: [],
        },
        {
          crmId: '4110.0.7000001',
          name: 'New Account',
          fullName: null,
          address: null,
          city: null,
          state: null,
          postalCode: null,
          email: null,
          phones: [],
        },
      ],
      at,
    );
    const pages = await pull(50, new Date(at.getTime() - 1));
    expect(pages.flat().map((a) => [a.crmId, a.name, a.modifiedAt])).toEqual([
      ['4110.0.1000005', 'Renamed Partner', at],
      ['4110.0.7000001', 'New Account', at],
    ]);
  });

  it('gets one account, or null', async () => {
    const connector = createDirectoryConnector(database.db);
    expect(await connector.getContact('4110.0.1000000')).toMatchObject({
      crmId: '4110.0.1000000',
      city: 'Richmond',
      phones: [{ type: 'Office', number: '(804) 555-0100' }],
    });
    expect(await connector.getContact('4110.0.9999999')).toBeNull();
  });

  it('stores one journal entry per account, reports an unknown account and lists what was sent', async () => {
    const [user] = await listActiveUsers(database.db);
    const result = await createDirectoryConnector(database.db).addJournalEntry({
      journalName: 'Spring mailing',
      crmIds: ['4110.0.1000001', '4110.0.9999999', '4110.0.1000002', '4110.0.1000001'],
      sentBy: { userId: user.id, name: user.name },
    });
    expect(result.failures).toEqual([
      { crmId: '4110.0.9999999', message: 'Contact 4110.0.9999999 was not found in eTapestry.' },
    ]);
    const sent = await listJournalEntries(database.db);
    expect(sent.map((e) => [e.crmId, e.journalName, e.sentByName]).sort()).toEqual([
      ['4110.0.1000001', 'Spring mailing', user.name],
      ['4110.0.1000002', 'Spring mailing', user.name],
    ]);
  });
});
