import {
  type HistoryPage,
  type Letter,
  type LetterTemplate,
  letterDate,
  letterMessages,
  type OwnerRequest,
  RequestStatus,
  todayInDisplayZone,
  type ViolationCase,
} from '@app/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Account, childFixtures } from '../events/child-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let staffId: number;
let templates: LetterTemplate[];

beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  staffId = await f.userIdOf('staff');
  templates = (await f.call('GET', '/api/letterTemplates', undefined, 'viewer')).json();
});
afterAll(() => t.close());

const templateOf = (kind: string) => templates.find((x) => x.kind === kind) as LetterTemplate;

let contactNumber = 0;
const contact = async (fullName: string, address = '12 Mill Lane') => {
  contactNumber += 1;
  const [row] = await t.db
    .insert(s.contacts)
    .values({
      crmId: `letters-${contactNumber}-${Date.now()}`,
      name: fullName,
      fullName,
      address,
      city: 'Free Union',
      state: 'VA',
      postalCode: '22940',
    })
    .returning();
  return row.id;
};

const link = async (
  projectId: number,
  contactId: number,
  on: { propertyId?: number; instrumentId?: number },
  roleId: number,
) => {
  const [row] = await t.db
    .insert(s.contactLinks)
    .values({ projectId, contactId, ...on })
    .returning();
  await t.db.insert(s.contactLinkRoles).values({ contactLinkId: row.id, contactRoleId: roleId });
};

/** A property under an instrument led by Staff, with an Owner (role 11) and a Grantor (role 1). */
const ownedProperty = async ({ owner = 'Mr. and Mrs. Alder Owen' as string | null } = {}) => {
  const [project] = await t.db.insert(s.projects).values({ name: 'Letter Test Project' }).returning();
  const [property] = await t.db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Willow Run', statusId: 1 })
    .returning();
  const [instrument] = await t.db
    .insert(s.instruments)
    .values({
      projectId: project.id,
      statusId: 2,
      agreementTypeId: 1,
      instrumentNumber: `CE-${property.id}`,
      staffLeadId: staffId,
    })
    .returning();
  await t.db.insert(s.propertyInstruments).values({ propertyId: property.id, instrumentId: instrument.id });
  if (owner) await link(project.id, await contact(owner), { propertyId: property.id }, 11);
  await link(project.id, await contact('Grace Granter', '1 Old Deed Rd'), { instrumentId: instrument.id }, 1);
  // A tenant is not an owner.
  await link(project.id, await contact('Tom Tenant'), { propertyId: property.id }, 13);
  return { projectId: project.id, propertyId: property.id, instrumentId: instrument.id };
};

const openCase = async (propertyId: number, instrumentIds: number[] = []) => {
  const res = await f.call('POST', '/api/case/create', {
    propertyId,
    typeId: 4,
    severity: 'minor',
    discoveredOn: '2026-05-01',
    reportedById: staffId,
    description: 'Old tyres dumped by the gate.',
    instrumentIds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ViolationCase;
};

const documentXml = async (payload: Buffer) => {
  const zip = await JSZip.loadAsync(payload);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
};

const auditCount = async (table: string) =>
  (await t.db.select({ n: count() }).from(s.auditLog).where(eq(s.auditLog.tableName, table)))[0].n;

/** The property's History entry of its latest letter. */
const historyLetter = async (propertyId: number) =>
  (
    (await f.call('GET', `/api/property/${propertyId}/history`, undefined, 'viewer')).json() as HistoryPage
  ).items.find((i) => i.card === 'Letter');

/** DELETE property (Admin) at its current version. */
const deleteProperty = async (propertyId: number) => {
  const [property] = await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId));
  return f.call(
    'DELETE',
    `/api/property/delete/${propertyId}?version=${property.version}`,
    undefined,
    'admin',
  );
};

/** How many delete rows the audit log holds for the letter. */
const deletesAudited = async (letterId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.tableName, 'letters'),
          eq(s.auditLog.recordId, letterId),
          eq(s.auditLog.action, 'delete'),
        ),
      )
  )[0].n;

describe('letter templates', () => {
  it("are seeded, the five the issue names and the request's decision, each using only the fixed placeholders", () => {
    expect(templates.map((x) => x.name).sort()).toEqual([
      'Annual Landowner Letter',
      'Cure Agreement',
      "Decision on an Owner's Request",
      'New Owner Welcome Letter',
      'Notice of a Potential Violation',
      'Resolution',
    ]);
    for (const x of templates) expect(x.body).toContain('{{Owner Names}}');
  });

  it('are changed by Admins only, audited; Staff and view-only are refused', async () => {
    const input = {
      name: 'Easement Anniversary',
      kind: 'other',
      body: 'Dear {{Owner Names}},\n\nHappy anniversary.',
    };
    for (const account of ['staff', 'viewer'] as Account[]) {
      const res = await f.call('POST', '/api/letterTemplates/create', input, account);
      expect(res.statusCode).toBe(403);
    }
    const before = await auditCount('letter_templates');
    const made = await f.call('POST', '/api/letterTemplates/create', input, 'admin');
    expect(made.statusCode, made.body).toBe(200);
    const saved = made.json() as LetterTemplate;
    expect(saved).toMatchObject({ ...input, version: 1 });
    const staffEdit = await f.call(
      'POST',
      '/api/letterTemplates/update',
      { ...saved, body: 'Changed' },
      'staff',
    );
    expect(staffEdit.statusCode).toBe(403);
    expect(staffEdit.json()).toEqual({ message: letterMessages.adminOnlyTemplates });
    const edited = await f.call(
      'POST',
      '/api/letterTemplates/update',
      { ...saved, body: 'Dear {{Owner Names}}, see you on {{Today}}.' },
      'admin',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().version).toBe(2);
    const stale = await f.call('POST', '/api/letterTemplates/update', saved, 'admin');
    expect(stale.statusCode).toBe(409);
    expect(await auditCount('letter_templates')).toBe(before + 2);
  });

  it('refuse unknown placeholders, naming them, bad input and a taken name with 400, writing nothing', async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(s.letterTemplates))[0].n;
    const before = await rows();
    const unknown = await f.call(
      'POST',
      '/api/letterTemplates/create',
      { name: 'Bad', kind: 'other', body: 'Dear {{Owner Name}}, your {{Deed Book}}.' },
      'admin',
    );
    expect(unknown.statusCode).toBe(400);
    const message = letterMessages.unknownPlaceholders(['Owner Name', 'Deed Book']);
    expect(unknown.json()).toEqual({ message, fieldErrors: { body: [message] } });
    for (const bad of [
      { name: 'x'.repeat(101), kind: 'other', body: 'Hi' },
      { name: 'Long', kind: 'other', body: 'x'.repeat(20_001) },
      { name: 'Kind', kind: 'memo', body: 'Hi' },
      { name: '', kind: 'other', body: 'Hi' },
    ]) {
      const res = await f.call('POST', '/api/letterTemplates/create', bad, 'admin');
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const taken = await f.call(
      'POST',
      '/api/letterTemplates/create',
      { name: 'Resolution', kind: 'resolution', body: 'Hi' },
      'admin',
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({ name: [letterMessages.templateNameTaken] });
    expect(await rows()).toBe(before);
  });
});

describe("a case's letter", () => {
  it("fills the placeholders from the case, its property's Owners and the instrument's staff lead", async () => {
    const p = await ownedProperty();
    const found = await openCase(p.propertyId, [p.instrumentId]);
    const query = `templateId=${templateOf('violationNotice').id}&caseId=${found.id}`;
    const res = await f.call('GET', `/api/letter/preview?${query}`, undefined, 'viewer');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.recipients).toBe('Mr. and Mrs. Alder Owen, 12 Mill Lane, Free Union, VA 22940');
    for (const text of [
      'Dear Mr. and Mrs. Alder Owen,',
      '12 Mill Lane\nFree Union, VA 22940',
      `Willow Run (Property ${p.propertyId}), CE-${p.propertyId}`,
      'On May 1, 2026',
      `Dumping, Violation Case ${found.id}`,
      'Old tyres dumped by the gate.',
      letterDate(todayInDisplayZone()),
      'Sam Staff',
    ])
      expect(preview.body, text).toContain(text);
    expect(preview.body).not.toContain('Grace Granter');
    expect(preview.body).not.toContain('Tom Tenant');
    expect(preview.body).not.toContain('{{');

    const docx = await f.call('GET', `/api/letter/docx?${query}`, undefined, 'viewer');
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml.document');
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Notice-of-a-Potential-Violation-ViolationCase-${found.id}.docx"`,
    );
    expect(await documentXml(docx.rawPayload)).toContain('Mr. and Mrs. Alder Owen');
  });

  it("is to the instrument's Grantors when the property has no Owner", async () => {
    const p = await ownedProperty({ owner: null });
    const res = await f.call(
      'GET',
      `/api/letter/preview?templateId=${templateOf('annual').id}&propertyId=${p.propertyId}`,
      undefined,
      'viewer',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipients).toBe('Grace Granter, 1 Old Deed Rd, Free Union, VA 22940');
  });

  it('answers 400 for a case and a property both or neither, 404 for a missing case or template', async () => {
    const p = await ownedProperty();
    const id = templateOf('annual').id;
    for (const query of [
      `templateId=${id}`,
      `templateId=${id}&caseId=1&propertyId=${p.propertyId}`,
      'propertyId=1',
    ]) {
      const res = await f.call('GET', `/api/letter/preview?${query}`, undefined, 'viewer');
      expect(res.statusCode, query).toBe(400);
    }
    const missingCase = await f.call(
      'GET',
      `/api/letter/preview?templateId=${id}&caseId=99999999`,
      undefined,
      'viewer',
    );
    expect(missingCase.statusCode).toBe(404);
    const missingTemplate = await f.call(
      'GET',
      `/api/letter/preview?templateId=99999999&propertyId=${p.propertyId}`,
      undefined,
      'viewer',
    );
    expect(missingTemplate.statusCode).toBe(400);
    expect(missingTemplate.json().fieldErrors).toEqual({ templateId: [letterMessages.templateNotFound] });
  });
});

describe('a letter recorded as sent', () => {
  it('keeps the text as sent on the case and its property, re-downloadable, audited and in History', async () => {
    const p = await ownedProperty();
    const found = await openCase(p.propertyId);
    const input = { templateId: templateOf('violationNotice').id, caseId: found.id, sentOn: '05/04/2026' };
    const viewer = await f.call('POST', '/api/letter/send', input, 'viewer');
    expect(viewer.statusCode).toBe(403);
    const res = await f.call('POST', '/api/letter/send', input);
    expect(res.statusCode, res.body).toBe(200);
    const letter = res.json() as Letter;
    expect(letter).toMatchObject({
      caseId: found.id,
      propertyId: p.propertyId,
      templateName: 'Notice of a Potential Violation',
      kind: 'violationNotice',
      sentOn: '2026-05-04',
      sentByName: 'Sam Staff',
      recipients: 'Mr. and Mrs. Alder Owen, 12 Mill Lane, Free Union, VA 22940',
    });
    // {{Today}} is the date the letter was sent.
    expect(letter.body.startsWith('May 4, 2026')).toBe(true);

    // The template changes afterwards; the letter kept stays as it was sent.
    const template = templateOf('violationNotice');
    const changed = await f.call(
      'POST',
      '/api/letterTemplates/update',
      { ...template, body: `${template.body}\nP.S. Changed later.` },
      'admin',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    templates = (await f.call('GET', '/api/letterTemplates', undefined, 'viewer')).json();

    const onCase = (await f.call('GET', `/api/case/${found.id}/letters`, undefined, 'viewer')).json();
    const onProperty = (
      await f.call('GET', `/api/property/${p.propertyId}/letters`, undefined, 'viewer')
    ).json();
    expect(onCase).toEqual([letter]);
    expect(onProperty).toEqual([letter]);
    const again = await f.call('GET', `/api/letter/${letter.id}/docx`, undefined, 'viewer');
    expect(again.statusCode).toBe(200);
    const xml = await documentXml(again.rawPayload);
    expect(xml).toContain('Mr. and Mrs. Alder Owen');
    expect(xml).not.toContain('Changed later');

    expect(await historyLetter(p.propertyId)).toMatchObject({
      action: 'created',
      subject: 'Notice of a Potential Violation',
    });
  });

  it('is on the property alone when made for the property', async () => {
    const p = await ownedProperty();
    const res = await f.call('POST', '/api/letter/send', {
      templateId: templateOf('annual').id,
      propertyId: p.propertyId,
      sentOn: '2026-01-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caseId: null, propertyId: p.propertyId, kind: 'annual' });
    expect(res.json().body).toContain('Willow Run, protected by CE-');
  });

  it('refuses a future date, a missing subject and a missing template with 400, writing nothing', async () => {
    const p = await ownedProperty();
    const before = (await t.db.select({ n: count() }).from(s.letters))[0].n;
    const id = templateOf('annual').id;
    for (const bad of [
      { templateId: id, propertyId: p.propertyId, sentOn: '2999-01-01' },
      { templateId: id, sentOn: '2026-01-01' },
      { templateId: 99999999, propertyId: p.propertyId, sentOn: '2026-01-01' },
      { templateId: id, propertyId: p.propertyId, sentOn: 'soon' },
    ]) {
      const res = await f.call('POST', '/api/letter/send', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const missing = await f.call('POST', '/api/letter/send', {
      templateId: id,
      propertyId: 99999999,
      sentOn: '2026-01-01',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.db.select({ n: count() }).from(s.letters))[0].n).toBe(before);
    expect(await f.call('GET', '/api/letter/99999999/docx', undefined, 'viewer')).toMatchObject({
      statusCode: 404,
    });
  });

  it('are deleted with their property, each audited', async () => {
    const p = await ownedProperty();
    await t.db.insert(s.properties).values({ projectId: p.projectId, name: 'Kept Tract', statusId: 1 });
    // Only an inactive property may be deleted.
    await t.db.update(s.properties).set({ statusId: 2 }).where(eq(s.properties.id, p.propertyId));
    await t.db.delete(s.propertyInstruments).where(eq(s.propertyInstruments.propertyId, p.propertyId));
    const found = await openCase(p.propertyId);
    const sent = await f.call('POST', '/api/letter/send', {
      templateId: templateOf('violationNotice').id,
      caseId: found.id,
      sentOn: '2026-05-04',
    });
    expect(sent.statusCode).toBe(200);
    const res = await deleteProperty(p.propertyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await deletesAudited(sent.json().id)).toBe(1);
  });
});

/** A request for a new dwelling on the property, under its instrument, reviewed and approved with conditions. */
const decidedRequest = async (p: { propertyId: number; instrumentId: number }) => {
  const made = await f.call('POST', '/api/ownerRequest/create', {
    propertyId: p.propertyId,
    kindId: 1,
    receivedOn: '2026-05-01',
    requestedById: null,
    instrumentIds: [p.instrumentId],
    description: 'A second house by the lane.',
    noticePeriodDays: null,
    dwellingUnits: 0,
    finishedArea: 0,
    imperviousArea: 0,
  });
  expect(made.statusCode, made.body).toBe(200);
  let found = made.json() as OwnerRequest;
  for (const [statusId, on, note] of [
    [RequestStatus.UnderReview, '2026-05-03', 'Site plan received.'],
    [RequestStatus.ApprovedWithConditions, '2026-05-20', 'The house stays inside the building envelope.'],
  ] as const) {
    const res = await f.call('POST', '/api/ownerRequest/step', {
      requestId: found.id,
      version: found.version,
      statusId,
      on,
      note,
    });
    expect(res.statusCode, res.body).toBe(200);
    found = res.json() as OwnerRequest;
  }
  return found;
};

describe("an owner's request's decision letter", () => {
  it('fills the request placeholders: kind, receipt, decision, its date and its conditions', async () => {
    const p = await ownedProperty();
    const request = await decidedRequest(p);
    const query = `templateId=${templateOf('requestDecision').id}&requestId=${request.id}`;
    const res = await f.call('GET', `/api/letter/preview?${query}`, undefined, 'viewer');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      templateName: "Decision on an Owner's Request",
      kind: 'requestDecision',
      recipients: 'Mr. and Mrs. Alder Owen, 12 Mill Lane, Free Union, VA 22940',
    });
    for (const text of [
      'Dear Mr. and Mrs. Alder Owen,',
      `Willow Run (Property ${p.propertyId}), CE-${p.propertyId}`,
      `your request of May 1, 2026 to exercise a right reserved by the conservation easement on Willow Run: New dwelling (Owner Request ${request.id})`,
      'A second house by the lane.',
      'Our decision of May 20, 2026: Approved with conditions.',
      'The house stays inside the building envelope.',
      'Sam Staff',
    ])
      expect(preview.body, text).toContain(text);
    expect(preview.body).not.toContain('{{');

    const docx = await f.call('GET', `/api/letter/docx?${query}`, undefined, 'viewer');
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Decision-on-an-Owner-s-Request-OwnerRequest-${request.id}.docx"`,
    );
    expect(await documentXml(docx.rawPayload)).toContain('New dwelling');
  });

  it('reads the status while undecided, with no decision date or note', async () => {
    const p = await ownedProperty();
    const made = await f.call('POST', '/api/ownerRequest/create', {
      propertyId: p.propertyId,
      kindId: 3,
      receivedOn: '2026-06-01',
      requestedById: null,
      instrumentIds: [],
      description: 'Thinning under the forestry plan.',
      noticePeriodDays: null,
      dwellingUnits: 0,
      finishedArea: 0,
      imperviousArea: 0,
    });
    expect(made.statusCode, made.body).toBe(200);
    const template = await f.call(
      'POST',
      '/api/letterTemplates/create',
      {
        name: `Request Status ${made.json().id}`,
        kind: 'requestDecision',
        body: '{{Request Kind}}|{{Received On}}|{{Decision}}|{{Decided On}}|{{Decision Note}}|{{Case ID}}',
      },
      'admin',
    );
    expect(template.statusCode, template.body).toBe(200);
    const res = await f.call(
      'GET',
      `/api/letter/preview?templateId=${template.json().id}&requestId=${made.json().id}`,
      undefined,
      'viewer',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toBe('Timber harvest under a plan|June 1, 2026|Received|||');
    // A property's letter leaves a request's placeholders empty.
    const onProperty = await f.call(
      'GET',
      `/api/letter/preview?templateId=${template.json().id}&propertyId=${p.propertyId}`,
      undefined,
      'viewer',
    );
    expect(onProperty.json().body).toBe('|||||');
  });

  it('is recorded as sent on the request and its property, re-downloadable, audited and in History', async () => {
    const p = await ownedProperty();
    const request = await decidedRequest(p);
    const input = {
      templateId: templateOf('requestDecision').id,
      requestId: request.id,
      sentOn: '05/21/2026',
    };
    const before = await auditCount('letters');
    const viewer = await f.call('POST', '/api/letter/send', input, 'viewer');
    expect(viewer.statusCode).toBe(403);
    const res = await f.call('POST', '/api/letter/send', input);
    expect(res.statusCode, res.body).toBe(200);
    const letter = res.json() as Letter;
    expect(letter).toMatchObject({
      requestId: request.id,
      caseId: null,
      propertyId: p.propertyId,
      kind: 'requestDecision',
      sentOn: '2026-05-21',
      sentByName: 'Sam Staff',
    });
    expect(letter.body.startsWith('May 21, 2026')).toBe(true);
    expect(await auditCount('letters')).toBe(before + 1);
    const onRequest = await f.call('GET', `/api/ownerRequest/${request.id}/letters`, undefined, 'viewer');
    expect(onRequest.statusCode).toBe(200);
    expect(onRequest.json()).toEqual([letter]);
    const onProperty = await f.call('GET', `/api/property/${p.propertyId}/letters`, undefined, 'viewer');
    expect(onProperty.json()).toEqual([letter]);
    const again = await f.call('GET', `/api/letter/${letter.id}/docx`, undefined, 'viewer');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toBe(
      `attachment; filename="Decision-on-an-Owner-s-Request-OwnerRequest-${request.id}-2026-05-21.docx"`,
    );
    expect(await documentXml(again.rawPayload)).toContain('New dwelling');
    expect(await historyLetter(p.propertyId)).toMatchObject({
      action: 'created',
      subject: "Decision on an Owner's Request",
    });
  });

  it('refuses two subjects, a missing request, a future date and a view-only list change; writes nothing', async () => {
    const p = await ownedProperty();
    const request = await decidedRequest(p);
    const found = await openCase(p.propertyId);
    const id = templateOf('requestDecision').id;
    const before = (await t.db.select({ n: count() }).from(s.letters))[0].n;
    for (const bad of [
      { templateId: id, requestId: request.id, caseId: found.id, sentOn: '2026-05-21' },
      { templateId: id, requestId: request.id, propertyId: p.propertyId, sentOn: '2026-05-21' },
      { templateId: id, requestId: request.id, sentOn: '2999-01-01' },
      { templateId: id, requestId: 'x', sentOn: '2026-05-21' },
    ]) {
      const res = await f.call('POST', '/api/letter/send', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const twoSubjects = await f.call(
      'GET',
      `/api/letter/preview?templateId=${id}&requestId=${request.id}&caseId=${found.id}`,
      undefined,
      'viewer',
    );
    expect(twoSubjects.statusCode).toBe(400);
    expect(twoSubjects.json().fieldErrors).toEqual({ caseId: [letterMessages.oneSubject] });
    const missing = await f.call('POST', '/api/letter/send', {
      templateId: id,
      requestId: 99999999,
      sentOn: '2026-05-21',
    });
    expect(missing.statusCode).toBe(404);
    expect(await f.call('GET', '/api/ownerRequest/99999999/letters', undefined, 'viewer')).toMatchObject({
      statusCode: 404,
    });
    expect((await t.db.select({ n: count() }).from(s.letters))[0].n).toBe(before);
    // The table keeps the rule too: a letter names a case or a request, never both.
    await expect(
      t.db.insert(s.letters).values({
        propertyId: p.propertyId,
        caseId: found.id,
        requestId: request.id,
        templateName: 'Both',
        kind: 'other',
        sentOn: '2026-05-21',
        recipients: '',
        body: 'Both',
        sentById: staffId,
      }),
    ).rejects.toThrow();
  });

  it('are deleted with their property before the request, each audited', async () => {
    const p = await ownedProperty();
    const request = await decidedRequest(p);
    const sent = await f.call('POST', '/api/letter/send', {
      templateId: templateOf('requestDecision').id,
      requestId: request.id,
      sentOn: '2026-05-21',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.db.insert(s.properties).values({ projectId: p.projectId, name: 'Kept Tract', statusId: 1 });
    await t.db.update(s.properties).set({ statusId: 2 }).where(eq(s.properties.id, p.propertyId));
    await t.db.delete(s.ownerRequestInstruments).where(eq(s.ownerRequestInstruments.requestId, request.id));
    await t.db.delete(s.propertyInstruments).where(eq(s.propertyInstruments.propertyId, p.propertyId));
    const res = await deleteProperty(p.propertyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await deletesAudited(sent.json().id)).toBe(1);
  });
});

describe('mail merge', () => {
  it('writes a letter for each instrument of a staff lead, as one docx or a zip of one per letter', async () => {
    const leadId = await f.otherUserId([staffId]);
    const a = await ownedProperty({ owner: 'Ann Alder' });
    const b = await ownedProperty({ owner: 'Ben Birch' });
    await t.db.update(s.instruments).set({ staffLeadId: leadId }).where(eq(s.instruments.id, a.instrumentId));
    await t.db.update(s.instruments).set({ staffLeadId: leadId }).where(eq(s.instruments.id, b.instrumentId));
    const input = {
      templateId: templateOf('annual').id,
      source: 'staffLead',
      staffLeadId: leadId,
      format: 'docx',
    };
    const viewer = await f.call('POST', '/api/letter/merge', input, 'viewer');
    expect(viewer.statusCode).toBe(403);
    const one = await f.call('POST', '/api/letter/merge', input);
    expect(one.statusCode, one.body).toBe(200);
    // The lead may lead instruments other tests made too.
    const made = await t.db
      .select({ n: count() })
      .from(s.instruments)
      .where(eq(s.instruments.staffLeadId, leadId));
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="Annual-Landowner-Letter-${made[0].n}-Letters.docx"`,
    );
    const xml = await documentXml(one.rawPayload);
    expect(xml).toContain('Ann Alder');
    expect(xml).toContain('Ben Birch');
    // Each letter its own section: a page break between them.
    expect(xml.match(/<w:sectPr/g)).toHaveLength(made[0].n);

    const zipped = await f.call('POST', '/api/letter/merge', { ...input, format: 'zip' });
    expect(zipped.statusCode, zipped.body).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(made[0].n);
    const last = names[names.length - 1];
    expect(last).toMatch(new RegExp(`^0*${made[0].n}-Instrument-${b.instrumentId}\\.docx$`));
    const inner = await JSZip.loadAsync((await zip.file(last)?.async('nodebuffer')) ?? Buffer.alloc(0));
    expect(await inner.file('word/document.xml')?.async('string')).toContain('Ben Birch');
  });

  it("writes a letter for each of a search's results, skipping ids gone since", async () => {
    const a = await ownedProperty({ owner: 'Cora Cedar' });
    const res = await f.call('POST', '/api/letter/merge', {
      templateId: templateOf('newOwner').id,
      source: 'Property',
      ids: [a.propertyId, 99999999],
      format: 'docx',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentXml(res.rawPayload)).toContain('Cora Cedar');
  });

  const letterRows = () =>
    t.db
      .select({ n: count() })
      .from(s.letters)
      .then(([r]) => r.n);

  it('records each letter as sent on its property when given the date, audited and in History', async () => {
    const a = await ownedProperty({ owner: 'Dora Dogwood' });
    const b = await ownedProperty({ owner: 'Eli Elm' });
    const input = {
      templateId: templateOf('annual').id,
      source: 'Property',
      ids: [a.propertyId, b.propertyId],
      format: 'docx',
      sentOn: '05/04/2026',
    };
    const before = await letterRows();
    const audits = await auditCount('letters');
    const viewer = await f.call('POST', '/api/letter/merge', input, 'viewer');
    expect(viewer.statusCode).toBe(403);
    const res = await f.call('POST', '/api/letter/merge', input);
    expect(res.statusCode, res.body).toBe(200);
    // {{Today}} is the date sent, in the file as in the letters kept.
    const xml = await documentXml(res.rawPayload);
    expect(xml).toContain('May 4, 2026');
    expect(await letterRows()).toBe(before + 2);
    expect(await auditCount('letters')).toBe(audits + 2);
    for (const [p, owner] of [
      [a, 'Dora Dogwood'],
      [b, 'Eli Elm'],
    ] as const) {
      const kept = (await f.call('GET', `/api/property/${p.propertyId}/letters`, undefined, 'viewer')).json();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        propertyId: p.propertyId,
        caseId: null,
        requestId: null,
        templateName: 'Annual Landowner Letter',
        kind: 'annual',
        sentOn: '2026-05-04',
        sentByName: 'Sam Staff',
      });
      expect(kept[0].recipients).toContain(owner);
      expect(kept[0].body.startsWith('May 4, 2026')).toBe(true);
      const again = await f.call('GET', `/api/letter/${kept[0].id}/docx`, undefined, 'viewer');
      expect(await documentXml(again.rawPayload)).toContain(owner);
    }
    expect(await historyLetter(b.propertyId)).toMatchObject({
      action: 'created',
      subject: 'Annual Landowner Letter',
    });
  });

  it("keeps an instrument's letter on the first property it covers; refuses one that covers none", async () => {
    const a = await ownedProperty({ owner: 'Fay Fir' });
    const [bare] = await t.db
      .insert(s.instruments)
      .values({ projectId: a.projectId, statusId: 1, agreementTypeId: 1 })
      .returning();
    const input = {
      templateId: templateOf('annual').id,
      source: 'Instrument',
      ids: [a.instrumentId, bare.id],
      format: 'zip',
      sentOn: '2026-05-04',
    };
    const before = await letterRows();
    const refused = await f.call('POST', '/api/letter/merge', input);
    expect(refused.statusCode).toBe(400);
    const message = letterMessages.mergeNoProperty([bare.id]);
    expect(refused.json()).toEqual({ message, fieldErrors: { sentOn: [message] } });
    expect(await letterRows()).toBe(before);
    // Without the date the same set merges, recording nothing (a draft run).
    const draft = await f.call('POST', '/api/letter/merge', { ...input, sentOn: null });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await letterRows()).toBe(before);
    const kept = await f.call('POST', '/api/letter/merge', { ...input, ids: [a.instrumentId] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await letterRows()).toBe(before + 1);
    const onProperty = (
      await f.call('GET', `/api/property/${a.propertyId}/letters`, undefined, 'viewer')
    ).json();
    expect(onProperty[0]).toMatchObject({ propertyId: a.propertyId, sentOn: '2026-05-04' });
  });

  it('refuses a future or malformed date with 400 and leaves nothing when the save fails midway', async () => {
    const a = await ownedProperty();
    const b = await ownedProperty();
    const input = {
      templateId: templateOf('annual').id,
      source: 'Property',
      ids: [a.propertyId, b.propertyId],
      format: 'docx',
    };
    const before = await letterRows();
    for (const sentOn of ['2999-01-01', 'soon']) {
      const res = await f.call('POST', '/api/letter/merge', { ...input, sentOn });
      expect(res.statusCode, sentOn).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['sentOn']);
    }
    // The letters are inserted, then their audit fails: the transaction keeps none of them.
    await t.db.execute(sql`
      create function refuse_letter_audit() returns trigger language plpgsql as $$
      begin
        if new.table_name = 'letters' then raise exception 'audit refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_letter_audit before insert on audit_log for each row execute function refuse_letter_audit()`,
    );
    try {
      const failed = await f.call('POST', '/api/letter/merge', { ...input, sentOn: '2026-05-04' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_letter_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_letter_audit()`);
    }
    expect(await letterRows()).toBe(before);
  });

  it('refuses more than 2,000 letters, an empty set and bad input with 400', async () => {
    const ids = Array.from({ length: 2001 }, (_, i) => i + 1);
    const id = templateOf('annual').id;
    const many = await f.call('POST', '/api/letter/merge', {
      templateId: id,
      source: 'Instrument',
      ids,
      format: 'zip',
    });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ message: letterMessages.tooManyLetters(2001) });
    expect(many.json().message).toContain('at most 2,000 letters; this set has 2,001');
    const empty = await f.call('POST', '/api/letter/merge', {
      templateId: id,
      source: 'Property',
      ids: [99999999],
      format: 'docx',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: letterMessages.mergeEmpty });
    for (const bad of [
      { templateId: id, source: 'staffLead', format: 'docx' },
      { templateId: id, source: 'Property', ids: [1], format: 'pdf' },
      { templateId: id, source: 'Contact', ids: [1], format: 'docx' },
      {
        templateId: id,
        source: 'Property',
        ids: Array.from({ length: 10_001 }, (_, i) => i + 1),
        format: 'docx',
      },
    ]) {
      const res = await f.call('POST', '/api/letter/merge', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });
});
