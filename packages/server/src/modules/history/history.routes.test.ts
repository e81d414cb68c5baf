import { EventType, type HistoryEntry, type HistoryPage, PropertyStatus, TagType } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { inTransaction, writeAudit } from '../../db/tx';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addEvent } from '../events/api';
import { fixtures } from '../projects/project-fixtures.test-helper';
import { propertyFixtures } from '../properties/property-fixtures.test-helper';
import { serviceFixtures } from '../services/service-fixtures.test-helper';

let t: TestApp;
let p: ReturnType<typeof propertyFixtures>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  p = propertyFixtures(t);
  f = fixtures(t.db);
});
afterAll(() => t.close());

const history = async (url: string, token = t.tokens.viewer) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryPage;
};

const find = (items: HistoryEntry[], card: string, action: HistoryEntry['action']) =>
  items.find((item) => item.card === card && item.action === action);

describe('GET property/{id}/history', () => {
  it("lists the property's own changes and its localities' and parcels', newest first, in the product's words", async () => {
    const projectId = await p.createProject();
    const property = await p.createProperty({ projectId, name: 'Test Tract' });
    const update = await p.call('PUT', '/api/property/update', {
      id: property.id,
      version: property.version,
      name: 'Renamed Tract',
      statusId: PropertyStatus.Current,
      acres: 12.5,
      futurePropertiesAllowed: null,
      targetInspectionFrequency: 2,
      accessPointLatitude: null,
      accessPointLongitude: null,
      inspectWithTwoOrMoreStaff: true,
      additionalInterestHolder: false,
      notes: null,
    });
    expect(update.statusCode, update.body).toBe(200);
    const [albemarle] = await p.localityIds('Albemarle County');
    const added = await p.call('POST', '/api/propertyLocality/create', {
      propertyId: property.id,
      localityId: albemarle,
      taxParcels: [{ parcelId: '12-A', acres: 3.25 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const locality = (
      (await p.call('GET', `/api/property/${property.id}/propertyLocalities`)).json() as {
        id: number;
        localityId: number;
        version: number;
      }[]
    ).find((l) => l.localityId === albemarle);
    const removed = await p.call(
      'DELETE',
      `/api/propertyLocality/delete/${locality?.id}?version=${locality?.version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    // View-only users read history too.
    const { items, total } = await history(`/api/property/${property.id}/history`);
    expect(total).toBe(items.length);
    const times = items.map((item) => item.at);
    expect(times).toEqual(times.toSorted().reverse());
    // The last change first: the locality's parcel went with the locality.
    // The last change first: the locality went with its parcel, and the calculated acres followed.
    expect(items.slice(0, 3)).toMatchObject([
      {
        card: 'Property',
        action: 'updated',
        changes: [{ label: 'Calculated Acres', before: '3.25', after: 'None' }],
      },
      { card: 'Tax Parcel', action: 'deleted', subject: '12-A' },
      { card: 'Locality', action: 'deleted', subject: 'Albemarle County' },
    ]);
    expect(find(items, 'Tax Parcel', 'created')).toMatchObject({ subject: '12-A', userName: 'Sam Staff' });
    expect(find(items, 'Tax Parcel', 'deleted')?.recordId).toBe(
      find(items, 'Tax Parcel', 'created')?.recordId,
    );
    expect(find(items, 'Property', 'created')).toMatchObject({
      recordId: property.id,
      subject: 'Test Tract',
    });
    const edit = items.find((item) => item.changes.some((change) => change.label === 'Name'));
    expect(edit?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(edit?.changes).toEqual(
      expect.arrayContaining([
        { label: 'Name', before: 'Test Tract', after: 'Renamed Tract' },
        { label: 'Acres', before: 'None', after: '12.5' },
        { label: 'Target Inspection Frequency (years)', before: 'None', after: '2' },
        { label: 'Inspect With Two or More Staff', before: 'No', after: 'Yes' },
      ]),
    );
    // Bookkeeping (version, times) is not a change.
    expect(edit?.changes.map((c) => c.label)).not.toContain('Version');

    const firstPage = await history(`/api/property/${property.id}/history?pageSize=2`);
    expect(firstPage).toMatchObject({ total, page: 1, pageSize: 2, items: items.slice(0, 2) });
    const secondPage = await history(`/api/property/${property.id}/history?page=2&pageSize=2`);
    expect(secondPage.items).toEqual(items.slice(2, 4));
  });

  it('keeps a deleted property readable, and the project shows it being created and deleted', async () => {
    const projectId = await p.createProject();
    await p.createProperty({ projectId, name: 'Keeper' });
    const gone = await p.createProperty({ projectId, name: 'Goner' });
    await p.setStatus(gone.id, PropertyStatus.Inactive);
    const res = await p.call(
      'DELETE',
      `/api/property/delete/${gone.id}?version=${gone.version}`,
      undefined,
      t.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);

    const own = await history(`/api/property/${gone.id}/history`);
    expect(find(own.items, 'Property', 'deleted')).toMatchObject({ recordId: gone.id, subject: 'Goner' });
    // Its locality went with it, and stays readable too.
    expect(find(own.items, 'Locality', 'deleted')).toMatchObject({ subject: 'Wise County' });
    const project = await history(`/api/project/${projectId}/history`);
    expect(project.items.filter((i) => i.card === 'Property').map((i) => [i.action, i.subject])).toEqual([
      ['deleted', 'Goner'],
      ['created', 'Goner'],
      ['created', 'Keeper'],
    ]);
  });

  it.each([
    ['/api/property/99999999/history', 404, 'Property not found.'],
    ['/api/service/99999999/history', 404, 'Service not found.'],
    ['/api/instrument/1a/history', 400, 'The Instrument ID field may only contain numeric characters.'],
    ['/api/project/1/history?pageSize=101', 400, 'The Page Size field must be 100 or less.'],
  ])('%s answers %i', async (url, status, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth(t.tokens.staff) });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('answers an empty history for a record nobody has changed yet', async () => {
    const project = await f.project();
    expect(await history(`/api/project/${project.id}/history`)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });
});

describe('an instrument or service history', () => {
  it('shows its events and tag changes, with names rather than ids', async () => {
    const project = await f.project();
    const instrument = await f.instrument({ projectId: project.id });
    const actor = { userId: null, name: 'Ada Admin' };
    await inTransaction(t.db, (tx) =>
      addEvent(
        tx,
        { instrumentId: instrument.id, typeId: EventType.Executed, date: '2024-05-06', notes: 'Signed.' },
        actor,
      ),
    );
    // Tags are audited as the whole list, under the instrument's id.
    await inTransaction(t.db, (tx) =>
      writeAudit(tx, actor, {
        table: s.instrumentTags,
        recordId: instrument.id,
        action: 'update',
        before: { ids: [] },
        after: { ids: [TagType.Important] },
      }),
    );
    const { items } = await history(`/api/instrument/${instrument.id}/history`);
    expect(items).toMatchObject([
      { card: 'Tags', action: 'updated', changes: [{ label: 'Tags', before: 'None', after: 'Important' }] },
      { card: 'Event', action: 'created', subject: 'Executed', userName: 'Ada Admin' },
    ]);
  });
});

describe("a service's components", () => {
  it("show a change on its History card as the instrument's tags do, named, under the service", async () => {
    const sf = serviceFixtures(t);
    const { projectId, propertyId } = await sf.createProject();
    const service = await sf.createService({ projectId, associatedPropertyIds: [propertyId] });
    const res = await sf.call('PUT', '/api/service/update', { ...sf.updateBody(service), typeIds: [41, 48] });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = await history(`/api/service/${service.id}/history`);
    const [newest] = items.filter((i) => i.card === 'Component' && i.action === 'updated');
    expect(newest.changes).toEqual([
      { label: 'Components', before: expect.any(String), after: expect.stringContaining(', ') },
    ]);
    const [row] = await t.db
      .select({ after: s.auditLog.after, parentTable: s.auditLog.parentTable })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, 'service_types_link'), eq(s.auditLog.recordId, service.id)))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(row).toEqual({ after: { ids: [41, 48] }, parentTable: 'services' });
  });
});

describe('a deleted service', () => {
  it('reads as one delete in its own history, its property links kept in that entry', async () => {
    const sf = serviceFixtures(t);
    const { projectId, propertyId } = await sf.createProject();
    const service = await sf.createService({ projectId, associatedPropertyIds: [propertyId] });
    const res = await sf.call('DELETE', `/api/service/delete/${service.id}`, undefined, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);

    const { items } = await history(`/api/service/${service.id}/history`);
    expect(items.filter((i) => i.card === 'Service' && i.action === 'deleted')).toHaveLength(1);
    const [row] = await t.db
      .select({ before: s.auditLog.before })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.tableName, 'services'),
          eq(s.auditLog.recordId, service.id),
          eq(s.auditLog.action, 'delete'),
        ),
      );
    expect(row.before).toMatchObject({ propertyIds: [propertyId] });
  });
});
