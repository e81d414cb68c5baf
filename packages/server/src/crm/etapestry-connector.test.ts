import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CrmAccount, CrmConnector } from './crm-connector';
import { createEtapestryConnector, type EtapestrySettings, etapestryMessages } from './etapestry-connector';
import {
  type EtapestryPeer,
  peerAccount,
  peerCredentials,
  startEtapestryPeer,
} from './etapestry-peer.test-helper';

let peer: EtapestryPeer;
const modified = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

beforeAll(async () => {
  peer = await startEtapestryPeer(Array.from({ length: 250 }, (_, i) => peerAccount(i + 1, modified(1))));
});
afterAll(() => peer.close());
afterEach(() => {
  peer.setFault(null);
  peer.calls.length = 0;
  peer.journal.length = 0;
});

const settings = (overrides: Partial<EtapestrySettings> = {}): EtapestrySettings => ({
  endpoint: peer.url,
  ...peerCredentials,
  queryCategory: 'Base',
  queryName: 'All Constituents',
  journalKind: 'contact',
  contactMethod: 'Email',
  pageSize: 100,
  ...overrides,
});

const pull = async (connector: CrmConnector, changedSince?: Date) => {
  const pages: CrmAccount[][] = [];
  for await (const page of connector.listContacts({ changedSince })) pages.push(page);
  return pages;
};

const sentBy = { userId: 1, name: 'Pat Staff' };

describe('the eTapestry connector against a local SOAP peer', () => {
  it('follows the endpoint login answers, keeps the session cookie and logs out', async () => {
    const connector = createEtapestryConnector(settings());
    await pull(connector);
    const route = peer.calls.map((c) => [c.path, c.operation, c.withSession]);
    expect(route[0]).toEqual(['/v3messaging/service', 'apiKeyLogin', false]);
    expect(route[1]).toEqual(['/prod/v3messaging/service', 'apiKeyLogin', false]);
    expect(route.slice(2)).toEqual([
      ['/prod/v3messaging/service', 'getExistingQueryResults', true],
      ['/prod/v3messaging/service', 'getExistingQueryResults', true],
      ['/prod/v3messaging/service', 'getExistingQueryResults', true],
      ['/prod/v3messaging/service', 'logout', true],
    ]);

    // The next session logs in where the database was found.
    peer.calls.length = 0;
    await connector.getContact('4110.0.2000001');
    expect(peer.calls.map((c) => [c.path, c.operation])).toEqual([
      ['/prod/v3messaging/service', 'apiKeyLogin'],
      ['/prod/v3messaging/service', 'getAccount'],
      ['/prod/v3messaging/service', 'logout'],
    ]);
  });

  it('pages through the saved query: 250 accounts in pages of 100', async () => {
    const pages = await pull(createEtapestryConnector(settings()));
    expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
    const accounts = pages.flat();
    expect(new Set(accounts.map((a) => a.crmId)).size).toBe(250);
    const queries = peer.calls
      .filter((c) => c.operation === 'getExistingQueryResults')
      .map((c) => c.params.PagedExistingQueryResultsRequest_1 as Record<string, { '#text': string }>);
    expect(queries.map((q) => [q.start['#text'], q.count['#text'], q.clearCache['#text']])).toEqual([
      ['0', '100', 'true'],
      ['100', '100', 'false'],
      ['200', '100', 'false'],
    ]);
    expect(queries[0].query['#text']).toBe('Base::All Constituents');
    expect(accounts[4]).toEqual({
      crmId: '4110.0.2000005',
      name: 'Person 5',
      fullName: 'Person 5',
      address: '5 Main Street',
      city: 'Richmond',
      state: 'VA',
      postalCode: '02345',
      email: 'person5@example.org',
      phones: [{ type: 'Home', number: '(804) 555-0005' }],
      modifiedAt: modified(1),
    });
  });

  it('keeps only the accounts changed since the last sync, reading the later of account and persona dates', async () => {
    peer.accounts[10].accountLastModifiedDate = modified(20);
    peer.accounts[120].personaLastModifiedDate = modified(21);
    peer.accounts[249].accountLastModifiedDate = modified(10);
    try {
      const pages = await pull(createEtapestryConnector(settings()), modified(15));
      expect(pages.flat().map((a) => a.crmId)).toEqual(['4110.0.2000011', '4110.0.2000121']);
      // The saved query cannot filter by date: every page is still read.
      expect(peer.calls.filter((c) => c.operation === 'getExistingQueryResults')).toHaveLength(3);
    } finally {
      peer.accounts[10].accountLastModifiedDate = modified(1);
      peer.accounts[120].personaLastModifiedDate = modified(1);
      peer.accounts[249].accountLastModifiedDate = modified(1);
    }
  });

  it('gets one account by ref or by account number, and null for an unknown one', async () => {
    const connector = createEtapestryConnector(settings());
    expect(await connector.getContact('4110.0.2000042')).toMatchObject({
      crmId: '4110.0.2000042',
      name: 'Person 42',
    });
    expect(await connector.getContact('43')).toMatchObject({ crmId: '4110.0.2000043' });
    expect(peer.calls.some((c) => c.operation === 'getAccountById')).toBe(true);
    expect(await connector.getContact('4110.0.9999999')).toBeNull();
  });

  it('sends one contact journal entry per account and reports a missing account, the others still sent', async () => {
    const result = await createEtapestryConnector(settings()).addJournalEntry({
      journalName: 'Spring mailing',
      crmIds: ['4110.0.2000001', '4110.0.9999999', '4110.0.2000002', '4110.0.2000001'],
      sentBy,
    });
    expect(result.failures).toEqual([
      { crmId: '4110.0.9999999', message: 'Contact 4110.0.9999999 was not found in eTapestry.' },
    ]);
    expect(
      peer.journal.map((j) => [j.operation, j.fields.accountRef, j.fields.subject, j.fields.method]),
    ).toEqual([
      ['addContact', '4110.0.2000001', 'Spring mailing', 'Email'],
      ['addContact', '4110.0.2000002', 'Spring mailing', 'Email'],
    ]);
    expect(peer.journal[0].fields.note).toContain('Pat Staff');
  });

  it('sends notes when configured so', async () => {
    const result = await createEtapestryConnector(settings({ journalKind: 'note' })).addJournalEntry({
      journalName: 'Annual report',
      crmIds: ['4110.0.2000003'],
      sentBy,
    });
    expect(result.failures).toEqual([]);
    expect(peer.journal).toHaveLength(1);
    expect(peer.journal[0].operation).toBe('addNote');
    expect(peer.journal[0].fields.note).toMatch(/^Annual report\n/);
  });

  describe('faults become messages for the user', () => {
    it('2: a refused login', async () => {
      const connector = createEtapestryConnector(settings({ apiKey: 'wrong' }));
      await expect(pull(connector)).rejects.toThrow(etapestryMessages.invalidLogin);
      await expect(connector.getContact('4110.0.2000001')).rejects.toMatchObject({
        message: 'eTapestry refused the login. Check the database id and API key.',
        code: 2,
      });
    });

    it('105: temporarily unavailable, at login or halfway through the pages', async () => {
      const connector = createEtapestryConnector(settings());
      peer.setFault({ code: 105 });
      await expect(pull(connector)).rejects.toThrow(
        'eTapestry is temporarily unavailable. Please try again in a few minutes.',
      );
      peer.setFault({ code: 105, operation: 'getExistingQueryResults', after: 1 });
      const pages: CrmAccount[][] = [];
      await expect(async () => {
        for await (const page of connector.listContacts({})) pages.push(page);
      }).rejects.toThrow(etapestryMessages.unavailable);
      expect(pages).toHaveLength(1);
      expect(peer.calls.at(-1)?.operation).toBe('logout');
    });

    it('105 while sending a journal entry: the accounts not sent are reported', async () => {
      peer.setFault({ code: 105, operation: 'addContact', after: 1 });
      const result = await createEtapestryConnector(settings()).addJournalEntry({
        journalName: 'Spring mailing',
        crmIds: ['4110.0.2000001', '4110.0.2000002', '4110.0.2000003'],
        sentBy,
      });
      expect(peer.journal.map((j) => j.fields.accountRef)).toEqual(['4110.0.2000001']);
      expect(result.failures).toEqual([
        { crmId: '4110.0.2000002', message: etapestryMessages.unavailable },
        { crmId: '4110.0.2000003', message: etapestryMessages.unavailable },
      ]);
    });

    it('any other fault, with its description', async () => {
      const connector = createEtapestryConnector(settings({ queryName: 'No Such Query' }));
      await expect(pull(connector)).rejects.toThrow('eTapestry answered with an error: Invalid Query.');
    });

    it('a network failure', async () => {
      const connector = createEtapestryConnector(
        settings({ endpoint: 'http://127.0.0.1:9/v3messaging/service' }),
      );
      await expect(connector.getContact('4110.0.2000001')).rejects.toThrow(etapestryMessages.unreachable);
    });

    it('an answer that is not SOAP', async () => {
      const connector = createEtapestryConnector(settings(), {
        fetch: async () => new Response('<html>Maintenance</html>', { status: 503 }),
      });
      await expect(connector.getContact('4110.0.2000001')).rejects.toThrow(
        'eTapestry answered with an error: HTTP 503',
      );
    });
  });
});
