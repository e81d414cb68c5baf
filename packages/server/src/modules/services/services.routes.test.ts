import { EventType, PropertyStatus, ReviewStatus, serviceMessages } from '@app/domain';
import { and, count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
});
afterAll(() => t.close());

const auditCount = async () => (await t.db.select({ n: count() }).from(s.auditLog))[0].n;

describe('POST service/create', () => {
  it('saves a single-property service with its components, first contact and Open event', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({
      projectId,
      associatedPropertyIds: [propertyId],
      feeCharged: '$1,200.50',
    });
    expect(service).toMatchObject({
      primaryProjectId: projectId,
      categoryId: 1,
      categoryName: 'Inspection',
      typeIds: [41],
      statusId: 1,
      associatedPropertyIds: [propertyId],
      feeCharged: 1200.5,
      isMultiProperty: false,
      version: 1,
    });
    expect(await f.eventTypesOf(service.id)).toEqual([EventType.Open]);
    const links = await f.contactLinksOf(service.id);
    expect(links).toHaveLength(1);
    const list = (await f.call('GET', `/api/project/${projectId}/services`)).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([service.id]);
  });

  it('creates a closed inspection with Open, Closed and Inspection events dated as sent', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({
      projectId,
      associatedPropertyIds: [propertyId],
      statusId: 2,
      closedEvent: { date: '03/04/2024', notes: 'Visited and closed' },
    });
    expect(await f.eventTypesOf(service.id)).toEqual([
      EventType.Open,
      EventType.Closed,
      EventType.Inspection,
    ]);
    const [closed] = await t.db
      .select()
      .from(s.events)
      .where(and(eq(s.events.eventTypeId, EventType.Closed), eq(s.events.serviceId, service.id)));
    expect(closed.notes).toBe('Visited and closed');
  });

  it('refuses a closed new service without its Closed event date', async () => {
    const { projectId, propertyId } = await f.createProject();
    const before = await auditCount();
    const res = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({ projectId, associatedPropertyIds: [propertyId], statusId: 2 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['closedEvent.date']).toEqual(['The Closed Event Date field is required.']);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['no contact', { contact: undefined }, 'contact', serviceMessages.contactRequired],
    [
      'the requestor role missing for Staff',
      { contact: { crmId: 'X', roleIds: [24] } },
      'contact.roleIds',
      serviceMessages.requestorRoleRequired,
    ],
    ['a component of another category', { typeIds: [50] }, 'typeIds', serviceMessages.typeNotOfCategory],
    [
      'an agreement type the property does not offer',
      { agreementTypeId: 1 },
      'agreementTypeId',
      serviceMessages.agreementTypeNotOffered,
    ],
    [
      'an unknown previous service',
      { previousServiceId: 99999999 },
      'previousServiceId',
      serviceMessages.previousServiceInvalid,
    ],
    ['a negative fee', { feeCharged: -1 }, 'feeCharged', 'The Fee Charged field must be $0 or more.'],
    [
      'role details over 100',
      { contact: { crmId: 'X', roleIds: [39], notes: 'x'.repeat(101) } },
      'contact.notes',
      'The Role Details field may not be greater than 100 characters.',
    ],
    [
      'Other without source notes',
      { beforeSource: 5 },
      'beforeSourceNotes',
      serviceMessages.beforeSourceNotesRequired,
    ],
  ])('refuses %s with the spec’s message', async (_, change, field, message) => {
    const { projectId, propertyId } = await f.createProject();
    const input = await f.serviceInput({ projectId, associatedPropertyIds: [propertyId] });
    const body: Record<string, unknown> = { ...input, ...change };
    // A contact of the change keeps its roles and details but names a contact that exists.
    if ('contact' in change && change.contact)
      body.contact = { ...change.contact, crmId: input.contact.crmId };
    const before = await auditCount();
    const res = await f.call('POST', '/api/service/create', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await auditCount()).toBe(before);
  });

  it('lets an Admin leave out the requestor role', async () => {
    const { projectId, propertyId } = await f.createProject();
    const body = await f.serviceInput({ projectId, associatedPropertyIds: [propertyId] });
    const res = await f.call(
      'POST',
      '/api/service/create',
      { ...body, contact: { ...body.contact, roleIds: [24] } },
      t.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a property of another project or one that is not Current', async () => {
    const { projectId } = await f.createProject();
    const other = await f.createProject('Other');
    const inactive = await f.addProperty(projectId, { statusId: PropertyStatus.Inactive });
    for (const [id, message] of [
      [other.propertyId, serviceMessages.propertyNotOnProject],
      [inactive, serviceMessages.propertyNotCurrent],
    ] as const) {
      const res = await f.call(
        'POST',
        '/api/service/create',
        await f.serviceInput({ projectId, associatedPropertyIds: [id] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.associatedPropertyIds).toEqual([message]);
    }
  });

  it('saves a multi-property service across projects, its primary project the first property’s', async () => {
    const a = await f.createProject('Multi A');
    const b = await f.createProject('Multi B');
    const service = await f.createService({
      projectId: null,
      isMultiProperty: true,
      associatedPropertyIds: [b.propertyId, a.propertyId],
    });
    expect(service.primaryProjectId).toBe(b.projectId);
    expect(service.isMultiProperty).toBe(true);
    for (const project of [a, b]) {
      const list = (await f.call('GET', `/api/project/${project.projectId}/services`)).json();
      expect(list.map((x: { id: number; isMultiProperty: boolean }) => [x.id, x.isMultiProperty])).toEqual([
        [service.id, true],
      ]);
    }
  });

  it('refuses a multi-property service with a missing property, a duplicate or an ineligible category', async () => {
    const a = await f.createProject('Multi C');
    const missing = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({
        projectId: null,
        isMultiProperty: true,
        associatedPropertyIds: [a.propertyId, 99999999],
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors['associatedPropertyIds.1']).toEqual([
      'Property was not found or is not Current.',
    ]);
    const duplicate = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({
        projectId: null,
        isMultiProperty: true,
        associatedPropertyIds: [a.propertyId, a.propertyId],
      }),
    );
    expect(duplicate.json().fieldErrors['associatedPropertyIds.1']).toEqual([
      'The value in the Property ID fields cannot be duplicated.',
    ]);
    const second = await f.addProperty(a.projectId);
    const review = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({
        projectId: null,
        isMultiProperty: true,
        categoryId: 5,
        typeIds: [50],
        associatedPropertyIds: [a.propertyId, second],
      }),
    );
    expect(review.json().fieldErrors.categoryId).toEqual([serviceMessages.notMultiProjectEligible]);
  });

  it('is refused to view-only users', async () => {
    const { projectId, propertyId } = await f.createProject();
    const res = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({ projectId, associatedPropertyIds: [propertyId] }),
      t.tokens.viewer,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT service/update', () => {
  it('refuses to close while a review is open, then closes with a Closed and an Inspection event', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const reviewId = await f.addOpenReview(service.id);
    const closing = {
      ...f.updateBody(service),
      statusId: 2,
      closedEvent: { date: '01/02/2025', notes: 'Done' },
    };
    const refused = await f.call('PUT', '/api/service/update', closing);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(serviceMessages.openReviews);
    expect((await f.serviceRow(service.id)).statusId).toBe(1);
    await t.db
      .update(s.reviews)
      .set({ reviewStatusId: ReviewStatus.Complete })
      .where(eq(s.reviews.id, reviewId));
    const res = await f.call('PUT', '/api/service/update', closing);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ statusId: 2, version: 2 });
    expect(await f.eventTypesOf(service.id)).toEqual([
      EventType.Open,
      EventType.Closed,
      EventType.Inspection,
    ]);
  });

  it('lets Staff who are not the lead edit an open service but not a closed one; the lead and an Admin may', async () => {
    const { projectId, propertyId } = await f.createProject();
    const adminId = await f.userId(t.tokens.admin);
    const service = await f.createService(
      { projectId, associatedPropertyIds: [propertyId], staffLead: adminId },
      t.tokens.admin,
    );
    const open = await f.call('PUT', '/api/service/update', { ...f.updateBody(service), notes: 'open edit' });
    expect(open.statusCode, open.body).toBe(200);
    const closed = await f.call(
      'PUT',
      '/api/service/update',
      { ...f.updateBody(open.json()), statusId: 2, closedEvent: { date: '01/02/2025' } },
      t.tokens.admin,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const staffEdit = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(closed.json()),
      notes: 'staff',
    });
    expect(staffEdit.statusCode).toBe(403);
    expect(staffEdit.json().message).toBe(serviceMessages.editNotAllowed);
    const adminEdit = await f.call(
      'PUT',
      '/api/service/update',
      { ...f.updateBody(closed.json()), statusId: 1 },
      t.tokens.admin,
    );
    expect(adminEdit.statusCode, adminEdit.body).toBe(200);
  });

  it('lets a staff lead edit their closed service but not change its status', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({
      projectId,
      associatedPropertyIds: [propertyId],
      statusId: 2,
      closedEvent: { date: '01/01/2025' },
    });
    const notes = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      notes: 'lead edit',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const reopen = await f.call('PUT', '/api/service/update', { ...f.updateBody(notes.json()), statusId: 1 });
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().message).toBe(serviceMessages.closedStatusAdminOnly);
  });

  it('clears the imagery fields of a non-imagery inspection and keeps them for component 48', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const imagery = {
      imageryAssessmentBeforeDate: '01/01/2023',
      beforeSource: 1,
      imageryAssessmentAfterDate: '01/01/2024',
      afterSource: 5,
      afterSourceNotes: 'Own flight',
      landownerPropertyPlans: 'New barn',
    };
    const cleared = (
      await f.call('PUT', '/api/service/update', { ...f.updateBody(service), ...imagery })
    ).json();
    expect(cleared).toMatchObject({
      beforeSource: null,
      afterSource: null,
      imageryAssessmentAfterDate: null,
      landownerPropertyPlans: 'New barn',
    });
    const kept = (
      await f.call('PUT', '/api/service/update', { ...f.updateBody(cleared), ...imagery, typeIds: [41, 48] })
    ).json();
    expect(kept).toMatchObject({
      beforeSource: 1,
      afterSource: 5,
      afterSourceNotes: 'Own flight',
      imageryAssessmentAfterDate: '2024-01-01',
    });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    await f.call('PUT', '/api/service/update', { ...f.updateBody(service), notes: 'first' });
    const stale = await f.call('PUT', '/api/service/update', { ...f.updateBody(service), notes: 'second' });
    expect(stale.statusCode).toBe(409);
    expect((await f.serviceRow(service.id)).notes).toBe('first');
  });

  it('is refused to view-only users', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    expect(
      (await f.call('PUT', '/api/service/update', f.updateBody(service), t.tokens.viewer)).statusCode,
    ).toBe(403);
  });
});

describe('PUT service/associatePropertiesToService', () => {
  it('is for Admins, keeps the rules and answers the Box folder notice', async () => {
    const { projectId, propertyId } = await f.createProject();
    const second = await f.addProperty(projectId);
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const body = {
      id: service.id,
      version: service.version,
      isMultiProperty: false,
      associatedPropertyIds: [second],
    };
    const staff = await f.call('PUT', '/api/service/associatePropertiesToService', body);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(serviceMessages.associateAdminOnly);
    const res = await f.call('PUT', '/api/service/associatePropertiesToService', body, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      associatedPropertyIds: [second],
      message: `Box folder for Service ${service.id} may need to be moved as appropriate.`,
    });
    const two = await f.call(
      'PUT',
      '/api/service/associatePropertiesToService',
      { ...body, version: res.json().version, associatedPropertyIds: [second, propertyId] },
      t.tokens.admin,
    );
    expect(two.json().fieldErrors.associatedPropertyIds).toEqual(['Only one Property is allowed.']);
    const props = (await f.call('GET', `/api/service/${service.id}/associatedProperties`)).json();
    expect(props.map((p: { id: number }) => p.id)).toEqual([second]);
    const missing = await f.call('GET', '/api/service/999999/associatedProperties');
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE service/delete/{id}', () => {
  it('is for Admins and removes the service with its events, observations, reviews and contacts', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 1 });
    await f.addOpenReview(service.id);
    const staff = await f.call('DELETE', `/api/service/delete/${service.id}`);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(serviceMessages.deleteAdminOnly);
    const res = await f.call(
      'DELETE',
      `/api/service/delete/${service.id}?version=${service.version}`,
      undefined,
      t.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `Service ${service.id} was deleted. Its folders in the document store must be deleted manually.`,
    );
    for (const [table, column] of [
      [s.events, s.events.serviceId],
      [s.observations, s.observations.serviceId],
      [s.reviews, s.reviews.serviceId],
      [s.contactLinks, s.contactLinks.serviceId],
      [s.serviceProperties, s.serviceProperties.serviceId],
    ] as const)
      expect((await t.db.select({ n: count() }).from(table).where(eq(column, service.id)))[0].n).toBe(0);
    expect((await f.call('GET', `/api/service/${service.id}`)).statusCode).toBe(404);
  });
});

describe('the other service calls', () => {
  it('sets the document folder, refusing a non-numeric id', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const bad = await f.call('PATCH', `/api/service/${service.id}/updateDocumentFolder`, { folderId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.folderId).toEqual([
      'The Box Folder ID field may only contain numeric characters.',
    ]);
    const res = await f.call('PATCH', `/api/service/${service.id}/updateDocumentFolder`, {
      folderId: '123456789012',
    });
    expect(res.json()).toEqual({ id: service.id, documentFolderId: '123456789012' });
    expect((await f.call('GET', `/api/service/${service.id}`)).json().version).toBe(service.version);
  });

  it('answers whether a previous service id exists', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    expect((await f.call('GET', `/api/service/previousserviceidexists/${service.id}`)).json()).toBe(true);
    expect((await f.call('GET', '/api/service/previousserviceidexists/99999999')).json()).toBe(false);
    expect((await f.call('GET', '/api/service/previousserviceidexists/abc')).statusCode).toBe(400);
  });

  it.each(['staffLeadNames', 'reviewers', 'reviewassigners'])(
    'lists service/%s sorted, each once',
    async (path) => {
      const { projectId, propertyId } = await f.createProject();
      const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
      await f.addOpenReview(service.id);
      const names: string[] = (
        await f.call('GET', `/api/service/${path}`, undefined, t.tokens.viewer)
      ).json();
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...new Set(names)].toSorted((a, b) => a.localeCompare(b)));
      const staffName = (await f.call('GET', '/api/users/me')).json().name;
      expect(names).toContain(staffName);
    },
  );

  it('answers 404 for an unknown service', async () => {
    expect((await f.call('GET', '/api/service/99999999')).statusCode).toBe(404);
    expect((await f.call('GET', '/api/service/99999999/observations')).statusCode).toBe(404);
  });
});

describe('GET service/{id}/ExportInspectionFormReport/{project_id}', () => {
  it('downloads a Word form with the service, its observations and notes', async () => {
    const { projectId, propertyId } = await f.createProject('Report Project');
    const service = await f.createService({
      projectId,
      associatedPropertyIds: [propertyId],
      landownerPropertyPlans: 'Plans a pond',
    });
    await f.call('POST', '/api/observation/create', {
      serviceId: service.id,
      typeId: 2,
      ackTypeId: 2,
      notes: 'Selective cut on the ridge',
    });
    const res = await f.call(
      'GET',
      `/api/service/${service.id}/ExportInspectionFormReport/${projectId}`,
      undefined,
      t.tokens.viewer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Service-${service.id}-InspectionForm.docx"`,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')?.async('string');
    for (const text of [
      'Selective cut on the ridge',
      'Timber Harvest',
      'Plans a pond',
      'Report Project',
      'Monitor signature',
      'Open',
    ])
      expect(xml).toContain(text);
  });

  it("answers 404 for a project the service does not reach, never printing that project's name", async () => {
    const { projectId, propertyId } = await f.createProject('Reached Project');
    const other = await f.createProject('Unrelated Project');
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const res = await f.call(
      'GET',
      `/api/service/${service.id}/ExportInspectionFormReport/${other.projectId}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Project not found.' });
  });
});
