import {
  ErrorCode,
  hasPhoto,
  InstrumentStatus,
  type Project,
  type ProjectCreate,
  PropertyStatus,
  projectDeletedNotice,
  projectDeleteMessages,
  ServiceStatus,
  todayInDisplayZone,
} from '@app/domain';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  auditedIds,
  createProjectViaApi,
  fixtures,
  newProjectBody,
  someContact,
  tableCounts,
} from './project-fixtures.test-helper';
import { createProject } from './projects.service';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
let staff: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
  const [account] = await t.db.select().from(s.localAccounts).where(eq(s.localAccounts.username, 'staff'));
  // The staff user row exists once the token has been seen.
  await call('GET', '/api/users/me');
  staff = { id: (await f.userId(account.oid)) as number, name: account.name };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.tokens.staff) =>
  t.app.inject({ method, url, payload, headers: t.auth(token) });

const projectRow = async (id: number) =>
  (await t.db.select().from(s.projects).where(eq(s.projects.id, id)))[0];

describe('GET project/get/{id}', () => {
  it('answers the project with its status, people, totals over current properties and latest events', async () => {
    const id = await createProjectViaApi(t);
    const [first] = await t.db.select().from(s.properties).where(eq(s.properties.projectId, id));
    await t.db.update(s.properties).set({ calculatedAcres: 10.5 }).where(eq(s.properties.id, first.id));
    const second = await f.property({ projectId: id, calculatedAcres: 20.25, acres: 20 });
    await f.locality(second.id, 2, true); // Albemarle County again: named once
    await f.locality(second.id, 1, false); // Accomack County
    const inactive = await f.property({
      projectId: id,
      statusId: PropertyStatus.Inactive,
      calculatedAcres: 500,
    });
    await f.locality(inactive.id, 3, true); // Alexandria City: inactive properties do not count
    const [instrument] = await t.db.select().from(s.instruments).where(eq(s.instruments.projectId, id));
    const contact = await someContact(t.db);
    await t.db.insert(s.partnershipGrants).values({
      instrumentId: instrument.id,
      grantProgramId: 1,
      grantorContactId: contact.id,
      granteeContactId: contact.id,
    });
    const event = await f.event({
      instrumentId: instrument.id,
      eventTypeId: 2,
      date: new Date('2026-03-02T15:00:00Z'),
      notes: 'Approved',
      createdById: staff.id,
    });

    const res = await call('GET', `/api/project/get/${id}`, undefined, t.tokens.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const row = await projectRow(id);
    expect(res.json()).toEqual({
      id,
      name: 'Walnut Hollow Farm',
      status: 'Active',
      statusId: 1,
      description: 'Hardwood forest and pasture along Walnut Run.',
      createdByName: staff.name,
      createdAt: row.createdAt.toISOString(),
      lastEditedByName: staff.name,
      lastEditedAt: row.updatedAt.toISOString(),
      photoBoxId: null,
      documentFolderId: null,
      partnershipGrantsExist: true,
      latestEvents: [
        {
          id: event.id,
          eventTypeId: 2,
          eventTypeName: 'Board Approved',
          date: '2026-03-02T15:00:00.000Z',
          notes: 'Approved',
          createdByName: staff.name,
          instrumentId: instrument.id,
          serviceId: null,
        },
      ],
      acres: 30.75,
      localityName: 'Accomack County; Albemarle County; Amelia County; Arlington County',
      version: 1,
    });
  });

  it('has no acres, localities or grants for a project with no current property', async () => {
    const project = await f.project({ name: 'Empty Project' });
    await f.property({ projectId: project.id, statusId: PropertyStatus.Inactive, calculatedAcres: 40 });
    const body = (await call('GET', `/api/project/get/${project.id}`)).json() as Project;
    expect(body).toMatchObject({
      acres: null,
      localityName: null,
      partnershipGrantsExist: false,
      latestEvents: [],
      createdByName: null,
    });
  });

  it('answers 404 for a project that does not exist and 400 for an id that is no number', async () => {
    const missing = await call('GET', '/api/project/get/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Project not found.' });
    const bad = await call('GET', '/api/project/get/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The Project ID field may only contain numeric characters.');
  });
});

describe('POST project/create', () => {
  it('saves the project, its first instrument with the primary contact and its first property, audited', async () => {
    const contact = await someContact(t.db);
    const before = await tableCounts(t.db);
    const res = await call(
      'POST',
      '/api/project/create',
      await newProjectBody(t.db, { name: '  Laurel Branch Preserve ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };

    expect(await projectRow(id)).toMatchObject({
      name: 'Laurel Branch Preserve',
      description: 'Hardwood forest and pasture along Walnut Run.',
      statusId: 1,
      createdById: staff.id,
      lastEditedById: staff.id,
      version: 1,
    });
    const [instrument] = await t.db.select().from(s.instruments).where(eq(s.instruments.projectId, id));
    expect(instrument).toMatchObject({
      statusId: InstrumentStatus.Pending,
      agreementTypeId: 2,
      staffLeadId: staff.id,
      notes: 'Landowner wants to close before December.',
      openDate: todayInDisplayZone(),
      localityId: 2,
    });
    const links = await t.db
      .select({ link: s.contactLinks, roleId: s.contactLinkRoles.contactRoleId })
      .from(s.contactLinks)
      .innerJoin(s.contactLinkRoles, eq(s.contactLinkRoles.contactLinkId, s.contactLinks.id))
      .where(eq(s.contactLinks.instrumentId, instrument.id));
    expect(links).toEqual([
      {
        link: expect.objectContaining({ contactId: contact.id, projectId: id, instrumentId: instrument.id }),
        roleId: 1,
      },
    ]);
    const [property] = await t.db.select().from(s.properties).where(eq(s.properties.projectId, id));
    expect(property).toMatchObject({ name: 'Home Tract', statusId: PropertyStatus.Current });
    const localities = await t.db
      .select({ localityId: s.propertyLocalities.localityId, isPrimary: s.propertyLocalities.isPrimary })
      .from(s.propertyLocalities)
      .where(eq(s.propertyLocalities.propertyId, property.id))
      .orderBy(asc(s.propertyLocalities.id));
    expect(localities).toEqual([
      { localityId: 2, isPrimary: true },
      { localityId: 8, isPrimary: false },
      { localityId: 5, isPrimary: false },
    ]);
    const covers = await t.db
      .select()
      .from(s.propertyInstruments)
      .where(eq(s.propertyInstruments.instrumentId, instrument.id));
    expect(covers).toEqual([
      expect.objectContaining({ propertyId: property.id, dwellingsAllowed: null, propertyAcres: null }),
    ]);

    const after = await tableCounts(t.db);
    expect(after.projects - before.projects).toBe(1);
    expect(after.instruments - before.instruments).toBe(1);
    expect(after.properties - before.properties).toBe(1);
    expect(after.propertyLocalities - before.propertyLocalities).toBe(3);
    expect(await auditedIds(t.db, { table: 'projects', action: 'create', ids: [id] })).toEqual([id]);
    expect(await auditedIds(t.db, { table: 'instruments', action: 'create', ids: [instrument.id] })).toEqual([
      instrument.id,
    ]);
    expect(await auditedIds(t.db, { table: 'properties', action: 'create', ids: [property.id] })).toEqual([
      property.id,
    ]);
  });

  it('answers 403 to a view-only user and saves nothing', async () => {
    const before = await tableCounts(t.db);
    const res = await call('POST', '/api/project/create', await newProjectBody(t.db), t.tokens.viewer);
    expect(res.statusCode).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('makes the chosen staff lead lead the instrument', async () => {
    const lead = await f.anyUserId();
    const body = await newProjectBody(t.db);
    const id = await createProjectViaApi(t, {
      instrument: { ...body.instrument, staffLeadId: String(lead) },
    });
    const [instrument] = await t.db.select().from(s.instruments).where(eq(s.instruments.projectId, id));
    expect(instrument.staffLeadId).toBe(lead);
  });

  it.each([
    ['no project name', { name: '' }, 'name', 'The Project Name field is required.'],
    [
      'a description of one character',
      { description: 'x' },
      'description',
      'The Description field must be at least 2 characters.',
    ],
    [
      'no primary contact',
      { instrument: { agreementTypeId: 1, primaryContactCrmId: '' } },
      'instrument.primaryContactCrmId',
      'Primary Contact is required.',
    ],
    [
      'no agreement type',
      { instrument: { primaryContactCrmId: '4110.0.1000000' } },
      'instrument.agreementTypeId',
      'The Agreement Type field is required.',
    ],
    [
      'a property name of 51 characters',
      { property: { name: 'x'.repeat(51), primaryLocalityId: 2 } },
      'property.name',
      'The Property Name field may not be greater than 50 characters.',
    ],
    [
      'no primary locality',
      { property: { name: 'A' } },
      'property.primaryLocalityId',
      'The Primary Locality field is required.',
    ],
    [
      'an empty additional locality row',
      { property: { name: 'A', primaryLocalityId: 2, additionalLocalityIds: [''] } },
      'property.additionalLocalityIds.0',
      'Select Additonal Locality or remove this row.',
    ],
    [
      'the primary locality again',
      { property: { name: 'A', primaryLocalityId: 2, additionalLocalityIds: [2] } },
      'property.additionalLocalityIds.0',
      'The value in the Locality fields cannot be duplicated.',
    ],
  ])('refuses %s with the spec’s message and saves nothing', async (_, change, field, message) => {
    const before = await tableCounts(t.db);
    const res = await call('POST', '/api/project/create', await newProjectBody(t.db, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuses records that do not exist or are no longer offered, naming each field, and saves nothing', async () => {
    await t.db
      .update(s.localities)
      .set({ archiveDate: new Date('2020-01-01') })
      .where(eq(s.localities.id, 9));
    const [retired] = await t.db
      .insert(s.users)
      .values({ oid: 'retired-person', name: 'Retired Person', inactive: true })
      .returning();
    const before = await tableCounts(t.db);
    const res = await call('POST', '/api/project/create', {
      name: 'Refused Project',
      instrument: { agreementTypeId: 6, primaryContactCrmId: 'no-such-contact', staffLeadId: retired.id },
      property: { name: 'A', primaryLocalityId: 99999, additionalLocalityIds: [3, 9] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The selected Agreement Type is no longer offered. Choose another one.',
      fieldErrors: {
        'instrument.agreementTypeId': [
          'The selected Agreement Type is no longer offered. Choose another one.',
        ],
        'instrument.primaryContactCrmId': [
          'This contact is not in the synced contacts: no-such-contact. Resync with eTapestry and try again.',
        ],
        'instrument.staffLeadId': ['User does not exist or is not active anymore.'],
        'property.primaryLocalityId': ['The selected Locality is no longer offered. Choose another one.'],
        'property.additionalLocalityIds.1': [
          'The selected Locality is no longer offered. Choose another one.',
        ],
      },
    });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('leaves no project, instrument, property or audit row behind when the property fails to save', async () => {
    const [{ last }] = await t.db.select({ last: max(s.projects.id) }).from(s.projects);
    const contact = await someContact(t.db);
    // Past the form's checks (the service is called directly): the database refuses a 51-character name
    // only once the project, its instrument and the contact link have been written.
    const input: ProjectCreate = {
      name: 'Half Saved Farm',
      description: null,
      instrument: { agreementTypeId: 1, primaryContactCrmId: contact.crmId, staffLeadId: null, notes: null },
      property: { name: 'x'.repeat(51), primaryLocalityId: 2, additionalLocalityIds: [] },
    };
    const before = await tableCounts(t.db);
    await expect(
      createProject(t.db, input, {
        user: { roles: ['Staff'], id: staff.id },
        actor: { userId: staff.id, name: staff.name },
      }),
    ).rejects.toThrow();
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await t.db.select().from(s.projects).where(eq(s.projects.name, 'Half Saved Farm'))).toEqual([]);
    // The project row had been inserted (its id was used up) before everything was rolled back.
    const next = await createProjectViaApi(t);
    expect(next).toBeGreaterThan((last as number) + 1);
  });
});

describe('POST project/{id}/update', () => {
  it('saves name, description and status, bumps the version and answers the project', async () => {
    const id = await createProjectViaApi(t);
    const res = await call('POST', `/api/project/${id}/update`, {
      name: ' Walnut Hollow Preserve ',
      description: 'x',
      statusId: '3',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Walnut Hollow Preserve',
      description: 'x',
      statusId: 3,
      status: 'On Hold',
      lastEditedByName: staff.name,
      version: 2,
    });
    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'projects'), eq(s.auditLog.recordId, id)))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'update',
      userName: staff.name,
      before: expect.objectContaining({ name: 'Walnut Hollow Farm', version: 1 }),
      after: expect.objectContaining({ name: 'Walnut Hollow Preserve', version: 2 }),
    });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const id = await createProjectViaApi(t);
    const body = { name: 'First Edit', description: null, statusId: 1, version: 1 };
    expect((await call('POST', `/api/project/${id}/update`, body)).statusCode).toBe(200);
    const stale = await call('POST', `/api/project/${id}/update`, { ...body, name: 'Second Edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      new RegExp(`^This record was changed by ${staff.name} at .+ after you opened it\\. Reload`),
    );
    // The code, not the text, tells the page to offer Reload (a rule's 409 carries none).
    expect(stale.json().code).toBe(ErrorCode.StaleVersion);
    expect(await projectRow(id)).toMatchObject({ name: 'First Edit', version: 2 });
  });

  it('offers only active statuses for a change, but keeps an archived status the project already has', async () => {
    const id = await createProjectViaApi(t);
    const archived = await call('POST', `/api/project/${id}/update`, {
      name: 'N',
      statusId: 4,
      version: 1,
    });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({
      message: 'The selected Status is no longer offered. Choose another one.',
      fieldErrors: { statusId: ['The selected Status is no longer offered. Choose another one.'] },
    });
    const unknown = await call('POST', `/api/project/${id}/update`, { name: 'N', statusId: 999, version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((await projectRow(id)).statusId).toBe(1);

    await t.db.update(s.projects).set({ statusId: 4 }).where(eq(s.projects.id, id));
    const unchanged = await call('POST', `/api/project/${id}/update`, {
      name: 'Kept',
      statusId: 4,
      version: 1,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ name: 'Kept', status: 'Legacy Import' });
  });

  it.each([
    [{ statusId: '' }, 'statusId', 'The Status field is required.'],
    [{ name: 'x'.repeat(51) }, 'name', 'The Project Name field may not be greater than 50 characters.'],
    [
      { description: 'x'.repeat(1001) },
      'description',
      'The Description field may not be greater than 1000 characters.',
    ],
    [{ version: undefined }, 'version', 'The Version field is required.'],
  ])('refuses %o', async (change, field, message) => {
    const res = await call('POST', '/api/project/1/update', {
      name: 'N',
      statusId: 1,
      version: 1,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('answers 404 for an unknown project and 403 to a view-only user', async () => {
    const body = { name: 'N', statusId: 1, version: 1 };
    const missing = await call('POST', '/api/project/99999999/update', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Project not found.');
    const viewer = await call('POST', '/api/project/1/update', body, t.tokens.viewer);
    expect(viewer.statusCode).toBe(403);
  });
});

/** A 1x1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const multipart = (parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) => {
  const boundary = `----project-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (id: number, parts: Parameters<typeof multipart>[0], token = t.tokens.staff) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/project/${id}/uploadphoto`,
    payload,
    headers: { ...headers, ...t.auth(token) },
  });
};

describe('project photo', () => {
  it('stores an uploaded PNG as a data URI that GET project/{id}/photo answers', async () => {
    const id = await createProjectViaApi(t);
    const empty = await call('GET', `/api/project/${id}/photo`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');

    const res = await upload(id, [
      { name: 'formFile', filename: 'farm.png', type: 'image/png', data: tinyPng },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: 2 });
    const photo = await call('GET', `/api/project/${id}/photo`, undefined, t.tokens.viewer);
    expect(photo.body).toBe(`data:image/png;base64,${tinyPng.toString('base64')}`);
    expect(hasPhoto(photo.body)).toBe(true);
    expect(await projectRow(id)).toMatchObject({ lastEditedById: staff.id, version: 2 });
  });

  it('accepts a photo of up to 2 MB, above the limit of JSON bodies', async () => {
    const id = await createProjectViaApi(t);
    const large = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024 - tinyPng.length)]);
    const res = await upload(id, [
      { name: 'formFile', filename: 'large.png', type: 'image/png', data: large },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await projectRow(id)).photo).toBe(`data:image/png;base64,${large.toString('base64')}`);
  });

  it('takes the type from the bytes, not from the name or the browser', async () => {
    const id = await createProjectViaApi(t);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await upload(id, [{ name: 'formFile', filename: 'photo.png', type: 'image/png', data: gif }]);
    expect(res.statusCode).toBe(200);
    expect((await projectRow(id)).photo).toBe(`data:image/gif;base64,${gif.toString('base64')}`);
  });

  it('refuses a text file named .png and a file over 2 MB, keeping the photo it had', async () => {
    const id = await createProjectViaApi(t);
    await upload(id, [{ name: 'formFile', filename: 'farm.png', type: 'image/png', data: tinyPng }]);
    const before = await projectRow(id);

    const text = await upload(id, [
      {
        name: 'formFile',
        filename: 'notes.png',
        type: 'image/png',
        data: 'These are my notes, not a photo.',
      },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      message: 'The photo must be a PNG, JPEG, GIF or WebP image.',
      fieldErrors: { formFile: ['The photo must be a PNG, JPEG, GIF or WebP image.'] },
    });

    const big = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(id, [
      { name: 'formFile', filename: 'big.png', type: 'image/png', data: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The photo may not be larger than 2 MB.');

    expect(await projectRow(id)).toEqual(before);
  });

  it('refuses an image whose header claims more than 40 megapixels, naming its size', async () => {
    const id = await createProjectViaApi(t);
    const before = await projectRow(id);
    // A real 1×1 PNG with its IHDR size rewritten: tiny on the wire, 1.6 GB to decode.
    const huge = Buffer.from(tinyPng);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    const res = await upload(id, [{ name: 'formFile', filename: 'huge.png', type: 'image/png', data: huge }]);
    expect(res.statusCode).toBe(400);
    const message = 'The photo may not be larger than 40 megapixels (this one is 20000 × 20000).';
    expect(res.json()).toEqual({ message, fieldErrors: { formFile: [message] } });
    expect(await projectRow(id)).toEqual(before);
  });

  it('asks for a photo when the request carries none', async () => {
    const id = await createProjectViaApi(t);
    const wrongField = await upload(id, [
      { name: 'picture', filename: 'a.png', type: 'image/png', data: tinyPng },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose a photo to upload.');
    const json = await call('POST', `/api/project/${id}/uploadphoto`, { formFile: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Choose a photo to upload.');
  });

  it('answers 404 for an unknown project and 403 to a view-only user', async () => {
    const png = [{ name: 'formFile', filename: 'a.png', type: 'image/png', data: tinyPng }];
    expect((await upload(99999999, png)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/99999999/photo')).statusCode).toBe(404);
    expect((await upload(1, png, t.tokens.viewer)).statusCode).toBe(403);
  });
});

describe('PATCH project/{id}/updateDocumentFolder', () => {
  it('sets the folder and answers it with the new version', async () => {
    const id = await createProjectViaApi(t);
    const res = await call('PATCH', `/api/project/${id}/updateDocumentFolder`, { folderId: '123456789012' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ documentFolderId: '123456789012', version: 2 });
    expect(await projectRow(id)).toMatchObject({
      documentFolderId: '123456789012',
      lastEditedById: staff.id,
    });
  });

  it.each([
    [{}, 'The Box Folder ID field is required.'],
    [{ folderId: '12a' }, 'The Box Folder ID field may only contain numeric characters.'],
    [{ folderId: '1'.repeat(31) }, 'The Box Folder ID field may not be greater than 30 characters.'],
  ])('refuses %o with the first folderId message', async (body, message) => {
    const res = await call('PATCH', '/api/project/1/updateDocumentFolder', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.folderId[0]).toBe(message);
  });

  it('answers 409 to a stale version, 404 for an unknown project, 403 to a view-only user', async () => {
    const id = await createProjectViaApi(t);
    const stale = await call('PATCH', `/api/project/${id}/updateDocumentFolder`, {
      folderId: '5',
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect((await projectRow(id)).documentFolderId).toBeNull();
    const missing = await call('PATCH', '/api/project/99999999/updateDocumentFolder', { folderId: '5' });
    expect(missing.statusCode).toBe(404);
    const viewer = await call(
      'PATCH',
      `/api/project/${id}/updateDocumentFolder`,
      { folderId: '5' },
      t.tokens.viewer,
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('deleting a project', () => {
  /** A project with a service, an event and a review on each parent, a feature, a parcel and contacts. */
  const buildProject = async () => {
    const id = await createProjectViaApi(t);
    const [instrument] = await t.db.select().from(s.instruments).where(eq(s.instruments.projectId, id));
    const [property] = await t.db.select().from(s.properties).where(eq(s.properties.projectId, id));
    const service = await f.service({
      projectId: id,
      propertyIds: [property.id],
      statusId: ServiceStatus.Open,
    });
    await f.event({ instrumentId: instrument.id, date: new Date('2026-01-05') });
    await f.event({ serviceId: service.id, date: new Date('2026-01-06') });
    await f.review({ instrumentId: instrument.id });
    await f.review({ serviceId: service.id, reviewStatusId: 2 });
    await f.feature({ propertyId: property.id, dwellingUnits: 1 });
    const [locality] = await t.db
      .select()
      .from(s.propertyLocalities)
      .where(eq(s.propertyLocalities.propertyId, property.id))
      .limit(1);
    await t.db.insert(s.taxParcels).values({ propertyLocalityId: locality.id, parcelId: '12-A', acres: 3 });
    return { id, instrument, property, service };
  };
  const message = (id: number) => call('GET', `/api/project/${id}/delete_message`);

  it('names every blocker, refuses the delete with them (409) and changes nothing', async () => {
    const { id, instrument, property, service } = await buildProject();
    const blocked = await message(id);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.body).toBe(
      [
        projectDeleteMessages.instruments,
        projectDeleteMessages.properties,
        projectDeleteMessages.services,
      ].join(' '),
    );

    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, instrument.id));
    expect((await message(id)).body).toBe(
      `${projectDeleteMessages.properties} ${projectDeleteMessages.services}`,
    );
    await t.db
      .update(s.properties)
      .set({ statusId: PropertyStatus.Inactive })
      .where(eq(s.properties.id, property.id));
    expect((await message(id)).body).toBe(projectDeleteMessages.services);

    const before = await tableCounts(t.db);
    const refused = await call('DELETE', `/api/project/delete/${id}`, undefined, t.tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: projectDeleteMessages.services });
    expect(await tableCounts(t.db)).toEqual(before);

    await t.db
      .update(s.services)
      .set({ statusId: ServiceStatus.Closed })
      .where(eq(s.services.id, service.id));
    expect((await message(id)).body).toBe('');
  });

  it('is blocked while its instruments or services reach into another project', async () => {
    const { id, instrument, property, service } = await buildProject();
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, instrument.id));
    await t.db
      .update(s.properties)
      .set({ statusId: PropertyStatus.Inactive })
      .where(eq(s.properties.id, property.id));
    await t.db
      .update(s.services)
      .set({ statusId: ServiceStatus.Closed })
      .where(eq(s.services.id, service.id));
    const other = await createProjectViaApi(t);
    const [otherProperty] = await t.db.select().from(s.properties).where(eq(s.properties.projectId, other));

    const link = await f.cover({ instrumentId: instrument.id, propertyId: otherProperty.id });
    expect((await message(id)).body).toBe(projectDeleteMessages.shared);
    await t.db.delete(s.propertyInstruments).where(eq(s.propertyInstruments.id, link[0].id));

    // Another project's closed multi-property service on this project's property.
    const shared = await f.service({
      projectId: other,
      propertyIds: [otherProperty.id, property.id],
      statusId: ServiceStatus.Closed,
    });
    expect((await message(id)).body).toBe(projectDeleteMessages.shared);
    await t.db.delete(s.services).where(eq(s.services.id, shared.id));
    expect((await message(id)).body).toBe('');
  });

  it('is for Admins only: Staff get 403 and nothing changes', async () => {
    const project = await f.project({ name: 'Nothing Under It' });
    const before = await tableCounts(t.db);
    const res = await call('DELETE', `/api/project/delete/${project.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only an Admin can delete a Project.' });
    expect(await tableCounts(t.db)).toEqual(before);
    expect(
      (await call('DELETE', `/api/project/delete/${project.id}`, undefined, t.tokens.viewer)).statusCode,
    ).toBe(403);
  });

  it('deletes the project and everything under it, auditing every row, and answers the notice', async () => {
    const { id, instrument, property, service } = await buildProject();
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, instrument.id));
    await t.db
      .update(s.properties)
      .set({ statusId: PropertyStatus.Inactive })
      .where(eq(s.properties.id, property.id));
    await t.db
      .update(s.services)
      .set({ statusId: ServiceStatus.Closed })
      .where(eq(s.services.id, service.id));
    const otherProjects = await tableCounts(t.db);
    const eventIds = (
      await t.db
        .select({ id: s.events.id })
        .from(s.events)
        .where(inArray(s.events.instrumentId, [instrument.id]))
    ).map((e) => e.id);

    const res = await call('DELETE', `/api/project/delete/${id}`, undefined, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, notice: projectDeletedNotice });
    expect(res.json().notice).toBe(
      'Folders in Box must be deleted manually and the GIS polygon removed or edited.',
    );

    const after = await tableCounts(t.db);
    expect(otherProjects.projects - after.projects).toBe(1);
    expect(otherProjects.instruments - after.instruments).toBe(1);
    expect(otherProjects.properties - after.properties).toBe(1);
    expect(otherProjects.services - after.services).toBe(1);
    expect(otherProjects.events - after.events).toBe(2);
    expect(otherProjects.reviews - after.reviews).toBe(2);
    expect(otherProjects.features - after.features).toBe(1);
    expect(otherProjects.propertyLocalities - after.propertyLocalities).toBe(3);
    expect(otherProjects.contactLinks - after.contactLinks).toBe(1);
    expect(
      await t.db
        .select()
        .from(s.taxParcels)
        .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.id, s.taxParcels.propertyLocalityId))
        .where(eq(s.propertyLocalities.propertyId, property.id)),
    ).toEqual([]);

    const deleted = (table: string, ids: number[]) => auditedIds(t.db, { table, action: 'delete', ids });
    expect(await deleted('projects', [id])).toEqual([id]);
    expect(await deleted('instruments', [instrument.id])).toEqual([instrument.id]);
    expect(await deleted('properties', [property.id])).toEqual([property.id]);
    expect(await deleted('services', [service.id])).toEqual([service.id]);
    expect(await deleted('events', eventIds)).toEqual(eventIds);
    expect(await deleted('service_types_link', [service.id])).toEqual([service.id]);
    const audit = await t.db
      .select({ before: s.auditLog.before, userName: s.auditLog.userName })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.tableName, 'properties'),
          eq(s.auditLog.recordId, property.id),
          eq(s.auditLog.action, 'delete'),
        ),
      );
    expect(audit).toEqual([
      { before: expect.objectContaining({ name: 'Home Tract' }), userName: expect.any(String) },
    ]);

    expect((await call('GET', `/api/project/get/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await call('DELETE', '/api/project/delete/99999999', undefined, t.tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await message(99999999)).statusCode).toBe(404);
  });
});
