import {
  addDays,
  ContactRole,
  type LedgerPage,
  MaxOwnersPerContact,
  type NewOwnerTasksPage,
  newOwnerDueDate,
  ownerContactCreateSchema,
  ownerContactUpdateSchema,
  ownerMessages,
  todayInDisplayZone,
} from '@app/domain';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { formFieldErrors } from '../../test/form-errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

/** Owners (issue 33 §4): owner dates, the new owner task, the yearly owner contact and the ledger. */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.tokens.staff) =>
  t.app.inject({ method, url, payload, headers: t.auth(token) });

const today = todayInDisplayZone();
const thisYear = Number(today.slice(0, 4));
const Owner: number = ContactRole.PropertyOwner;
const Tenant = 13;

const contactsAt = async (offset: number, n: number) =>
  t.db
    .select({ id: s.contacts.id, crmId: s.contacts.crmId })
    .from(s.contacts)
    .where(isNotNull(s.contacts.name))
    .orderBy(asc(s.contacts.id))
    .limit(n)
    .offset(offset);

let seq = 0;
/** A fresh project with a property under an Active easement led by a new Staff user. */
const easement = async () => {
  seq += 1;
  const oid = `owners-lead-${seq}-${Math.random().toString(36).slice(2)}`;
  const token = await t.sign({ oid, name: `Owners Lead ${seq}`, roles: ['Staff'] });
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
  const leadId = (await f.userId(oid)) as number;
  const project = await f.project({ name: `Owners Ridge ${seq}` });
  const property = await f.property({ projectId: project.id, name: `Owners Tract ${seq}` });
  const instrument = await f.instrument({ projectId: project.id, staffLeadId: leadId });
  await f.cover({ propertyId: property.id, instrumentId: instrument.id });
  return { leadId, project, property, instrument };
};

const addOwner = (propertyId: number, crmId: string, dates: object = {}, roleIds = [Owner]) =>
  call('POST', '/api/contact/create', { crmId, roleIds, propertyId, ...dates });

const tile = async () =>
  (
    await call('GET', '/api/ownerContact/newOwners?pageSize=100', undefined, t.tokens.viewer)
  ).json() as NewOwnerTasksPage;

const auditCount = async () => (await t.db.select({ n: count() }).from(s.auditLog))[0].n;

describe('Owner Since and Owner Until on a contact link', () => {
  it('are kept on a property Owner and audited', async () => {
    const { property } = await easement();
    const [c] = await contactsAt(20, 1);
    const res = await addOwner(property.id, c.crmId, { ownerSince: '03/01/2020', ownerUntil: '2024-06-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ownerSince: '2020-03-01', ownerUntil: '2024-06-30' });
    const [audit] = await t.db
      .select({ after: s.auditLog.after })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'contact_links'), eq(s.auditLog.recordId, res.json().id)));
    expect(audit.after).toMatchObject({ ownerSince: '2020-03-01', ownerUntil: '2024-06-30' });
    const listed = (await call('GET', `/api/property/${property.id}/contacts`)).json();
    expect(listed[0]).toMatchObject({ ownerSince: '2020-03-01', ownerUntil: '2024-06-30' });
  });

  it.each([
    ['another role', { ownerSince: '2024-01-01' }, [Tenant], 'ownerSince', ownerMessages.datesOnlyForOwners],
    [
      'an end before the start',
      { ownerSince: '2024-01-02', ownerUntil: '2024-01-01' },
      [Owner],
      'ownerUntil',
      ownerMessages.untilBeforeSince,
    ],
    [
      'a date that is not one',
      { ownerSince: '2024-02-30' },
      [Owner],
      'ownerSince',
      'The Owner Since field must be a valid date in the format MM/DD/YYYY.',
    ],
  ])('refuses %s with 400 at the field, writing nothing', async (_what, dates, roleIds, field, message) => {
    const { property } = await easement();
    const [c] = await contactsAt(21, 1);
    const before = await auditCount();
    const res = await addOwner(property.id, c.crmId, dates, roleIds);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses owner dates on an instrument contact, and on an edit taking the Owner role away', async () => {
    const { property, instrument } = await easement();
    const [c] = await contactsAt(22, 1);
    const onInstrument = await call('POST', '/api/contact/create', {
      crmId: c.crmId,
      roleIds: [1],
      instrumentId: instrument.id,
      ownerUntil: '2024-01-01',
    });
    expect(onInstrument.statusCode).toBe(400);
    expect(onInstrument.json().fieldErrors.ownerUntil).toEqual([ownerMessages.datesOnlyForOwners]);
    const link = (await addOwner(property.id, c.crmId, { ownerSince: '2024-01-01' })).json();
    const edit = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      roleIds: [Tenant],
      ownerSince: '2024-01-01',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors.ownerSince).toEqual([ownerMessages.datesOnlyForOwners]);
  });
});

describe('an ownership change and the yearly owner contact', () => {
  it('opens the new owner task, closes it with an owner contact on or after Owner Since, and shows in the ledger', async () => {
    const { property, instrument, leadId } = await easement();
    const [oldOwner, newOwner, stranger] = await contactsAt(30, 3);
    const since = addDays(today, -100);
    const old = (await addOwner(property.id, oldOwner.crmId, { ownerSince: '2001-05-01' })).json();
    // The old owner's end and the new owner's start: the task is the new owner's alone.
    const ended = await call('PUT', '/api/contact/update', {
      id: old.id,
      version: old.version,
      roleIds: [Owner],
      ownerSince: '2001-05-01',
      ownerUntil: addDays(since, -1),
    });
    expect(ended.statusCode).toBe(200);
    const added = await addOwner(property.id, newOwner.crmId, { ownerSince: since });
    expect(added.statusCode).toBe(200);

    const listed = (await tile()).items.filter((task) => task.propertyId === property.id);
    expect(listed).toEqual([
      expect.objectContaining({
        contactLinkId: added.json().id,
        crmId: newOwner.crmId,
        ownerSince: since,
        due: newOwnerDueDate(since),
        overdue: true,
      }),
    ]);
    const onProperty = await call(
      'GET',
      `/api/property/${property.id}/newOwnerTasks`,
      undefined,
      t.tokens.viewer,
    );
    expect(onProperty.json().map((task: { crmId: string }) => task.crmId)).toEqual([newOwner.crmId]);

    // The owners one may name: the Owners of the covered property (the old one too).
    const card = (
      await call('GET', `/api/instrument/${instrument.id}/ownerContacts`, undefined, t.tokens.viewer)
    ).json();
    expect(card.items).toEqual([]);
    expect(card.owners.map((o: { crmId: string }) => o.crmId).toSorted()).toEqual(
      [oldOwner.crmId, newOwner.crmId].toSorted(),
    );

    const input = {
      instrumentId: instrument.id,
      contactedOn: today,
      method: 'letter',
      crmIds: [newOwner.crmId],
      note: null,
    };
    // The view-only read but may not write; bad input is 400 at its fields; nothing is written.
    const before = await auditCount();
    expect((await call('POST', '/api/ownerContact/create', input, t.tokens.viewer)).statusCode).toBe(403);
    const bad = await call('POST', '/api/ownerContact/create', {
      ...input,
      contactedOn: addDays(today, 1),
      method: 'fax',
      crmIds: [],
      note: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).toSorted()).toEqual([
      'contactedOn',
      'crmIds',
      'method',
      'note',
    ]);
    const notOwner = await call('POST', '/api/ownerContact/create', { ...input, crmIds: [stranger.crmId] });
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().fieldErrors.crmIds[0]).toMatch(
      /^Not an Owner of a Property this Instrument covers: /,
    );
    const missing = await call('POST', '/api/ownerContact/create', { ...input, instrumentId: 999_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);

    // A contact before the owner's start does not close the task.
    const early = await call('POST', '/api/ownerContact/create', {
      ...input,
      contactedOn: addDays(since, -1),
      crmIds: [oldOwner.crmId, newOwner.crmId],
    });
    expect(early.statusCode).toBe(200);
    expect((await tile()).items.some((task) => task.propertyId === property.id)).toBe(true);

    const made = await call('POST', '/api/ownerContact/create', {
      ...input,
      method: 'visit',
      note: 'Walked the land.',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      instrumentId: instrument.id,
      contactedOn: today,
      method: 'visit',
      note: 'Walked the land.',
      owners: [{ crmId: newOwner.crmId }],
    });
    const [audit] = await t.db
      .select({
        action: s.auditLog.action,
        after: s.auditLog.after,
        parentTable: s.auditLog.parentTable,
        parentId: s.auditLog.parentId,
      })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'owner_contacts'), eq(s.auditLog.recordId, made.json().id)));
    expect(audit).toMatchObject({
      action: 'create',
      after: { method: 'visit', contactIds: [newOwner.id] },
      parentTable: 'instruments',
      parentId: instrument.id,
    });
    expect((await tile()).items.some((task) => task.propertyId === property.id)).toBe(false);
    expect((await call('GET', `/api/property/${property.id}/newOwnerTasks`)).json()).toEqual([]);

    // The ledger: this year's owner contact is today's (the latest of the year).
    const ledger = (
      await call('GET', `/api/stewardship/ledger?staffLead=${leadId}`, undefined, t.tokens.viewer)
    ).json() as LedgerPage;
    const row = ledger.items.find((r) => r.instrumentId === instrument.id);
    expect(row?.ownerContacted[ledger.years.indexOf(thisYear)]).toBe(today);

    // Moved before the start, then removed: the task is open again; both audited.
    const moved = await call('PUT', '/api/ownerContact/update', {
      id: made.json().id,
      version: made.json().version,
      contactedOn: addDays(since, -2),
      method: 'phone',
      crmIds: [newOwner.crmId],
      note: null,
    });
    expect(moved.statusCode).toBe(200);
    expect((await tile()).items.some((task) => task.propertyId === property.id)).toBe(true);
    const stale = await call('PUT', '/api/ownerContact/update', {
      ...input,
      id: made.json().id,
      version: made.json().version,
    });
    expect(stale.statusCode).toBe(409);
    const removed = await call(
      'DELETE',
      `/api/ownerContact/delete/${made.json().id}?version=${moved.json().version}`,
    );
    expect(removed.statusCode).toBe(200);
    const actions = await t.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'owner_contacts'), eq(s.auditLog.recordId, made.json().id)))
      .orderBy(desc(s.auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    const history = await call('GET', `/api/instrument/${instrument.id}/history`, undefined, t.tokens.viewer);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('Owner Contact');
  });

  it('does not list an owner who has left, nor one without Owner Since', async () => {
    const { property } = await easement();
    const [a, b] = await contactsAt(40, 2);
    await addOwner(property.id, a.crmId, { ownerSince: addDays(today, -10), ownerUntil: today });
    await addOwner(property.id, b.crmId);
    expect((await tile()).items.some((task) => task.propertyId === property.id)).toBe(false);
  });

  it('refuses what the Record Owner Contact form refuses, on create and on edit, in its words (400), writing nothing', async () => {
    const { property, instrument } = await easement();
    const [owner] = await contactsAt(50, 1);
    await addOwner(property.id, owner.crmId, { ownerSince: addDays(today, -10) });
    const input = { contactedOn: today, method: 'visit', crmIds: [owner.crmId], note: null };
    const made = await call('POST', '/api/ownerContact/create', { ...input, instrumentId: instrument.id });
    expect(made.statusCode, made.body).toBe(200);
    const saved = { id: made.json().id, version: made.json().version };
    const before = await auditCount();
    for (const bad of [
      { contactedOn: addDays(today, 1) },
      { contactedOn: '2026-02-30' },
      { method: 'fax' },
      { crmIds: [] },
      { crmIds: [owner.crmId, owner.crmId] },
      { crmIds: Array.from({ length: MaxOwnersPerContact + 1 }, (_, i) => `crm-${i}`) },
      { note: 'x'.repeat(1001) },
    ])
      for (const [method, url, body, schema] of [
        ['POST', '/api/ownerContact/create', { instrumentId: instrument.id }, ownerContactCreateSchema],
        ['PUT', '/api/ownerContact/update', saved, ownerContactUpdateSchema],
      ] as const) {
        const sent = { ...body, ...input, ...bad };
        const res = await call(method, url, sent);
        expect(res.statusCode, `${url} ${JSON.stringify(bad).slice(0, 60)}`).toBe(400);
        const fieldErrors = formFieldErrors(schema, sent);
        expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0][0], fieldErrors });
      }
    expect(await auditCount()).toBe(before);
  });
});
