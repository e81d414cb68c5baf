import { CaseStatus, type HistoryPage, todayInDisplayZone, type ViolationCase } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Account, childFixtures } from '../events/child-fixtures.test-helper';
import { countRows } from '../projects/project-fixtures.test-helper';
import { stepCalls } from '../record-steps/step-calls.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  staffId = await f.userIdOf('staff');
});
afterAll(() => t.close());

/** A property under an instrument, inspected once, with an observation that has notes and one photo. */
const inspectedProperty = async () => {
  const [project] = await t.db.insert(s.projects).values({ name: 'Case Test Project' }).returning();
  const [property] = await t.db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Creek Tract', statusId: 1 })
    .returning();
  const [instrument] = await t.db
    .insert(s.instruments)
    .values({ projectId: project.id, statusId: 2, agreementTypeId: 1, instrumentNumber: 'CE-0042' })
    .returning();
  await t.db.insert(s.propertyInstruments).values({ propertyId: property.id, instrumentId: instrument.id });
  const [service] = await t.db
    .insert(s.services)
    .values({ projectId: project.id, categoryId: 1, agreementTypeId: 1 })
    .returning();
  await t.db.insert(s.serviceProperties).values({ serviceId: service.id, propertyId: property.id });
  const [observation] = await t.db
    .insert(s.observations)
    .values({ serviceId: service.id, typeId: 1, ackTypeId: 2, notes: 'New shed by the creek.' })
    .returning();
  const [photo] = await t.db
    .insert(s.servicePhotos)
    .values({
      serviceId: service.id,
      clientId: crypto.randomUUID(),
      sha256: 'a'.repeat(64),
      sizeBytes: 10,
      received: 10,
      takenAt: '2026-05-01T14:00:00Z',
      caption: 'The shed',
      latitude: 38.030123,
      longitude: -78.480117,
      accuracyMeters: 4.6,
      observationId: observation.id,
      completedAt: new Date(),
    })
    .returning();
  return {
    propertyId: property.id,
    instrumentId: instrument.id,
    observationId: observation.id,
    photoId: photo.id,
  };
};

const caseInput = (propertyId: number, values: Record<string, unknown> = {}) => ({
  propertyId,
  typeId: 1,
  severity: 'minor',
  discoveredOn: '2026-05-01',
  reportedById: staffId,
  description: 'A shed built inside the buffer without approval.',
  ...values,
});

const calls = stepCalls<ViolationCase>(() => f, { record: 'case', key: 'caseId', note: 'Letter sent.' });
const open = (propertyId: number, values: Record<string, unknown> = {}) =>
  calls.make(caseInput(propertyId, values));
const { step } = calls;

describe('POST case/create', () => {
  it('opens a case from an observation, linking its notes and photos as evidence, with its first step', async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId, {
      observationId: p.observationId,
      instrumentIds: [p.instrumentId],
      followUpDue: '06/01/2026',
      followUpKind: 'visit',
    });
    expect(made).toMatchObject({
      propertyId: p.propertyId,
      propertyName: 'Creek Tract',
      typeName: 'Unapproved structure',
      severity: 'minor',
      statusId: CaseStatus.Open,
      followUpDue: '2026-06-01',
      followUpKind: 'visit',
      reportedByName: 'Sam Staff',
      instruments: [{ id: p.instrumentId, label: 'CE-0042' }],
      observation: {
        id: p.observationId,
        notes: 'New shed by the creek.',
        photos: [
          {
            id: p.photoId,
            caption: 'The shed',
            latitude: 38.030123,
            longitude: -78.480117,
            accuracyMeters: 4.6,
          },
        ],
      },
      steps: [{ statusId: CaseStatus.Open, on: '2026-05-01', byName: 'Sam Staff', note: null }],
    });
    const read = await f.call('GET', `/api/case/${made.id}`, undefined, 'viewer');
    expect(read.json()).toEqual(made);
  });

  it('opens a case from a property alone', async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId, { severity: 'major', typeId: 8 });
    expect(made).toMatchObject({ observation: null, instruments: [], typeName: 'Other', severity: 'major' });
  });

  it('opens one case however often the Field outbox sends the same open (Idempotency-Key), and refuses the key with another body', async () => {
    const p = await inspectedProperty();
    const body = caseInput(p.propertyId, { observationId: p.observationId });
    const key = crypto.randomUUID();
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/case/create',
        payload: payload as object,
        headers: { ...t.auth(t.tokens.staff), 'idempotency-key': key },
      });
    const answers = await Promise.all([send(body), send(body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[1].json()).toEqual(answers[0].json());
    const again = await send(body);
    expect(again.json().id).toBe(answers[0].json().id);
    const cases = await t.db
      .select()
      .from(s.violationCases)
      .where(eq(s.violationCases.propertyId, p.propertyId));
    expect(cases).toHaveLength(1);
    const other = await send({ ...body, description: 'Another case' });
    expect(other.statusCode).toBe(422);
    expect(
      await t.db.select().from(s.violationCases).where(eq(s.violationCases.propertyId, p.propertyId)),
    ).toHaveLength(1);
  });

  it.each([
    [
      'an observation of another property',
      'observationId',
      "The Observation is not from an inspection of this case's Property.",
    ],
    [
      'an instrument not covering the property',
      'instrumentIds.0',
      "The Instrument does not cover this case's Property.",
    ],
    ['an unknown case type', 'typeId', 'The Case Type is not offered.'],
    ['an inactive reporter', 'reportedById', 'User does not exist or is not active anymore.'],
  ])('refuses %s at its field, writing nothing', async (what, field, message) => {
    const p = await inspectedProperty();
    const other = await inspectedProperty();
    const values = {
      observationId: { observationId: other.observationId },
      'instrumentIds.0': { instrumentIds: [other.instrumentId] },
      typeId: { typeId: 99 },
      reportedById: { reportedById: 99999999 },
    }[field];
    const before = await countRows(t.db, s.violationCases);
    const res = await f.call('POST', '/api/case/create', caseInput(p.propertyId, values));
    expect(res.statusCode, what).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await countRows(t.db, s.violationCases)).toBe(before);
  });

  it('refuses bad input with the field messages, a missing property, and view-only users', async () => {
    const p = await inspectedProperty();
    const bad = await f.call(
      'POST',
      '/api/case/create',
      caseInput(p.propertyId, { severity: 'dire', description: ' ' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      severity: ['The Severity field is required.'],
      description: ['The Description field is required.'],
    });
    const missing = await f.call('POST', '/api/case/create', caseInput(99999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Property not found.');
    expect((await f.call('POST', '/api/case/create', caseInput(p.propertyId), 'viewer')).statusCode).toBe(
      403,
    );
  });
});

describe('POST case/step', () => {
  it('moves a case Open → Owner contacted → Resolved, each step dated with who and a note', async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId);
    const contacted = await step(made, CaseStatus.OwnerContacted, 'staff', {
      followUpDue: '2026-06-15',
      followUpKind: 'answer',
    });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({
      statusId: CaseStatus.OwnerContacted,
      followUpDue: '2026-06-15',
      followUpKind: 'answer',
      version: 2,
    });
    const resolved = await step(contacted.json(), CaseStatus.Resolved, 'staff', { note: 'Shed removed.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as ViolationCase).steps.map((x) => [x.statusId, x.byName, x.note])).toEqual([
      [CaseStatus.Open, 'Sam Staff', null],
      [CaseStatus.OwnerContacted, 'Sam Staff', 'Letter sent.'],
      [CaseStatus.Resolved, 'Sam Staff', 'Shed removed.'],
    ]);
    const again = await step(resolved.json(), CaseStatus.ClosedWithoutAction, 'admin');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This Violation Case is finished; its status cannot change.');
  });

  it('leaves Referred to counsel and Closed without action to an Admin: 403 for Staff, with why', async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId);
    const before = await countRows(t.db, s.violationCaseSteps);
    for (const [statusId, name] of [
      [CaseStatus.ClosedWithoutAction, 'Closed without action'],
      [CaseStatus.ReferredToCounsel, 'Referred to counsel'],
    ] as const) {
      const res = await step(made, statusId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(`Only an Admin may set a Violation Case to ${name}.`);
    }
    expect(await countRows(t.db, s.violationCaseSteps)).toBe(before);
    const closed = await step(made, CaseStatus.ClosedWithoutAction, 'admin', {
      note: 'Board: within the reserved rights.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().statusId).toBe(CaseStatus.ClosedWithoutAction);
  });

  it('refuses a step out of order, a future date, a stale version, view-only users and a missing case', async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId);
    const skip = await step(made, CaseStatus.Resolved);
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('A Violation Case cannot go from Open to Resolved.');
    const future = await step(made, CaseStatus.OwnerContacted, 'staff', { on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().fieldErrors)).toEqual(['on']);
    expect((await step(made, CaseStatus.OwnerContacted, 'viewer')).statusCode).toBe(403);
    expect((await step({ ...made, version: 7 }, CaseStatus.OwnerContacted)).statusCode).toBe(409);
    const missing = await step({ ...made, id: 99999999 }, CaseStatus.OwnerContacted);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Violation Case not found.');
  });
});

describe('reading cases', () => {
  it("lists a property's cases open first, then newest discovery; 404 for a missing property or case", async () => {
    const p = await inspectedProperty();
    const older = await open(p.propertyId, { discoveredOn: '2026-01-01' });
    const done = await open(p.propertyId, { discoveredOn: '2026-04-01' });
    await step(done, CaseStatus.ClosedWithoutAction, 'admin');
    const newer = await open(p.propertyId, { discoveredOn: '2026-03-01' });
    const list = (await f.call('GET', `/api/property/${p.propertyId}/cases`, undefined, 'viewer')).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([newer.id, older.id, done.id]);
    expect((await f.call('GET', '/api/property/99999999/cases', undefined, 'viewer')).statusCode).toBe(404);
    expect((await f.call('GET', '/api/case/99999999', undefined, 'viewer')).json()).toEqual({
      message: 'Violation Case not found.',
    });
  });

  it("shows the case, its instruments and its steps in the property's History, in the product's words", async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId, { instrumentIds: [p.instrumentId] });
    await step(made, CaseStatus.OwnerContacted);
    const { items } = (
      await f.call('GET', `/api/property/${p.propertyId}/history`, undefined, 'viewer')
    ).json() as HistoryPage;
    const mine = items.filter((i) => i.card.startsWith('Violation Case'));
    expect(mine.map((i) => [i.card, i.action, i.subject])).toEqual([
      ['Violation Case Step', 'created', 'Owner contacted'],
      ['Violation Case', 'updated', 'Unapproved structure'],
      ['Violation Case Step', 'created', 'Open'],
      ['Violation Case', 'created', 'Unapproved structure'],
    ]);
    expect(mine[1].changes).toEqual([{ label: 'Status', before: 'Open', after: 'Owner contacted' }]);
  });

  it('deletes the cases and their steps with their property, each row audited', async () => {
    const [project] = await t.db.insert(s.projects).values({ name: 'Case Delete Project' }).returning();
    const [property] = await t.db
      .insert(s.properties)
      .values({ projectId: project.id, name: 'Gone Tract', statusId: 2 })
      .returning();
    // A project keeps at least one property.
    await t.db.insert(s.properties).values({ projectId: project.id, name: 'Kept Tract', statusId: 1 });
    const made = await open(property.id);
    const res = await f.call(
      'DELETE',
      `/api/property/delete/${property.id}?version=${property.version}`,
      undefined,
      'admin',
    );
    expect(res.statusCode, res.body).toBe(200);
    const audited = await t.db
      .select({ tableName: s.auditLog.tableName, action: s.auditLog.action, parentId: s.auditLog.parentId })
      .from(s.auditLog)
      .where(eq(s.auditLog.recordId, made.steps[0].id));
    expect(audited).toContainEqual({
      tableName: 'violation_case_steps',
      action: 'delete',
      parentId: property.id,
    });
    expect(await t.db.select().from(s.violationCases).where(eq(s.violationCases.id, made.id))).toEqual([]);
  });
});

it('accepts today as the discovery date (the form offers it)', async () => {
  const p = await inspectedProperty();
  expect((await open(p.propertyId, { discoveredOn: todayInDisplayZone() })).discoveredOn).toBe(
    todayInDisplayZone(),
  );
});

/** Two terms on the test property's instrument: a specific term (a lookup) and a unique term. */
const withTerms = async (instrumentId: number) => {
  const [term] = await t.db.select().from(s.specificTerms).limit(1);
  await t.db.insert(s.instrumentSpecificTerms).values({ instrumentId, specificTermId: term.id });
  const [unique] = await t.db
    .insert(s.instrumentUniqueTerms)
    .values({ instrumentId, description: 'No structures within 100 ft of the creek' })
    .returning();
  return { term, unique };
};

const edit = (found: ViolationCase, values: Record<string, unknown>, as: Account = 'staff') =>
  f.call(
    'POST',
    '/api/case/update',
    {
      id: found.id,
      version: found.version,
      typeId: found.typeId,
      severity: found.severity,
      discoveredOn: found.discoveredOn,
      reportedById: found.reportedById,
      instrumentIds: found.instruments.map((i) => i.id),
      restrictions: found.restrictions.map(({ label: _, ...ref }) => ref),
      description: found.description,
      followUpDue: found.followUpDue,
      followUpKind: found.followUpKind,
      ...values,
    },
    as,
  );

describe('POST case/update', () => {
  it("edits a case's fields and names its instrument's terms, audited as one change in History", async () => {
    const p = await inspectedProperty();
    const { term, unique } = await withTerms(p.instrumentId);
    const choices = (
      await f.call('GET', `/api/property/${p.propertyId}/caseRestrictions`, undefined, 'viewer')
    ).json();
    expect(choices).toEqual([
      {
        instrumentId: p.instrumentId,
        label: 'CE-0042',
        terms: [
          { instrumentId: p.instrumentId, specificTermId: term.id, uniqueTermId: null, label: term.name },
          {
            instrumentId: p.instrumentId,
            specificTermId: null,
            uniqueTermId: unique.id,
            label: 'Unique Term - No structures within 100 ft of the creek',
          },
        ],
      },
    ]);
    const made = await open(p.propertyId);
    const res = await edit(made, {
      typeId: 5,
      severity: 'major',
      instrumentIds: [p.instrumentId],
      restrictions: choices[0].terms.map(({ label: _, ...ref }: { label: string }) => ref),
      description: 'Grading beside the creek.',
      followUpDue: '07/01/2026',
      followUpKind: 'visit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      typeName: 'Grading',
      severity: 'major',
      statusId: CaseStatus.Open,
      followUpDue: '2026-07-01',
      followUpKind: 'visit',
      restrictions: [
        { specificTermId: term.id, label: `CE-0042: ${term.name}` },
        { uniqueTermId: unique.id, label: 'CE-0042: Unique Term - No structures within 100 ft of the creek' },
      ],
    });
    const { items } = (
      await f.call('GET', `/api/property/${p.propertyId}/history`, undefined, 'viewer')
    ).json() as HistoryPage;
    const change = items.find((i) => i.card === 'Violation Case' && i.action === 'updated');
    expect(change?.changes).toEqual(
      expect.arrayContaining([
        { label: 'Severity', before: 'Minor', after: 'Major' },
        { label: 'Instruments', before: 'None', after: 'CE-0042' },
        {
          label: 'Restrictions',
          before: 'None',
          after: `CE-0042: ${term.name}; CE-0042: Unique Term - No structures within 100 ft of the creek`,
        },
        { label: 'Follow-up', before: 'None', after: 'Follow-up visit' },
      ]),
    );
    // A unique term a case names stays on its instrument: the case is evidence.
    await expect(
      t.db.delete(s.instrumentUniqueTerms).where(eq(s.instrumentUniqueTerms.id, unique.id)),
    ).rejects.toThrow();
  });

  it('refuses a restriction of an instrument the case does not name, or not among its terms, a follow-up date without its kind, a stale version and view-only users', async () => {
    const p = await inspectedProperty();
    const other = await inspectedProperty();
    const { term } = await withTerms(p.instrumentId);
    const { unique: elsewhere } = await withTerms(other.instrumentId);
    const made = await open(p.propertyId, { instrumentIds: [p.instrumentId] });
    const outside = await edit(made, {
      instrumentIds: [],
      restrictions: [{ instrumentId: p.instrumentId, specificTermId: term.id, uniqueTermId: null }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors['restrictions.0']).toEqual([
      'A Restriction must be a term of an Instrument the case touches.',
    ]);
    const notTerm = await edit(made, {
      restrictions: [{ instrumentId: p.instrumentId, specificTermId: null, uniqueTermId: elsewhere.id }],
    });
    expect(notTerm.statusCode).toBe(400);
    expect(notTerm.json().fieldErrors['restrictions.0']).toEqual([
      "The Restriction is not among the Instrument's terms.",
    ]);
    const noKind = await edit(made, { followUpDue: '2026-08-01', followUpKind: null });
    expect(noKind.json().fieldErrors.followUpKind).toEqual([
      'Follow-up is required when a Follow-up Due date is given.',
    ]);
    expect((await edit(made, {}, 'viewer')).statusCode).toBe(403);
    expect((await edit(made, { description: 'First.' })).statusCode).toBe(200);
    const stale = await edit(made, { description: 'Second.' });
    expect(stale.statusCode).toBe(409);
    expect((await f.call('GET', `/api/case/${made.id}`)).json().description).toBe('First.');
  });
});

describe('GET instrument/{id}/cases', () => {
  it('lists the cases naming the instrument, open ones first, with their property; 404 for a missing instrument', async () => {
    const p = await inspectedProperty();
    const finished = await open(p.propertyId, { instrumentIds: [p.instrumentId] });
    await step(finished, CaseStatus.ClosedWithoutAction, 'admin');
    const openOne = await open(p.propertyId, {
      instrumentIds: [p.instrumentId],
      followUpDue: '2026-09-01',
      followUpKind: 'answer',
    });
    await open(p.propertyId);
    const res = await f.call('GET', `/api/instrument/${p.instrumentId}/cases`, undefined, 'viewer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: openOne.id,
        propertyId: p.propertyId,
        propertyName: 'Creek Tract',
        projectName: 'Case Test Project',
        followUpKind: 'answer',
      }),
      expect.objectContaining({ id: finished.id, statusId: CaseStatus.ClosedWithoutAction }),
    ]);
    const missing = await f.call('GET', '/api/instrument/99999999/cases', undefined, 'viewer');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Instrument not found.');
  });
});

describe('PATCH case/{id}/updateDocumentFolder', () => {
  it("keeps the case's folder of letters and answers, audited, without a new version; refuses a bad id, a missing case and view-only users", async () => {
    const p = await inspectedProperty();
    const made = await open(p.propertyId);
    const res = await f.call('PATCH', `/api/case/${made.id}/updateDocumentFolder`, { folderId: '123456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: made.id, documentFolderId: '123456' });
    const read = (await f.call('GET', `/api/case/${made.id}`)).json() as ViolationCase;
    expect(read).toMatchObject({ documentFolderId: '123456', version: made.version });
    const { items } = (
      await f.call('GET', `/api/property/${p.propertyId}/history`, undefined, 'viewer')
    ).json() as HistoryPage;
    expect(items.find((i) => i.card === 'Violation Case' && i.action === 'updated')?.changes).toEqual([
      { label: 'Box Folder ID', before: 'None', after: '123456' },
    ]);
    const bad = await f.call('PATCH', `/api/case/${made.id}/updateDocumentFolder`, { folderId: 'letters' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.folderId).toEqual([
      'The Box Folder ID field may only contain numeric characters.',
    ]);
    const missing = await f.call('PATCH', '/api/case/99999999/updateDocumentFolder', { folderId: '1' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await f.call('PATCH', `/api/case/${made.id}/updateDocumentFolder`, { folderId: '1' }, 'viewer'))
        .statusCode,
    ).toBe(403);
  });
});
