import { type ContactLink, ContactRole, contactMessages, formatContactAddress } from '@app/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.tokens.staff) =>
  t.app.inject({ method, url, payload, headers: t.auth(token) });

/** Everything a contact save could touch: a refused request must leave all of it as it was. */
const snapshot = async () => ({
  links: await t.db.select().from(s.contactLinks).orderBy(asc(s.contactLinks.id)),
  roles: await t.db
    .select()
    .from(s.contactLinkRoles)
    .orderBy(asc(s.contactLinkRoles.contactLinkId), asc(s.contactLinkRoles.contactRoleId)),
  contacts: (await t.db.select({ n: count() }).from(s.contacts))[0].n,
  audit: (await t.db.select({ n: count() }).from(s.auditLog))[0].n,
});
const expectUnchanged = async (before: Awaited<ReturnType<typeof snapshot>>) =>
  expect(await snapshot()).toEqual(before);

const roleIdsOf = async (linkId: number) =>
  (
    await t.db
      .select({ id: s.contactLinkRoles.contactRoleId })
      .from(s.contactLinkRoles)
      .where(eq(s.contactLinkRoles.contactLinkId, linkId))
      .orderBy(asc(s.contactLinkRoles.contactRoleId))
  ).map((r) => r.id);

/** A contact of the synced copy that is on none of the given record's links. */
const contactNotOn = async (
  column: typeof s.contactLinks.serviceId | typeof s.contactLinks.propertyId,
  parentId: number,
) => {
  const on = t.db.select({ id: s.contactLinks.contactId }).from(s.contactLinks).where(eq(column, parentId));
  const [row] = await t.db
    .select({ id: s.contacts.id, crmId: s.contacts.crmId })
    .from(s.contacts)
    .where(and(notInArray(s.contacts.id, on), isNotNull(s.contacts.name)))
    .orderBy(asc(s.contacts.id))
    .limit(1);
  return row;
};

const firstService = async () => {
  const [row] = await t.db.select().from(s.services).orderBy(asc(s.services.id)).limit(1);
  return row;
};
const firstProperty = async () => {
  const [row] = await t.db.select().from(s.properties).orderBy(asc(s.properties.id)).limit(1);
  return row;
};

/** A service link carrying the Requestor role (every demo service has one). */
const requestorLink = async (offset = 0) => {
  const [row] = await t.db
    .select({ id: s.contactLinks.id, version: s.contactLinks.version })
    .from(s.contactLinks)
    .innerJoin(s.contactLinkRoles, eq(s.contactLinkRoles.contactLinkId, s.contactLinks.id))
    .where(eq(s.contactLinkRoles.contactRoleId, ContactRole.Requestor))
    .orderBy(asc(s.contactLinks.id))
    .limit(1)
    .offset(offset);
  return row;
};

describe('GET {parentType}/{id}/contacts', () => {
  it.each([
    ['instrument', s.instruments, s.contactLinks.instrumentId, 'instrumentId'],
    ['property', s.properties, s.contactLinks.propertyId, 'propertyId'],
    ['service', s.services, s.contactLinks.serviceId, 'serviceId'],
  ] as const)('lists the contacts of a %s as its links say, by name', async (type, table, column, key) => {
    // The record with the most contacts.
    const [{ parentId }] = await t.db
      .select({ parentId: sql<number>`${column}` })
      .from(s.contactLinks)
      .where(isNotNull(column))
      .groupBy(column)
      .orderBy(sql`count(*) desc`, asc(column))
      .limit(1);
    const res = await call('GET', `/api/${type}/${parentId}/contacts`, undefined, t.tokens.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ContactLink[];
    const links = await t.db
      .select({ link: s.contactLinks, contact: s.contacts })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(column, parentId));
    expect(body.map((l) => l.id).sort((a, b) => a - b)).toEqual(
      links.map((l) => l.link.id).sort((a, b) => a - b),
    );
    const names = body.map((l) => l.crmContact.name);
    expect(names).toEqual(
      names.toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );

    const [parent] = await t.db
      .select({ projectId: table.projectId })
      .from(table)
      .where(eq(table.id, parentId));
    const first = body[0];
    const { link, contact } = links.find((l) => l.link.id === first.id) ?? links[0];
    expect(first).toEqual({
      id: link.id,
      version: link.version,
      crmId: contact.crmId,
      crmContact: {
        name: contact.name ?? contact.fullName,
        address: formatContactAddress(contact),
        email: contact.email,
        phones: contact.phones,
      },
      projectId: parent.projectId,
      roleIds: await roleIdsOf(link.id),
      notes: link.notes,
      ownerSince: link.ownerSince,
      ownerUntil: link.ownerUntil,
      [key]: parentId,
    });
  });

  it('answers 404 for a record that does not exist and 400 for an id that is no number', async () => {
    const missing = await call('GET', '/api/instrument/99999999/contacts');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Instrument not found.' });
    const bad = await call('GET', '/api/service/abc/contacts');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The Service ID field may only contain numeric characters.');
  });
});

describe('POST contact/create', () => {
  it('adds a contact with its roles to a property, in the property’s project, audited', async () => {
    const property = await firstProperty();
    const contact = await contactNotOn(s.contactLinks.propertyId, property.id);
    const otherProject = property.projectId + 1;
    const res = await call('POST', '/api/contact/create', {
      crmId: contact.crmId,
      propertyId: property.id,
      projectId: otherProject,
      roleIds: [12, 11],
      notes: '  Manages the farm lease ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ContactLink;
    expect(body).toMatchObject({
      crmId: contact.crmId,
      projectId: property.projectId,
      propertyId: property.id,
      roleIds: [11, 12],
      notes: 'Manages the farm lease',
      version: 1,
    });
    expect(body).not.toHaveProperty('serviceId');
    const [row] = await t.db.select().from(s.contactLinks).where(eq(s.contactLinks.id, body.id));
    expect(row).toMatchObject({
      contactId: contact.id,
      projectId: property.projectId,
      propertyId: property.id,
    });
    expect(await roleIdsOf(body.id)).toEqual([11, 12]);
    const audit = await t.db
      .select({ table: s.auditLog.tableName, action: s.auditLog.action, after: s.auditLog.after })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.recordId, body.id),
          inArray(s.auditLog.tableName, ['contact_links', 'contact_link_roles']),
        ),
      );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'contact_links', action: 'create' }),
        { table: 'contact_link_roles', action: 'create', after: { roleIds: [11, 12] } },
      ]),
    );
  });

  it.each([
    [
      'no contact',
      { crmId: undefined },
      'crmId',
      'Contact is required. Please use Search Contacts to select a contact.',
    ],
    ['no roles', { roleIds: [] }, 'roleIds', 'At least one Role is required.'],
    ['a property role on a service', { roleIds: [24, 11] }, 'roleIds', 'Not a Service contact role: Owner.'],
    ['an unknown role', { roleIds: [999] }, 'roleIds', 'Not a Service contact role: Role 999.'],
    [
      'role details of 101 characters',
      { notes: 'x'.repeat(101) },
      'notes',
      'The Role Details field may not be greater than 100 characters.',
    ],
    ['two records', { propertyId: 1 }, 'instrumentId', contactMessages.oneParent],
    ['no record', { serviceId: null }, 'instrumentId', contactMessages.oneParent],
    [
      'a contact not in the synced copy',
      { crmId: '4110.0.7' },
      'crmId',
      contactMessages.unknownContacts(['4110.0.7']),
    ],
  ])('refuses %s with the spec message and saves nothing', async (_, change, field, message) => {
    const service = await firstService();
    const contact = await contactNotOn(s.contactLinks.serviceId, service.id);
    const before = await snapshot();
    const res = await call('POST', '/api/contact/create', {
      crmId: contact.crmId,
      serviceId: service.id,
      roleIds: [ContactRole.Requestor],
      notes: null,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    await expectUnchanged(before);
  });

  it('refuses a contact already on the record (409), a record that does not exist (404) and view-only users (403)', async () => {
    const service = await firstService();
    const [onIt] = await t.db
      .select({ crmId: s.contacts.crmId })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(s.contactLinks.serviceId, service.id))
      .limit(1);
    const free = await contactNotOn(s.contactLinks.serviceId, service.id);
    const before = await snapshot();

    const twice = await call('POST', '/api/contact/create', {
      crmId: onIt.crmId,
      serviceId: service.id,
      roleIds: [25],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: contactMessages.alreadyOnRecord('Service') });

    const noService = await call('POST', '/api/contact/create', {
      crmId: free.crmId,
      serviceId: 99999999,
      roleIds: [25],
    });
    expect(noService.statusCode).toBe(404);
    expect(noService.json()).toEqual({ message: 'Service not found.' });

    const viewer = await call(
      'POST',
      '/api/contact/create',
      { crmId: free.crmId, serviceId: service.id, roleIds: [25] },
      t.tokens.viewer,
    );
    expect(viewer.statusCode).toBe(403);
    await expectUnchanged(before);
  });
});

describe('PUT contact/update', () => {
  const serviceLinkWithout = async (roleId: number) => {
    const withRole = t.db
      .select({ id: s.contactLinkRoles.contactLinkId })
      .from(s.contactLinkRoles)
      .where(eq(s.contactLinkRoles.contactRoleId, roleId));
    const [row] = await t.db
      .select()
      .from(s.contactLinks)
      .where(and(isNotNull(s.contactLinks.serviceId), notInArray(s.contactLinks.id, withRole)))
      .orderBy(asc(s.contactLinks.id))
      .limit(1);
    return row;
  };

  it('changes roles and role details, bumps the version and audits both', async () => {
    const link = await serviceLinkWithout(ContactRole.Requestor);
    const res = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      roleIds: [26, 25],
      notes: 'Surveyed the west line',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: link.id,
      version: link.version + 1,
      roleIds: [25, 26],
      notes: 'Surveyed the west line',
    });
    expect(await roleIdsOf(link.id)).toEqual([25, 26]);
    const audit = await t.db
      .select({ table: s.auditLog.tableName, action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.recordId, link.id), eq(s.auditLog.action, 'update')));
    expect(audit.map((a) => a.table).sort()).toEqual(['contact_link_roles', 'contact_links']);
  });

  it('moves the link to another contact picked in Search Contacts', async () => {
    const link = await serviceLinkWithout(ContactRole.Requestor);
    const other = await contactNotOn(s.contactLinks.serviceId, link.serviceId as number);
    const res = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      crmId: other.crmId,
      roleIds: await roleIdsOf(link.id),
      notes: link.notes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ crmId: other.crmId, version: link.version + 1 });
  });

  it('answers a stale version with 409 naming who changed it, and saves nothing', async () => {
    const link = await serviceLinkWithout(ContactRole.Requestor);
    const fresh = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      roleIds: [27],
      notes: 'First save',
    });
    expect(fresh.statusCode).toBe(200);
    const before = await snapshot();
    const stale = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      roleIds: [25],
      notes: 'Second save from an old page',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^This record was changed by .+ after you opened it\. Reload to see the latest version\.$/,
    );
    await expectUnchanged(before);
  });

  it.each([
    ['no roles', { roleIds: [] }, 400, 'At least one Role is required.'],
    ['an instrument role on a service', { roleIds: [1] }, 400, 'Not a Service contact role: Grantor.'],
    [
      'role details of 101 characters',
      { notes: 'x'.repeat(101) },
      400,
      'The Role Details field may not be greater than 100 characters.',
    ],
    [
      'a contact not in the synced copy',
      { crmId: '4110.0.8' },
      400,
      contactMessages.unknownContacts(['4110.0.8']),
    ],
    ['no version', { version: undefined }, 400, 'The Version field is required.'],
  ])('refuses %s and saves nothing', async (_, change, status, message) => {
    const link = await serviceLinkWithout(ContactRole.Requestor);
    const before = await snapshot();
    const res = await call('PUT', '/api/contact/update', {
      id: link.id,
      version: link.version,
      roleIds: [25],
      notes: null,
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    await expectUnchanged(before);
  });

  it('lets only an Admin take the Requestor role away, refuses view-only users, and 404s an unknown link', async () => {
    const link = await requestorLink();
    const before = await snapshot();
    const body = { id: link.id, version: link.version, roleIds: [24], notes: null };
    const staff = await call('PUT', '/api/contact/update', body);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: contactMessages.requestorRoleAdminOnly });
    expect((await call('PUT', '/api/contact/update', body, t.tokens.viewer)).statusCode).toBe(403);
    const unknown = await call('PUT', '/api/contact/update', { ...body, id: 99999999 });
    expect(unknown.statusCode).toBe(404);
    await expectUnchanged(before);

    const admin = await call('PUT', '/api/contact/update', body, t.tokens.admin);
    expect(admin.statusCode).toBe(200);
    expect(await roleIdsOf(link.id)).toEqual([24]);
  });

  it('refuses to put a contact on a record twice through an edit', async () => {
    const service = await firstService();
    const links = await t.db
      .select({ id: s.contactLinks.id, version: s.contactLinks.version, crmId: s.contacts.crmId })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(s.contactLinks.serviceId, service.id));
    if (links.length < 2) {
      const free = await contactNotOn(s.contactLinks.serviceId, service.id);
      const added = await call('POST', '/api/contact/create', {
        crmId: free.crmId,
        serviceId: service.id,
        roleIds: [25],
      });
      links.push({ ...(added.json() as ContactLink) });
    }
    const [a, b] = links;
    const before = await snapshot();
    const res = await call(
      'PUT',
      '/api/contact/update',
      {
        id: b.id,
        version: b.version,
        crmId: a.crmId,
        roleIds: [ContactRole.Requestor, 25],
      },
      t.tokens.admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: contactMessages.alreadyOnRecord('Service') });
    await expectUnchanged(before);
  });
});

describe('DELETE contact/delete/{id}', () => {
  it('lets a Staff user remove a contact without the Requestor role; the contact stays in the synced copy', async () => {
    const [link] = await t.db
      .select()
      .from(s.contactLinks)
      .where(isNotNull(s.contactLinks.propertyId))
      .orderBy(asc(s.contactLinks.id))
      .limit(1);
    const res = await call('DELETE', `/api/contact/delete/${link.id}?version=${link.version}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: link.id });
    expect(await t.db.select().from(s.contactLinks).where(eq(s.contactLinks.id, link.id))).toEqual([]);
    expect(await roleIdsOf(link.id)).toEqual([]);
    expect(await t.db.select().from(s.contacts).where(eq(s.contacts.id, link.contactId))).toHaveLength(1);
    const audit = await t.db
      .select({ table: s.auditLog.tableName })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.recordId, link.id), eq(s.auditLog.action, 'delete')));
    expect(audit.map((a) => a.table).sort()).toEqual(['contact_link_roles', 'contact_links']);
  });

  it('lets only an Admin remove a contact with the Requestor role', async () => {
    const link = await requestorLink(1);
    const before = await snapshot();
    const staff = await call('DELETE', `/api/contact/delete/${link.id}?version=${link.version}`);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: contactMessages.requestorRemovalAdminOnly });
    await expectUnchanged(before);

    const admin = await call(
      'DELETE',
      `/api/contact/delete/${link.id}?version=${link.version}`,
      undefined,
      t.tokens.admin,
    );
    expect(admin.statusCode).toBe(200);
    expect(await t.db.select().from(s.contactLinks).where(eq(s.contactLinks.id, link.id))).toEqual([]);
  });

  it('refuses a stale version (409), view-only users (403) and an unknown link (404), removing nothing', async () => {
    const [link] = await t.db
      .select()
      .from(s.contactLinks)
      .where(and(isNotNull(s.contactLinks.instrumentId), isNull(s.contactLinks.notes)))
      .orderBy(asc(s.contactLinks.id))
      .limit(1);
    const before = await snapshot();
    const stale = await call('DELETE', `/api/contact/delete/${link.id}?version=${link.version + 1}`);
    expect(stale.statusCode).toBe(409);
    const viewer = await call('DELETE', `/api/contact/delete/${link.id}`, undefined, t.tokens.viewer);
    expect(viewer.statusCode).toBe(403);
    const unknown = await call('DELETE', '/api/contact/delete/99999999');
    expect(unknown.statusCode).toBe(404);
    await expectUnchanged(before);
  });
});

describe('GET project/{id}/contacts', () => {
  it("answers every contact on the project's records once, by name", async () => {
    const [link] = await t.db.select({ projectId: s.contactLinks.projectId }).from(s.contactLinks).limit(1);
    const expected = await t.db
      .selectDistinct({ crmId: s.contacts.crmId })
      .from(s.contactLinks)
      .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
      .where(eq(s.contactLinks.projectId, link.projectId));
    const res = await call('GET', `/api/project/${link.projectId}/contacts`, undefined, t.tokens.viewer);
    expect(res.statusCode).toBe(200);
    const contacts = res.json() as Array<{ crmId: string; name: string }>;
    expect(contacts.map((c) => c.crmId).sort()).toEqual(expected.map((c) => c.crmId).sort());
    const names = contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an empty list for a project with no contacts', async () => {
    const res = await call('GET', '/api/project/987654/contacts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
