import {
  type ContactDetails,
  type ContactSearchResult,
  type CrmContact,
  compareContactInstruments,
  contactMessages,
} from '@app/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { CrmConnector } from '../../crm/crm-connector';
import { CrmError } from '../../crm/crm-connector';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { heldCandidates } from './contacts.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Contacts made for the ranking: an exact name among longer ones holding it, and one with only a full name.
  await t.db.insert(s.contacts).values([
    {
      crmId: 'T-1',
      name: 'Anna and Hollis Brandt',
      fullName: 'Mr. and Mrs. Hollis Brandt',
      address: '12 Quarry Lane',
    },
    { crmId: 'T-2', name: 'Hollis Brandtley', fullName: 'Hollis Q. Brandtley', address: '77 Orchard Lane' },
    {
      crmId: 'T-3',
      name: 'Hollis Brandt',
      fullName: 'Hollis R. Brandt',
      address: '9 Quarry Lane',
      city: 'Floyd',
    },
    { crmId: 'T-4', name: null, fullName: 'Percival Okonkwo-Baines', address: '3 Tinker Knob Trail' },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = t.tokens.staff) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });
const post = (url: string, payload: unknown, token = t.tokens.staff) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.auth(token) });

const journalCount = async () => (await t.db.select({ n: count() }).from(s.crmJournalEntries))[0].n;
const search = async (query: string, token?: string) => {
  const res = await get(`/api/contact/crmSearch?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactSearchResult[];
};

describe('GET contact/crmSearch', () => {
  it('puts the exact name first, then the closest names holding the text', async () => {
    const rows = await search('name=hollis%20brandt');
    expect(rows.map((r) => r.crmId)).toEqual(['T-3', 'T-2', 'T-1']);
    expect(rows[0]).toEqual({
      crmId: 'T-3',
      name: 'Hollis Brandt',
      fullName: 'Hollis R. Brandt',
      address: '9 Quarry Lane',
      city: 'Floyd',
      state: null,
      postalCode: null,
      inCrm: true,
    });
  });

  it('finds by address alone, and narrows by name and address together', async () => {
    expect((await search('address=Quarry%20Lane')).map((r) => r.crmId).sort()).toEqual(['T-1', 'T-3']);
    expect((await search('name=Hollis&address=Orchard')).map((r) => r.crmId)).toEqual(['T-2']);
    const organisation = await search('address=600%20East%20Main');
    expect(organisation.map((r) => r.crmId)).toContain(t.config.crm.organisationContactId);
  });

  it('matches the address as shown: street, city, state and postal code', async () => {
    const inFloyd = await search('address=Floyd');
    expect(inFloyd.map((r) => r.crmId)).toContain('T-3');
    expect(inFloyd.every((r) => r.city === 'Floyd' || r.address?.includes('Floyd'))).toBe(true);
    const organisation = await t.db
      .select()
      .from(s.contacts)
      .where(eq(s.contacts.crmId, t.config.crm.organisationContactId));
    const { city, state, postalCode } = organisation[0];
    const shown = encodeURIComponent(`${city}, ${state} ${postalCode}`);
    expect((await search(`address=${shown}`)).map((r) => r.crmId)).toContain(
      t.config.crm.organisationContactId,
    );
  });

  it('answers the same rows for the same search, the exact name included, past the candidates it ranks', async () => {
    // 600 longer names holding the text were stored before the exact one: a search that ranked the
    // first 500 rows a scan met would miss it, and another plan would answer other rows.
    await t.db.insert(s.contacts).values(
      Array.from({ length: 600 }, (_, i) => ({
        crmId: `Q-${i}`,
        name: `Quillfeather ${'x'.repeat(1 + (i % 40))} ${i}`,
        fullName: null,
        address: null,
      })),
    );
    await t.db
      .insert(s.contacts)
      .values({ crmId: 'Q-exact', name: 'Quillfeather', fullName: null, address: null });
    const first = await search('name=quillfeather');
    expect(first[0].crmId).toBe('Q-exact');
    expect(await search('name=quillfeather')).toEqual(first);
  });

  it('takes the same candidates when thousands of contacts hold the text, by name and by name and address', async () => {
    // Past √(40 × contacts) matches (about 500 here) the names are walked in order instead of every
    // match gathered and sorted.
    await t.db.insert(s.contacts).values(
      Array.from({ length: 6000 }, (_, i) => ({
        crmId: `M-${i}`,
        name: `Marrowby ${'y'.repeat(i % 50)} ${i}`,
        fullName: i % 7 === 0 ? `Marrowby family ${i}` : null,
        address: i % 10 === 0 ? `${i} Ridge Road` : `${i} Mill Road`,
      })),
    );
    const sorted = async (where: ReturnType<typeof sql>) =>
      (
        (await t.db.execute(
          sql`select crm_id from contacts where ${where} order by length(names_key), crm_id limit 500`,
        )) as unknown as { rows: { crm_id: string }[] }
      ).rows
        .map((row) => row.crm_id)
        .sort();
    const byName = await heldCandidates(t.db, { name: 'marrowby', address: null });
    expect(byName).toEqual(await sorted(sql`names_key like '%marrowby%'`));
    const byBoth = await heldCandidates(t.db, { name: 'Marrowby', address: 'mill' });
    expect(byBoth).toEqual(
      await sorted(sql`names_key like '%marrowby%' and (${s.contactAddressLine(s.contacts)}) ilike '%mill%'`),
    );
    expect(byBoth).toHaveLength(500);
    expect(byBoth).not.toEqual(byName);
    const rows = await search('name=Marrowby&address=Mill');
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.address?.includes('Mill'))).toBe(true);
    await t.db.delete(s.contacts).where(sql`${s.contacts.crmId} like 'M-%'`);
  });

  it('finds a text across a space through the joins of words, as the names hold it, few or many', async () => {
    // Each holds or nearly holds 'mary johnson': mid-word on both sides, across the name and the full
    // name, in capitals, with two spaces, reversed, and a join of two letters; then 700 more, past the
    // √(40 × contacts) that are gathered rather than walked.
    await t.db.insert(s.contacts).values([
      { crmId: 'J-1', name: 'Rosemary Johnsonville', fullName: null },
      { crmId: 'J-2', name: 'Mary', fullName: 'Johnson Smith' },
      { crmId: 'J-3', name: 'MARY JOHNSON', fullName: null },
      { crmId: 'J-4', name: 'Mary  Johnson', fullName: 'Mary Jo Johnson' },
      { crmId: 'J-5', name: 'Johnson Mary', fullName: null },
      { crmId: 'J-6', name: null, fullName: 'Mary Johnson' },
      ...Array.from({ length: 700 }, (_, i) => ({
        crmId: `J-q${i}`,
        name: `Q${i} Mary Johnson`,
        fullName: null,
      })),
    ]);
    const sorted = async (text: string) =>
      (
        (await t.db.execute(
          sql`select crm_id from contacts where names_key like lower(${`%${text}%`}) order by length(names_key), crm_id limit 500`,
        )) as unknown as { rows: { crm_id: string }[] }
      ).rows
        .map((row) => row.crm_id)
        .sort();
    for (const name of [
      'mary johnson',
      'ARY JOHNSON',
      'rosemary johnsonv',
      'mary jo johnson',
      'y johnson',
      'son mar',
    ]) {
      const held = await heldCandidates(t.db, { name, address: null });
      expect(held, name).toEqual(await sorted(name));
      expect(held.length, name).toBeGreaterThan(0);
    }
    expect(
      (await search('name=Mary%20Johnson'))
        .map((r) => r.crmId)
        .slice(0, 2)
        .sort(),
    ).toEqual(['J-3', 'J-6']);
    await t.db.delete(s.contacts).where(sql`${s.contacts.crmId} like 'J-%'`);
  });

  it('finds a name with a typo when nothing holds the text', async () => {
    expect((await search('name=Hollis%20Brnadt')).map((r) => r.crmId)).toContain('T-3');
  });

  it('asks the trigram index for near matches in a directory of 3,000', async () => {
    // Costed as cheaply as an equality (pg_trgm's default), word similarity was tested on every name
    // of a small directory instead (migration 0023). Demo contacts are too few for the index to pay.
    await t.db.insert(s.contacts).values(
      Array.from({ length: 3000 }, (_, i) => ({
        crmId: `W-${i}`,
        name: `Wrenfield ${i.toString(36)} Ashgrove`,
        fullName: null,
        address: null,
      })),
    );
    await t.db.execute(sql`analyze contacts`);
    // Both engines answer `{ rows }`; the shared Db type leaves the result unknown.
    const plan = (await t.db.execute(
      sql`explain select crm_id from contacts where 'Hollis Brnadt'::text <% names_key`,
    )) as unknown as { rows: unknown[] };
    expect(JSON.stringify(plan.rows)).toContain('contacts_search_trgm');
    await t.db.delete(s.contacts).where(sql`${s.contacts.crmId} like 'W-%'`);
  });

  it('searches the full name and shows it when there is no name (spec 1 §3)', async () => {
    const rows = await search('name=okonkwo');
    expect(rows).toEqual([expect.objectContaining({ crmId: 'T-4', name: 'Percival Okonkwo-Baines' })]);
  });

  it('treats % as a letter, and answers at most 50 contacts, to view-only users too', async () => {
    // Unescaped, '%%%' would match every contact.
    expect(await search('name=%25%25%25')).toEqual([]);
    const broad = await search('name=son', t.tokens.viewer);
    expect(broad.length).toBeGreaterThan(0);
    expect(broad.length).toBeLessThanOrEqual(50);
    expect(broad.every((r) => `${r.name} ${r.fullName}`.toLowerCase().includes('son'))).toBe(true);
  });

  it.each([
    ['name=Ho', 'name', 'The Name field must be at least 3 characters.'],
    ['name=%20%20Ho%20', 'name', 'The Name field must be at least 3 characters.'],
    ['address=12', 'address', 'The Address field must be at least 3 characters.'],
    ['', 'name', contactMessages.searchRequired],
    ['name=&address=', 'name', contactMessages.searchRequired],
  ])('refuses %j with the spec message', async (query, field, message) => {
    const res = await get(`/api/contact/crmSearch?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
  });
});

describe('GET contact/get/{id}', () => {
  it("lists the instruments, properties and services of a contact as the records' links say", async () => {
    // The landowner on the most records of the demo data.
    const [{ contactId }] = await t.db
      .select({ contactId: s.contactLinks.contactId })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(ne(s.contacts.crmId, t.config.crm.organisationContactId))
      .groupBy(s.contactLinks.contactId)
      .orderBy(desc(count()), asc(s.contactLinks.contactId))
      .limit(1);
    const [contact] = await t.db.select().from(s.contacts).where(eq(s.contacts.id, contactId));
    const res = await get(`/api/contact/get/${contact.crmId}`, t.tokens.viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ContactDetails;
    expect(body).toMatchObject({
      crmId: contact.crmId,
      name: contact.name ?? contact.fullName ?? 'None',
      email: contact.email,
      phones: contact.phones,
      inCrm: true,
    });

    const links = await t.db.select().from(s.contactLinks).where(eq(s.contactLinks.contactId, contactId));
    const idsOf = (key: 'instrumentId' | 'propertyId' | 'serviceId') =>
      links.flatMap((l) => (l[key] === null ? [] : [l[key]])).sort((a, b) => a - b);
    expect(body.contactInstruments.map((i) => i.id).sort((a, b) => a - b)).toEqual(idsOf('instrumentId'));
    expect(body.contactProperties.map((p) => p.id)).toEqual(idsOf('propertyId'));
    expect(body.contactServices.map((x) => x.id)).toEqual(idsOf('serviceId'));
    expect(body.contactInstruments).toEqual(body.contactInstruments.toSorted(compareContactInstruments));
    for (const list of [body.contactInstruments, body.contactProperties, body.contactServices])
      expect(list.length).toBeGreaterThan(0);
  });

  it('carries each record with its project, status and named roles; services with types and category', async () => {
    const res = await get(`/api/contact/get/${t.config.crm.organisationContactId}`);
    const body = res.json() as ContactDetails;
    expect(body.contactServices.length).toBeGreaterThan(0);
    const service = body.contactServices[0];
    const [row] = await t.db
      .select({
        projectId: s.services.projectId,
        projectName: s.projects.name,
        statusId: s.services.statusId,
        categoryId: s.services.categoryId,
      })
      .from(s.services)
      .innerJoin(s.projects, eq(s.projects.id, s.services.projectId))
      .where(eq(s.services.id, service.id));
    const types = await t.db
      .select({ typeId: s.serviceTypesLink.typeId })
      .from(s.serviceTypesLink)
      .where(eq(s.serviceTypesLink.serviceId, service.id));
    expect(service).toMatchObject(row);
    expect(service.typeIds).toEqual(types.map((x) => x.typeId).sort((a, b) => a - b));
    expect(service.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['Requestor']));
    const instrument = body.contactInstruments[0];
    expect(instrument.roles).toEqual([{ id: 2, name: 'Grantee' }]);
    expect(instrument).not.toHaveProperty('typeIds');
  });

  it('answers 404 with a clear message for an unknown contact', async () => {
    const res = await get('/api/contact/get/4110.0.999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Contact 4110.0.999 was not found in the synced contacts.' });
  });
});

describe('GET contact/getVofCrmContact', () => {
  it("answers the organisation's own contact from the configured CRM id", async () => {
    const res = await get('/api/contact/getVofCrmContact', t.tokens.viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CrmContact;
    expect(body).toMatchObject({
      crmId: '4110.0.1000000',
      name: 'Virginia Outdoors Foundation',
      address: '600 East Main Street, Suite 402',
      city: 'Richmond',
      state: 'VA',
      postalCode: '23219',
      inCrm: true,
    });
    expect(body.phones).toEqual([{ type: 'Office', number: '(804) 555-0100' }]);
  });
});

describe('POST contact/pushjournalentry', () => {
  const crmIdsOf = async (n: number, inCrm = true) =>
    (
      await t.db
        .select({ crmId: s.contacts.crmId })
        .from(s.contacts)
        .where(and(eq(s.contacts.inCrm, inCrm), isNotNull(s.contacts.name)))
        .orderBy(asc(s.contacts.id))
        .limit(n)
    ).map((r) => r.crmId);

  it('stores one journal entry per contact in the built-in directory, sent by the user', async () => {
    const crmIds = await crmIdsOf(3);
    const res = await post('/api/contact/pushjournalentry', {
      journalName: 'Spring Mailing',
      crmContactIds: crmIds,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ failures: [] });
    const rows = await t.db
      .select({ crmId: s.crmJournalEntries.crmId, sentBy: s.users.name })
      .from(s.crmJournalEntries)
      .innerJoin(s.users, eq(s.users.id, s.crmJournalEntries.sentById))
      .where(
        and(
          eq(s.crmJournalEntries.journalName, 'Spring Mailing'),
          inArray(s.crmJournalEntries.crmId, crmIds),
        ),
      );
    expect(rows.map((r) => r.crmId).sort()).toEqual([...crmIds].sort());
    const [staff] = await t.db.select().from(s.localAccounts).where(eq(s.localAccounts.username, 'staff'));
    expect(new Set(rows.map((r) => r.sentBy))).toEqual(new Set([staff.name]));
  });

  it('reports a contact that left the CRM as a failure and still sends the others', async () => {
    const [left] = await crmIdsOf(1, false);
    const [kept] = await crmIdsOf(1);
    const res = await post('/api/contact/pushjournalentry', {
      journalName: 'Fall Appeal',
      crmContactIds: [left, kept],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ failures: [{ crmId: left, message: expect.stringContaining(left) }] });
  });

  it.each([
    ['a 4-character name', 'Four', 1, 'journalName', 'The Journal Name field must be at least 5 characters.'],
    [
      'a 26-character name',
      'x'.repeat(26),
      1,
      'journalName',
      'The Journal Name field may not be greater than 25 characters.',
    ],
    ['no name', '   ', 1, 'journalName', 'The Journal Name field is required.'],
    ['no contacts', 'Valid Name', 0, 'crmContactIds', 'At least one Contact is required.'],
    ['21 contacts', 'Valid Name', 21, 'crmContactIds', contactMessages.tooManyContacts(20)],
  ])('refuses %s and sends nothing', async (_, journalName, n, field, message) => {
    const before = await journalCount();
    const res = await post('/api/contact/pushjournalentry', {
      journalName,
      crmContactIds: await crmIdsOf(n),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(await journalCount()).toBe(before);
  });

  it('names the contacts that are not in the synced copy and sends nothing', async () => {
    const before = await journalCount();
    const [known] = await crmIdsOf(1);
    const res = await post('/api/contact/pushjournalentry', {
      journalName: 'Valid Name',
      crmContactIds: [known, '4110.0.1', '4110.0.2'],
    });
    expect(res.statusCode).toBe(400);
    const message = contactMessages.unknownContacts(['4110.0.1', '4110.0.2']);
    expect(message).toContain('4110.0.1, 4110.0.2');
    expect(res.json()).toEqual({ message, fieldErrors: { crmContactIds: [message] } });
    expect(await journalCount()).toBe(before);
  });

  it('refuses view-only users (they have no Send control)', async () => {
    const before = await journalCount();
    const res = await post(
      '/api/contact/pushjournalentry',
      { journalName: 'Valid Name', crmContactIds: await crmIdsOf(1) },
      t.tokens.viewer,
    );
    expect(res.statusCode).toBe(403);
    expect(await journalCount()).toBe(before);
  });

  it("answers a CRM failure as 502 with the CRM's message", async () => {
    const failing: CrmConnector = {
      kind: 'etapestry',
      listContacts: async function* () {},
      getContact: async () => null,
      addJournalEntry: async () => {
        throw new CrmError('eTapestry is temporarily unavailable. Please try again in a few minutes.', 105);
      },
    };
    const app = await buildApp({ config: t.config, db: t.db, webDist: null, crm: failing });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact/pushjournalentry',
        headers: t.auth(t.tokens.staff),
        payload: { journalName: 'Valid Name', crmContactIds: await crmIdsOf(2) },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'eTapestry is temporarily unavailable. Please try again in a few minutes.',
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST contact/syncCrm', () => {
  it('answers the last sync when it is recent, and runs one when forced; view-only users may resync', async () => {
    const recent = await post('/api/contact/syncCrm?forceSync=false', undefined, t.tokens.viewer);
    expect(recent.statusCode, recent.body).toBe(200);
    const first = recent.json() as { createdAt: string; serverErrorOnSubsequentCall: string | null };
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);

    // The seeded database's sync may be seconds old: make it older than the minute a force waits.
    await t.db.update(s.crmSyncRuns).set({ finishedAt: new Date(Date.now() - 120_000) });
    const startedAt = Date.now();
    const forced = await post('/api/contact/syncCrm?forceSync=true', undefined, t.tokens.viewer);
    expect(forced.statusCode, forced.body).toBe(200);
    const answer = forced.json() as { createdAt: string; serverErrorOnSubsequentCall: string | null };
    expect(answer.serverErrorOnSubsequentCall).toBeNull();
    expect(new Date(answer.createdAt).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(new Date(answer.createdAt).getTime()).toBeGreaterThan(new Date(first.createdAt).getTime());

    const again = await post('/api/contact/syncCrm', undefined);
    expect(again.json()).toEqual(answer);
  });

  it('refuses a second forced sync within a minute, and pulls nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(s.crmSyncRuns);
    const res = await post('/api/contact/syncCrm?forceSync=true', undefined, t.tokens.viewer);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'The contacts were synced less than a minute ago. Please wait a minute before syncing again.',
    });
    const [after] = await t.db.select({ n: count() }).from(s.crmSyncRuns);
    expect(after.n).toBe(before.n);
  });

  it('refuses a forceSync that is not true or false', async () => {
    const res = await post('/api/contact/syncCrm?forceSync=maybe', undefined);
    expect(res.statusCode).toBe(400);
  });
});
