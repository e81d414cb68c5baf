import {
  type HistoryPage,
  type OwnerRequest,
  RequestStatus,
  RightsCheck,
  requestFormSchema,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { formFieldErrors } from '../../test/form-errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';
import { countRows } from '../projects/project-fixtures.test-helper';
import { stepCalls } from '../record-steps/step-calls.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
});
afterAll(() => t.close());

/**
 * A property under an Active instrument allowing 2 dwellings and 6,000 sq ft finished, with one
 * existing house (1 dwelling, 2,000 sq ft), an Owner contact and a Forester contact.
 */
const property = async () => {
  seq += 1;
  const [project] = await t.db
    .insert(s.projects)
    .values({ name: `Request Project ${seq}` })
    .returning();
  const [row] = await t.db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Hill Farm', statusId: 1 })
    .returning();
  const [instrument] = await t.db
    .insert(s.instruments)
    .values({ projectId: project.id, statusId: 2, agreementTypeId: 1, instrumentNumber: `CE-${seq}` })
    .returning();
  await t.db.insert(s.propertyInstruments).values({
    propertyId: row.id,
    instrumentId: instrument.id,
    dwellingsAllowed: 2,
    finishedAreaAllowed: 6000,
    imperviousAreaAllowed: 10000,
  });
  await t.db.insert(s.builtEnvironmentFeatures).values({
    propertyId: row.id,
    description: 'Farmhouse',
    dwellingUnits: 1,
    finishedArea: 2000,
    imperviousArea: 3000,
  });
  const contact = async (name: string, roleId: number) => {
    const [c] = await t.db
      .insert(s.contacts)
      .values({ crmId: `request-${seq}-${name}`, name })
      .returning();
    const [link] = await t.db
      .insert(s.contactLinks)
      .values({ contactId: c.id, projectId: project.id, propertyId: row.id })
      .returning();
    await t.db.insert(s.contactLinkRoles).values({ contactLinkId: link.id, contactRoleId: roleId });
    return c.id;
  };
  return {
    propertyId: row.id,
    instrumentId: instrument.id,
    ownerId: await contact('Olive Owner', 11),
    foresterId: await contact('Fred Forester', 14),
  };
};

const requestInput = (propertyId: number, values: Record<string, unknown> = {}) => ({
  propertyId,
  kindId: 1,
  receivedOn: '2026-05-01',
  requestedById: null,
  instrumentIds: [],
  description: 'A second house by the lane.',
  noticePeriodDays: null,
  dwellingUnits: 1,
  finishedArea: 2400,
  imperviousArea: 1500,
  ...values,
});

const calls = stepCalls<OwnerRequest>(() => f, {
  record: 'ownerRequest',
  key: 'requestId',
  note: 'Plans received.',
});
const receive = (propertyId: number, values: Record<string, unknown> = {}) =>
  calls.make(requestInput(propertyId, values));
const { step, moved } = calls;

const features = (propertyId: number) =>
  t.db.select().from(s.builtEnvironmentFeatures).where(eq(s.builtEnvironmentFeatures.propertyId, propertyId));

describe('POST ownerRequest/create', () => {
  it('receives a request with its owner and instrument, due the notice period later, checked against the rights', async () => {
    const p = await property();
    const made = await receive(p.propertyId, {
      requestedById: p.ownerId,
      instrumentIds: [p.instrumentId],
      noticePeriodDays: 45,
    });
    expect(made).toMatchObject({
      propertyId: p.propertyId,
      propertyName: 'Hill Farm',
      kindName: 'New dwelling',
      statusId: RequestStatus.Received,
      receivedOn: '2026-05-01',
      decisionDue: '2026-06-15',
      requestedByName: 'Olive Owner',
      instruments: [{ id: p.instrumentId, label: expect.stringMatching(/^CE-/) }],
      featureId: null,
      rightsCheck: { result: RightsCheck.Within },
      steps: [{ statusId: RequestStatus.Received, on: '2026-05-01', byName: 'Sam Staff', note: null }],
    });
    expect(made.rightsCheck.lines[0]).toEqual({
      right: 'Dwelling Units',
      allowed: 2,
      existing: 1,
      requested: 1,
      after: 2,
      exceeds: false,
    });
    const read = await f.call('GET', `/api/ownerRequest/${made.id}`, undefined, 'viewer');
    expect(read.json()).toEqual(made);
  });

  it('takes 30 days when no notice period is given', async () => {
    const p = await property();
    expect((await receive(p.propertyId)).decisionDue).toBe('2026-05-31');
  });

  it("takes the shortest Request Notice Period of the request's instruments when it names none; an entered one wins", async () => {
    const p = await property();
    const [{ projectId }] = await t.db
      .select({ projectId: s.properties.projectId })
      .from(s.properties)
      .where(eq(s.properties.id, p.propertyId));
    const instrumentWith = async (requestNoticePeriodDays: number | null) => {
      const [i] = await t.db
        .insert(s.instruments)
        .values({ projectId, statusId: 2, agreementTypeId: 1, requestNoticePeriodDays })
        .returning();
      await t.db.insert(s.propertyInstruments).values({ propertyId: p.propertyId, instrumentId: i.id });
      return i.id;
    };
    const sixty = await instrumentWith(60);
    const fortyFive = await instrumentWith(45);
    const choices = await f.call(
      'GET',
      `/api/property/${p.propertyId}/ownerRequestChoices`,
      undefined,
      'viewer',
    );
    expect(choices.json().instruments).toEqual([
      { id: p.instrumentId, label: expect.any(String), requestNoticePeriodDays: null },
      { id: sixty, label: expect.any(String), requestNoticePeriodDays: 60 },
      { id: fortyFive, label: expect.any(String), requestNoticePeriodDays: 45 },
    ]);

    const strictest = await receive(p.propertyId, { instrumentIds: [p.instrumentId, sixty, fortyFive] });
    expect(strictest).toMatchObject({ noticePeriodDays: 45, decisionDue: '2026-06-15' });
    expect(await receive(p.propertyId, { instrumentIds: [sixty] })).toMatchObject({
      noticePeriodDays: 60,
      decisionDue: '2026-06-30',
    });
    expect(
      await receive(p.propertyId, { instrumentIds: [sixty, fortyFive], noticePeriodDays: 10 }),
    ).toMatchObject({ noticePeriodDays: 10, decisionDue: '2026-05-11' });
    // An instrument naming no period: the default, kept as none.
    expect(await receive(p.propertyId, { instrumentIds: [p.instrumentId] })).toMatchObject({
      noticePeriodDays: null,
      decisionDue: '2026-05-31',
    });
    const viewer = await f.call(
      'POST',
      '/api/ownerRequest/create',
      requestInput(p.propertyId, { instrumentIds: [fortyFive] }),
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
  });

  it.each([
    [
      'a contact who is not an Owner of the property',
      'requestedById',
      'Requested By must be an Owner contact of the Property.',
    ],
    [
      'an instrument not covering the property',
      'instrumentIds.0',
      "The Instrument does not cover this request's Property.",
    ],
    ['an unknown kind', 'kindId', 'The Request Kind is not offered.'],
    [
      'a dwelling without finished area',
      'finishedArea',
      'The Finished Area field must have a value greater than 0 if Dwelling Units has a value.',
    ],
    ['a day in the future', 'receivedOn', null],
  ])('refuses %s at its field (400), writing nothing', async (what, field, message) => {
    const p = await property();
    const other = await property();
    const values = {
      requestedById: { requestedById: p.foresterId },
      'instrumentIds.0': { instrumentIds: [other.instrumentId] },
      kindId: { kindId: 99 },
      finishedArea: { finishedArea: 0 },
      receivedOn: { receivedOn: '2999-01-01' },
    }[field];
    const before = await countRows(t.db, s.ownerRequests);
    const audits = await countRows(t.db, s.auditLog);
    const res = await f.call('POST', '/api/ownerRequest/create', requestInput(p.propertyId, values));
    expect(res.statusCode, what).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    if (message) expect(res.json().fieldErrors[field][0]).toMatch(message.slice(0, 20));
    expect(await countRows(t.db, s.ownerRequests)).toBe(before);
    expect(await countRows(t.db, s.auditLog)).toBe(audits);
  });

  it.each([
    ['a notice period of 0 days', { noticePeriodDays: 0 }],
    ['a notice period over a year', { noticePeriodDays: 366 }],
    ['a blank description', { description: '' }],
    ['a description over 2,000 characters', { description: 'x'.repeat(2001) }],
    ['part of a dwelling', { dwellingUnits: 1.5 }],
    ['over 1,000 dwellings', { dwellingUnits: 1001 }],
    ['a negative finished area', { finishedArea: -1 }],
    ['an impervious area with 3 decimals', { imperviousArea: 1.234 }],
    ['an instrument named twice', { instrumentIds: [1, 1] }],
    ['no kind', { kindId: null }],
    ['a received day not a date', { receivedOn: '13/45/2026' }],
  ])(
    'refuses %s as the Receive Request form does, in its words (400), writing nothing',
    async (what, values) => {
      const p = await property();
      const before = await countRows(t.db, s.ownerRequests);
      const { propertyId: _, ...formValues } = requestInput(p.propertyId, values);
      const res = await f.call('POST', '/api/ownerRequest/create', requestInput(p.propertyId, values));
      expect(res.statusCode, what).toBe(400);
      const fieldErrors = formFieldErrors(requestFormSchema, formValues);
      expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0][0], fieldErrors });
      expect(await countRows(t.db, s.ownerRequests)).toBe(before);
    },
  );

  it('refuses view-only users (403) and a missing property (404)', async () => {
    const p = await property();
    const viewer = await f.call('POST', '/api/ownerRequest/create', requestInput(p.propertyId), 'viewer');
    expect(viewer.statusCode).toBe(403);
    const missing = await f.call('POST', '/api/ownerRequest/create', requestInput(99999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Property not found.');
  });
});

describe('POST ownerRequest/step', () => {
  it('reviews and approves a new dwelling: the property gains an existing feature, in one audited transaction', async () => {
    const p = await property();
    const made = await receive(p.propertyId);
    const reviewing = await moved(made, RequestStatus.UnderReview);
    expect(reviewing).toMatchObject({ statusId: RequestStatus.UnderReview, version: 2 });
    const approved = await moved(reviewing, RequestStatus.Approved, { note: 'Board approved.' });
    expect(approved.statusId).toBe(RequestStatus.Approved);
    expect(approved.featureId).not.toBeNull();
    expect(approved.steps.map((x) => [x.statusId, x.byName, x.note])).toEqual([
      [RequestStatus.Received, 'Sam Staff', null],
      [RequestStatus.UnderReview, 'Sam Staff', 'Plans received.'],
      [RequestStatus.Approved, 'Sam Staff', 'Board approved.'],
    ]);
    const added = (await features(p.propertyId)).find((x) => x.id === approved.featureId);
    expect(added).toMatchObject({
      description: `Request ${made.id}: New dwelling`,
      exists: true,
      dwellingUnits: 1,
      finishedArea: 2400,
      imperviousArea: 1500,
    });
    // The rights now count it: the property's summary and the request's own check.
    const prop = (await f.call('GET', `/api/property/${p.propertyId}`, undefined, 'viewer')).json();
    expect(prop).toMatchObject({
      existingDwellingUnits: 2,
      remainingDwellingUnits: 0,
      existingFinishedArea: 4400,
    });
    const [audit] = await t.db
      .select({ parentId: s.auditLog.parentId })
      .from(s.auditLog)
      .where(eq(s.auditLog.tableName, 'built_environment_features'))
      .orderBy(s.auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit.parentId).toBe(p.propertyId);
    const again = await step(approved, RequestStatus.Denied);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This Owner Request is decided; its status cannot change.');
  });

  it('flags a new dwelling where the existing dwellings already reach the allowed ones', async () => {
    const p = await property();
    const first = await receive(p.propertyId);
    await moved(await moved(first, RequestStatus.UnderReview), RequestStatus.ApprovedWithConditions);
    const second = await receive(p.propertyId);
    expect(second.rightsCheck.result).toBe(RightsCheck.Exceeds);
    expect(second.rightsCheck.lines[0]).toMatchObject({ allowed: 2, existing: 2, after: 3, exceeds: true });
  });

  it('adds nothing when the request uses no rights, or is denied or withdrawn', async () => {
    const p = await property();
    const before = (await features(p.propertyId)).length;
    const harvest = await receive(p.propertyId, {
      kindId: 3,
      dwellingUnits: 0,
      finishedArea: 0,
      imperviousArea: 0,
    });
    expect(harvest.rightsCheck.result).toBe(RightsCheck.NoneUsed);
    expect(
      (await moved(await moved(harvest, RequestStatus.UnderReview), RequestStatus.Approved)).featureId,
    ).toBeNull();
    const denied = await receive(p.propertyId);
    await moved(await moved(denied, RequestStatus.UnderReview), RequestStatus.Denied);
    const withdrawn = await moved(await receive(p.propertyId), RequestStatus.Withdrawn);
    expect(withdrawn.statusId).toBe(RequestStatus.Withdrawn);
    expect((await features(p.propertyId)).length).toBe(before);
  });

  it('refuses a step out of order (400), a future date (400), a stale version (409, nothing written), view-only (403), a missing request (404)', async () => {
    const p = await property();
    const made = await receive(p.propertyId);
    const skip = await step(made, RequestStatus.Approved);
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('An Owner Request cannot go from Received to Approved.');
    const future = await step(made, RequestStatus.UnderReview, 'staff', { on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().fieldErrors)).toEqual(['on']);
    expect((await step(made, RequestStatus.UnderReview, 'viewer')).statusCode).toBe(403);
    const reviewing = await moved(made, RequestStatus.UnderReview);
    const featuresBefore = (await features(p.propertyId)).length;
    const stepsBefore = await countRows(t.db, s.ownerRequestSteps);
    const stale = await step({ ...reviewing, version: 1 }, RequestStatus.Approved);
    expect(stale.statusCode).toBe(409);
    expect((await features(p.propertyId)).length).toBe(featuresBefore);
    expect(await countRows(t.db, s.ownerRequestSteps)).toBe(stepsBefore);
    const missing = await step({ ...made, id: 99999999 }, RequestStatus.UnderReview);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Owner Request not found.');
  });
});

describe('reading requests', () => {
  it("lists a property's requests undecided first, and the owners and instruments to choose from", async () => {
    const p = await property();
    const older = await receive(p.propertyId, { receivedOn: '2026-01-01' });
    const done = await moved(
      await receive(p.propertyId, { receivedOn: '2026-04-01' }),
      RequestStatus.Withdrawn,
    );
    const newer = await receive(p.propertyId, { receivedOn: '2026-03-01' });
    const list = (
      await f.call('GET', `/api/property/${p.propertyId}/ownerRequests`, undefined, 'viewer')
    ).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id, done.id]);
    const choices = (
      await f.call('GET', `/api/property/${p.propertyId}/ownerRequestChoices`, undefined, 'viewer')
    ).json();
    expect(choices).toEqual({
      owners: [{ id: p.ownerId, name: 'Olive Owner' }],
      instruments: [
        { id: p.instrumentId, label: expect.stringMatching(/^CE-/), requestNoticePeriodDays: null },
      ],
    });
    expect(
      (await f.call('GET', '/api/property/99999999/ownerRequests', undefined, 'viewer')).statusCode,
    ).toBe(404);
  });

  it('lists the undecided requests past their decision due day for the home tile', async () => {
    const p = await property();
    const overdue = await receive(p.propertyId, { receivedOn: '2026-01-01', noticePeriodDays: 10 });
    const decided = await receive(p.propertyId, { receivedOn: '2026-01-01', noticePeriodDays: 10 });
    await moved(decided, RequestStatus.Withdrawn);
    const page = (await f.call('GET', '/api/ownerRequest/overdue', undefined, 'viewer')).json();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(overdue.id);
    expect(ids).not.toContain(decided.id);
    expect(page.items.find((r: { id: number }) => r.id === overdue.id)).toMatchObject({
      decisionDue: '2026-01-11',
      propertyName: 'Hill Farm',
      kindName: 'New dwelling',
    });
  });

  it("shows the request, its steps and the approval's feature in the property's History", async () => {
    const p = await property();
    const made = await receive(p.propertyId, { instrumentIds: [p.instrumentId] });
    await moved(await moved(made, RequestStatus.UnderReview), RequestStatus.Approved);
    const { items } = (
      await f.call('GET', `/api/property/${p.propertyId}/history`, undefined, 'viewer')
    ).json() as HistoryPage;
    const mine = items.filter((i) => i.card.startsWith('Owner Request') || i.card === 'Feature');
    expect(mine.map((i) => [i.card, i.action, i.subject])).toEqual([
      ['Owner Request Step', 'created', 'Approved'],
      ['Owner Request', 'updated', 'New dwelling'],
      ['Feature', 'created', expect.stringMatching(/^Request \d+: New dwelling$/)],
      ['Owner Request Step', 'created', 'Under review'],
      ['Owner Request', 'updated', 'New dwelling'],
      ['Owner Request Step', 'created', 'Received'],
      ['Owner Request', 'created', 'New dwelling'],
    ]);
    expect(mine[1].changes).toContainEqual({ label: 'Status', before: 'Under review', after: 'Approved' });
  });

  it('deletes the requests and their steps with their property, each row audited', async () => {
    const [project] = await t.db.insert(s.projects).values({ name: 'Request Delete Project' }).returning();
    const [gone] = await t.db
      .insert(s.properties)
      .values({ projectId: project.id, name: 'Gone Tract', statusId: 2 })
      .returning();
    await t.db.insert(s.properties).values({ projectId: project.id, name: 'Kept Tract', statusId: 1 });
    const made = await receive(gone.id, { dwellingUnits: 0, finishedArea: 0, imperviousArea: 0 });
    const res = await f.call(
      'DELETE',
      `/api/property/delete/${gone.id}?version=${gone.version}`,
      undefined,
      'admin',
    );
    expect(res.statusCode, res.body).toBe(200);
    const audited = await t.db
      .select({ tableName: s.auditLog.tableName, action: s.auditLog.action })
      .from(s.auditLog)
      .where(eq(s.auditLog.recordId, made.steps[0].id));
    expect(audited).toContainEqual({ tableName: 'owner_request_steps', action: 'delete' });
    expect(await t.db.select().from(s.ownerRequests).where(eq(s.ownerRequests.id, made.id))).toEqual([]);
  });
});
