import { EventType, InstrumentStatus, instrumentMessages, ReviewStatus } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createProjectViaApi,
  fixtures,
  someContact,
  tableCounts,
} from '../projects/project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

type Who = 'admin' | 'staff' | 'viewer';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Who = 'staff',
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers: t.auth(t.tokens[who]), payload });

type Instrument = {
  id: number;
  version: number;
  projectId: number;
  statusId: number;
  tagTypeIds: number[];
  specificTermIds: number[];
  uniqueTerms: { id: number; description: string }[];
  executedDate: string | null;
  localityId: number | null;
  associatedPropertyIds: number[];
  associatedProperties: {
    propertyId: number;
    projectId: number;
    propertyAcres: number | null;
    dwellingsAllowed: number | null;
  }[];
  events: { id: number; eventTypeId: number }[];
};
const getInstrument = async (id: number) => (await call('GET', `instrument/${id}`)).json() as Instrument;

/** A new project through the API: its first instrument (Pending) and property. */
const newProject = async () => {
  const projectId = await createProjectViaApi(t);
  const [list] = (await call('GET', `project/${projectId}/instruments`)).json() as { id: number }[];
  const instrument = await getInstrument(list.id);
  return { projectId, instrumentId: list.id, propertyId: instrument.associatedPropertyIds[0], instrument };
};

/** The update body of an instrument as the details form sends it. */
const updateBody = (i: Instrument, patch: Record<string, unknown> = {}) => ({
  id: i.id,
  version: i.version,
  statusId: i.statusId,
  agreementTypeId: 2,
  tagTypeIds: i.tagTypeIds,
  specificTermIds: i.specificTermIds,
  uniqueTerms: i.uniqueTerms,
  ...patch,
});

describe('GET project/{id}/instruments and instrument/{id}', () => {
  it('lists the project instruments with their titles, status then newest first; any role may read', async () => {
    const { projectId, instrumentId, propertyId } = await newProject();
    const executed = await f.instrument({
      projectId,
      executedDate: '2019-05-01',
      recordedDate: '2018-01-01',
    });
    const recorded = await f.instrument({
      projectId,
      statusId: InstrumentStatus.Inactive,
      recordedDate: '2017-03-02',
    });
    const res = await call('GET', `project/${projectId}/instruments`, 'viewer');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((i: { id: number; title: string; statusId: number }) => [i.id, i.title, i.statusId]),
    ).toEqual([
      [instrumentId, String(instrumentId), 1],
      [executed.id, `${executed.id} - 2019`, 2],
      [recorded.id, `${recorded.id} - 2017`, 3],
    ]);
    const one = await call('GET', `instrument/${instrumentId}`, 'viewer');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: instrumentId,
      projectId,
      primaryProject: { id: projectId, name: 'Walnut Hollow Farm' },
      statusId: 1,
      statusName: 'Pending',
      agreementTypeId: 2,
      associatedPropertyIds: [propertyId],
      associatedProperties: [{ propertyId, propertyAcres: null, dwellingsAllowed: null }],
      staffLeadName: expect.any(String),
    });
  });

  it('answers 404 for an unknown instrument or project', async () => {
    expect((await call('GET', 'instrument/999999')).json()).toEqual({ message: 'Instrument not found.' });
    expect((await call('GET', 'project/999999/instruments')).statusCode).toBe(404);
    expect((await call('GET', 'instrument/abc')).statusCode).toBe(400);
  });
});

describe('POST instrument/create', () => {
  it('creates a Pending instrument with its primary contact (Grantor) and properties, cross-project ones too', async () => {
    const { projectId, propertyId } = await newProject();
    const other = await newProject();
    const contact = await someContact(t.db);
    const res = await call('POST', 'instrument/create', 'staff', {
      projectId,
      agreementTypeId: 1,
      primaryContactCrmId: contact.crmId,
      associatedPropertyIds: [propertyId, other.propertyId],
      notes: 'Second easement on the home tract.',
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const created = await getInstrument(id);
    expect(created).toMatchObject({ projectId, statusId: InstrumentStatus.Pending, agreementTypeId: 1 });
    expect(created.associatedProperties.map((p) => [p.propertyId, p.projectId])).toEqual([
      [propertyId, projectId],
      [other.propertyId, other.projectId],
    ]);
    const links = await t.db.select().from(s.contactLinks).where(eq(s.contactLinks.instrumentId, id));
    expect(links.map((l) => l.contactId)).toEqual([contact.id]);
  });

  it("takes its locality from its first own property's primary locality, whichever that is", async () => {
    const contact = await someContact(t.db);
    for (const primaryLocalityId of [17, 60, 125]) {
      const projectId = await createProjectViaApi(t, {
        property: { name: 'Ridge Tract', primaryLocalityId, additionalLocalityIds: [5] },
      });
      const [first] = (await call('GET', `project/${projectId}/instruments`)).json() as { id: number }[];
      const { associatedPropertyIds } = await getInstrument(first.id);
      const res = await call('POST', 'instrument/create', 'staff', {
        projectId,
        agreementTypeId: 1,
        primaryContactCrmId: contact.crmId,
        associatedPropertyIds,
      });
      expect(res.statusCode).toBe(200);
      expect((await getInstrument(res.json().id)).localityId).toBe(primaryLocalityId);
    }
  });

  it('refuses a missing contact, no property or an unknown one with nothing saved; view-only users get 403', async () => {
    const { projectId, propertyId } = await newProject();
    const before = await tableCounts(t.db);
    const body = {
      projectId,
      agreementTypeId: 1,
      primaryContactCrmId: '',
      associatedPropertyIds: [propertyId],
    };
    const noContact = await call('POST', 'instrument/create', 'staff', body);
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().message).toBe('Primary Contact is required.');
    const contact = await someContact(t.db);
    const noProperty = await call('POST', 'instrument/create', 'staff', {
      ...body,
      primaryContactCrmId: contact.crmId,
      associatedPropertyIds: [],
    });
    expect(noProperty.json().message).toBe('At least one Associated Property is required.');
    const unknown = await call('POST', 'instrument/create', 'staff', {
      ...body,
      primaryContactCrmId: contact.crmId,
      associatedPropertyIds: [propertyId, 999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      'associatedPropertyIds.1': ['Property was not found or is not Current.'],
    });
    expect(
      (await call('POST', 'instrument/create', 'viewer', { ...body, primaryContactCrmId: contact.crmId }))
        .statusCode,
    ).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

describe('PUT instrument/update', () => {
  it('refuses each invalid field with the rule message and changes nothing', async () => {
    const { instrument } = await newProject();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { instrumentNumber: 'x'.repeat(19) },
        'instrumentNumber',
        'The Instrument Number field may not be greater than 18 characters.',
      ],
      [{ deedBookPage: '1234567/1' }, 'deedBookPage', instrumentMessages.deedBookPageFormat],
      [
        { notes: 'n'.repeat(1501) },
        'notes',
        'The Instrument Notes field may not be greater than 1500 characters.',
      ],
      [
        { uniqueTerms: Array.from({ length: 6 }, () => ({ description: 'A term' })) },
        'uniqueTerms',
        'No more than 5 Unique Terms are allowed.',
      ],
      [
        { uniqueTerms: [{ description: 'u'.repeat(101) }] },
        'uniqueTerms.0.description',
        'The Unique Term field may not be greater than 100 characters.',
      ],
      [
        { tagTypeIds: [999999] },
        'tagTypeIds.0',
        'The selected Instrument Tag is no longer offered. Choose another one.',
      ],
      [
        { specificTermIds: [999999] },
        'specificTermIds.0',
        'The selected Specific Term is no longer offered. Choose another one.',
      ],
      [
        { requestNoticePeriodDays: 0 },
        'requestNoticePeriodDays',
        'Request Notice Period (days) must be between 1 and 365.',
      ],
      [
        { requestNoticePeriodDays: 366 },
        'requestNoticePeriodDays',
        'Request Notice Period (days) must be between 1 and 365.',
      ],
      [
        { requestNoticePeriodDays: '7.5' },
        'requestNoticePeriodDays',
        'The Request Notice Period (days) field must be a whole number.',
      ],
    ];
    const before = await tableCounts(t.db);
    for (const [patch, field, message] of cases) {
      const res = await call('PUT', 'instrument/update', 'staff', updateBody(instrument, patch));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field]).toEqual([message]);
    }
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await call('PUT', 'instrument/update', 'viewer', updateBody(instrument))).statusCode).toBe(403);
  });

  it('saves the details, tags, specific terms and unique terms; a stale version is a 409', async () => {
    const { instrument } = await newProject();
    const res = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(instrument, {
        instrumentNumber: 'DB-2024-17',
        deedBookPage: '123/45',
        typeId: 1,
        localityId: 3,
        tagTypeIds: [1],
        specificTermIds: [1, 2],
        uniqueTerms: [{ description: 'No cell towers' }, { description: 'Keep the stone walls' }],
        conservationValuesStatement: 'Prime farmland along Walnut Run.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Instrument & Record<string, unknown>;
    expect(saved).toMatchObject({
      version: instrument.version + 1,
      instrumentNumber: 'DB-2024-17',
      deedBookPage: '123/45',
      typeId: 1,
      tagTypeIds: [1],
      specificTermIds: [1, 2],
      conservationValuesStatement: 'Prime farmland along Walnut Run.',
      events: [],
    });
    expect(saved.uniqueTerms.map((u) => u.description)).toEqual(['No cell towers', 'Keep the stone walls']);
    // Edit one term, drop the other, add a third.
    const again = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(saved, {
        uniqueTerms: [{ id: saved.uniqueTerms[0].id, description: 'No towers' }, { description: 'Third' }],
        tagTypeIds: [],
      }),
    );
    expect(again.json().uniqueTerms).toEqual([
      { id: saved.uniqueTerms[0].id, description: 'No towers' },
      { id: expect.any(Number), description: 'Third' },
    ]);
    expect(again.json().tagTypeIds).toEqual([]);
    const stale = await call('PUT', 'instrument/update', 'staff', updateBody(saved));
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a Request Notice Period (days), blank for none, audited with its label; view-only users get 403', async () => {
    const { instrument } = await newProject();
    const label = 'Request Notice Period (days)';
    const save = (who: Who, requestNoticePeriodDays: unknown) =>
      call('PUT', 'instrument/update', who, updateBody(instrument, { requestNoticePeriodDays }));
    expect((await save('viewer', 45)).statusCode).toBe(403);
    const saved = await save('staff', '45');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requestNoticePeriodDays).toBe(45);
    expect((await call('GET', `instrument/${instrument.id}`, 'viewer')).json().requestNoticePeriodDays).toBe(
      45,
    );
    const history = await call('GET', `instrument/${instrument.id}/history`, 'viewer');
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain(label);

    const cleared = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(saved.json(), { requestNoticePeriodDays: '' }),
    );
    expect(cleared.json().requestNoticePeriodDays).toBeNull();
  });

  it('moves to Active only with an Executed event, saved with the instrument', async () => {
    const { instrument } = await newProject();
    const refused = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(instrument, { statusId: InstrumentStatus.Active }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: instrumentMessages.executedEventRequired,
      fieldErrors: { events: [instrumentMessages.executedEventRequired] },
    });
    const res = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(instrument, {
        statusId: InstrumentStatus.Active,
        events: [{ eventTypeId: EventType.Executed, date: '03/15/2024', notes: 'Signed at the courthouse.' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Instrument;
    expect(saved).toMatchObject({ statusId: 2, executedDate: '2024-03-15' });
    expect(saved.events).toEqual([
      { id: expect.any(Number), eventTypeId: 9, date: expect.stringMatching(/^2024-03-15T/) },
    ]);
    const [event] = await t.db.select().from(s.events).where(eq(s.events.id, saved.events[0].id));
    expect(event).toMatchObject({
      instrumentId: instrument.id,
      eventTypeId: 9,
      notes: 'Signed at the courthouse.',
    });
    // Already Active: no event needed for other changes.
    const next = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(saved, { notes: 'Recorded next week.' }),
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().events).toEqual([]);
  });

  it('refuses Active while a review is open', async () => {
    const { instrument } = await newProject();
    await f.review({ instrumentId: instrument.id, reviewStatusId: ReviewStatus.Open });
    const before = await tableCounts(t.db);
    const res = await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(instrument, {
        statusId: InstrumentStatus.Active,
        events: [{ eventTypeId: EventType.Executed, date: '03/15/2024', notes: null }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Status cannot be set to Active if there are Open Reviews.');
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

describe('PUT instrument/associatePropertiesToInstrument', () => {
  it('sets each property values, adds cross-project properties and removes the ones left out', async () => {
    const { instrument, propertyId, projectId } = await newProject();
    const second = await f.property({ projectId });
    const other = await newProject();
    const link = (id: number, patch: Record<string, unknown> = {}) => ({
      propertyId: id,
      propertyAcres: '10.1234',
      futurePropertiesAllowed: null,
      dwellingsAllowed: 2,
      finishedAreaAllowed: 4500,
      imperviousAreaAllowed: null,
      ...patch,
    });
    const res = await call('PUT', 'instrument/associatePropertiesToInstrument', 'staff', {
      id: instrument.id,
      version: instrument.version,
      isAssociatedPropertyUpdate: true,
      propertyInstruments: [
        link(propertyId),
        link(second.id, { propertyAcres: 3 }),
        link(other.propertyId, { propertyAcres: 50 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Instrument;
    expect(
      saved.associatedProperties.map((p) => [p.propertyId, p.propertyAcres, p.dwellingsAllowed]),
    ).toEqual([
      // Same project first, then status, acres (none calculated yet), id descending.
      [second.id, 3, 2],
      [propertyId, 10.1234, 2],
      [other.propertyId, 50, 2],
    ]);
    const removed = await call('PUT', 'instrument/associatePropertiesToInstrument', 'staff', {
      id: saved.id,
      version: saved.version,
      propertyInstruments: [link(propertyId, { dwellingsAllowed: null })],
    });
    expect(removed.json().associatedProperties).toEqual([
      expect.objectContaining({ propertyId, dwellingsAllowed: null }),
    ]);
  });

  it('refuses bad values and unknown properties with nothing changed', async () => {
    const { instrument, propertyId } = await newProject();
    const base = {
      propertyId,
      propertyAcres: 1,
      futurePropertiesAllowed: 0,
      dwellingsAllowed: 0,
      finishedAreaAllowed: 0,
      imperviousAreaAllowed: 0,
    };
    const before = await tableCounts(t.db);
    const cases: [unknown[], string][] = [
      [
        [{ ...base, propertyAcres: '1.12345' }],
        'The Impacted Acres field must be numeric and may contain up to 4 decimal places.',
      ],
      [[{ ...base, propertyAcres: -1 }], 'The Impacted Acres field must be 0 or more.'],
      [[{ ...base, dwellingsAllowed: 1.5 }], 'The Dwellings Allowed field must be a whole number.'],
      [[{ ...base, imperviousAreaAllowed: '' }], 'The Impervious Area Allowed field is required.'],
      [[], 'At least one Associated Property is required.'],
      [[base, { ...base, propertyId: 999999 }], 'Property was not found or is not Current.'],
    ];
    for (const [propertyInstruments, message] of cases) {
      const res = await call('PUT', 'instrument/associatePropertiesToInstrument', 'staff', {
        id: instrument.id,
        version: instrument.version,
        propertyInstruments,
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

describe('DELETE instrument/delete/{id}', () => {
  it('is Admin only, and refused with the spec blockers in their order', async () => {
    const { projectId, instrumentId, propertyId } = await newProject();
    const expectBlocked = async (id: number, message: string) => {
      const res = await call('DELETE', `instrument/delete/${id}`, 'admin');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    };
    expect((await call('DELETE', `instrument/delete/${instrumentId}`, 'staff')).statusCode).toBe(403);
    expect((await call('DELETE', `instrument/delete/${instrumentId}`, 'viewer')).statusCode).toBe(403);
    await expectBlocked(
      instrumentId,
      'Project must have at least one instrument.  Can not delete the last instrument in the project',
    );
    const second = await f.instrument({ projectId, statusId: InstrumentStatus.Active });
    await expectBlocked(second.id, instrumentMessages.notInactive);
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, second.id));
    await expectBlocked(second.id, instrumentMessages.notOneProperty);
    await f.cover({ propertyId, instrumentId: second.id, propertyAcres: 0, dwellingsAllowed: 1 });
    await expectBlocked(second.id, instrumentMessages.valuesNotZero);
  });

  it('deletes an inactive instrument with everything under it, audited, in one go', async () => {
    const { projectId, propertyId } = await newProject();
    const doomed = await f.instrument({ projectId, statusId: InstrumentStatus.Inactive });
    await f.cover({ propertyId, instrumentId: doomed.id, propertyAcres: 0, dwellingsAllowed: null });
    await f.event({ instrumentId: doomed.id, eventTypeId: EventType.Executed, date: new Date('2020-01-01') });
    await f.review({ instrumentId: doomed.id, reviewStatusId: ReviewStatus.Complete });
    const contact = await someContact(t.db);
    const [link] = await t.db
      .insert(s.contactLinks)
      .values({ contactId: contact.id, projectId, instrumentId: doomed.id })
      .returning();
    await t.db.insert(s.contactLinkRoles).values({ contactLinkId: link.id, contactRoleId: 1 });
    await t.db.insert(s.instrumentTags).values({ instrumentId: doomed.id, tagTypeId: 1 });
    await t.db
      .insert(s.conservationPurposes)
      .values({ instrumentId: doomed.id, purposeId: 1, comments: 'Scenic views' });
    const res = await call('DELETE', `instrument/delete/${doomed.id}?version=${doomed.version}`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: doomed.id, notice: 'Folders in Box must be deleted manually.' });
    for (const table of [
      s.events,
      s.reviews,
      s.contactLinks,
      s.propertyInstruments,
      s.conservationPurposes,
      s.instrumentTags,
    ])
      expect(await t.db.select().from(table).where(eq(table.instrumentId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(s.instruments).where(eq(s.instruments.id, doomed.id))).toEqual([]);
    const deletedAudit = async (table: string, recordId: number) =>
      (
        await t.db
          .select({ id: s.auditLog.id })
          .from(s.auditLog)
          .where(
            and(
              eq(s.auditLog.action, 'delete'),
              eq(s.auditLog.tableName, table),
              eq(s.auditLog.recordId, recordId),
            ),
          )
      ).length;
    expect(await deletedAudit('instruments', doomed.id)).toBe(1);
    expect(await deletedAudit('contact_links', link.id)).toBe(1);
    expect(await deletedAudit('instrument_tags', doomed.id)).toBe(1);
  });
});

describe('PATCH instrument/{id}/updateDocumentFolder and GET instrument/staffLeadNames', () => {
  it('sets a numeric folder without bumping the version, and refuses other text', async () => {
    const { instrument } = await newProject();
    const res = await call('PATCH', `instrument/${instrument.id}/updateDocumentFolder`, 'staff', {
      folderId: '123456789',
    });
    expect(res.json()).toEqual({ id: instrument.id, documentFolderId: '123456789' });
    expect(await getInstrument(instrument.id)).toMatchObject({
      documentFolderId: '123456789',
      version: instrument.version,
    });
    const bad = await call('PATCH', `instrument/${instrument.id}/updateDocumentFolder`, 'staff', {
      folderId: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.folderId).toEqual([
      'The Box Folder ID field may only contain numeric characters.',
    ]);
    expect(
      (await call('PATCH', 'instrument/999999/updateDocumentFolder', 'staff', { folderId: '1' })).statusCode,
    ).toBe(404);
  });

  it('lists staff lead names once each, by name', async () => {
    await newProject();
    const names = (await call('GET', 'instrument/staffLeadNames', 'viewer')).json() as string[];
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('instrument tags', () => {
  type Tag = { id: number; name: string; usageCount: number; canEdit: boolean };
  const tags = async () => (await call('GET', 'instrument/tagtypes', 'admin')).json() as Tag[];

  it('an Admin adds, renames and deletes a tag; deleting removes it from every instrument', async () => {
    const created = await call('POST', 'instrument/updateOrCreateTagType', 'admin', {
      id: 0,
      name: 'Boundary Dispute',
    });
    expect(created.statusCode).toBe(200);
    const tag = created.json() as Tag;
    expect(tag).toMatchObject({ name: 'Boundary Dispute', usageCount: 0, canEdit: true });
    const alt = await call('POST', 'instrument/createTagType', 'admin', { name: 'Title Question' });
    expect(alt.json()).toMatchObject({ name: 'Title Question' });

    const renamed = await call('POST', 'instrument/updateOrCreateTagType', 'admin', {
      id: tag.id,
      name: 'Boundary Question',
    });
    expect(renamed.json()).toMatchObject({ id: tag.id, name: 'Boundary Question' });

    const { instrumentId } = await newProject();
    await t.db.insert(s.instrumentTags).values({ instrumentId, tagTypeId: tag.id });
    expect((await tags()).find((x) => x.id === tag.id)?.usageCount).toBe(1);

    const removed = await call('DELETE', `Instrument/deleteTagType/${tag.id}`, 'admin');
    expect(removed.statusCode).toBe(200);
    expect((await tags()).some((x) => x.id === tag.id)).toBe(false);
    expect((await getInstrument(instrumentId)).tagTypeIds).toEqual([]);
    expect((await call('DELETE', `instrument/deleteTagType/${alt.json().id}`, 'admin')).statusCode).toBe(200);
  });

  it('refuses the three name errors, fixed tags and non-admins', async () => {
    const post = (name: string, who: Who = 'admin', id: number | null = null) =>
      call('POST', 'instrument/updateOrCreateTagType', who, { id, name });
    const existing = (await tags()).find((x) => x.canEdit) as Tag;
    expect((await post('')).json()).toEqual({
      message: 'Tag name must be at least one character long.',
      fieldErrors: { name: ['Tag name must be at least one character long.'] },
    });
    expect((await post('x'.repeat(101))).json().message).toBe('Please shorten the tag name.');
    expect((await post(existing.name)).json().message).toBe(
      'This tag name already exists. Please enter a unique tag.',
    );
    expect((await post(existing.name.toUpperCase())).statusCode).toBe(200);
    expect((await post('Important', 'admin', 1)).statusCode).toBe(409);
    expect((await call('DELETE', 'Instrument/deleteTagType/1', 'admin')).statusCode).toBe(409);
    expect((await post('Staff Tag', 'staff')).statusCode).toBe(403);
    expect((await call('DELETE', `Instrument/deleteTagType/${existing.id}`, 'staff')).statusCode).toBe(403);
    expect((await post('Viewer Tag', 'viewer')).statusCode).toBe(403);
    expect((await call('DELETE', 'Instrument/deleteTagType/999999', 'admin')).statusCode).toBe(404);
  });
});

describe('GET instrument/{id}/ExportExcelEasmentReport', () => {
  it('downloads the Instrument Summary Output workbook with the instrument data', async () => {
    const { instrument, propertyId } = await newProject();
    await call(
      'PUT',
      'instrument/update',
      'staff',
      updateBody(instrument, { instrumentNumber: 'WH-1', uniqueTerms: [{ description: 'No towers' }] }),
    );
    await f.event({
      instrumentId: instrument.id,
      eventTypeId: EventType.Executed,
      date: new Date('2021-06-01T12:00:00Z'),
      notes: 'Executed at closing',
    });
    await f.review({ instrumentId: instrument.id, instructions: 'Check the baseline report.' });
    const res = await call('GET', `instrument/${instrument.id}/ExportExcelEasmentReport`, 'viewer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Instrument-${instrument.id}-SummaryOutput.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (name: string) =>
      (workbook.getWorksheet(name) as ExcelJS.Worksheet)
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    const details = values('Details');
    expect(details[0]).toEqual(['Instrument Summary Output']);
    expect(details).toContainEqual(['Instrument ID', instrument.id]);
    expect(details).toContainEqual(['Instrument Number', 'WH-1']);
    expect(details).toContainEqual(['Specific Terms', 'Unique Term - No towers']);
    expect(details).toContainEqual(['Request Notice Period (days)', 'None']);
    expect(values('Associated Properties')[1]).toEqual([
      propertyId,
      instrument.projectId,
      'Home Tract',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
    expect(values('Events')[1]).toEqual([
      expect.any(Number),
      'Executed',
      '06/01/2021',
      'Executed at closing',
    ]);
    expect(values('Open Reviews')[1]).toContain('Check the baseline report.');
    expect(values('Contacts')).toHaveLength(2);
    expect(values('Partnership Grants')[1]).toEqual([
      'No Partnership Grants have been added to this Instrument',
    ]);
    expect((await call('GET', 'instrument/999999/ExportExcelEasmentReport')).statusCode).toBe(404);
  });
});
