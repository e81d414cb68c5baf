import { ListLimits, type PropertyLocality } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { propertyFixtures } from './property-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof propertyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = propertyFixtures(t);
});
afterAll(() => t.close());

const calculatedAcres = async (propertyId: number) =>
  (await t.db.select().from(s.properties).where(eq(s.properties.id, propertyId)))[0].calculatedAcres;

const localitiesOf = async (propertyId: number) =>
  (
    await f.call('GET', `/api/property/${propertyId}/propertyLocalities`, undefined, t.tokens.viewer)
  ).json() as PropertyLocality[];

/** A fresh property whose primary locality is Wise County. */
const newProperty = async (localities?: string[]) =>
  f.createProperty({ projectId: await f.createProject(), localities });

describe('GET property/{id}/propertyLocalities', () => {
  it('lists the primary locality first, then by name, each with its parcels by acres then parcel id', async () => {
    const property = await newProperty(['Wise County', 'Bath County', 'Accomack County']);
    const wise = property.propertyLocalities[0];
    await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: wise.version,
      taxParcels: [
        { parcelId: 'Lot 10', acres: '2' },
        { parcelId: 'Lot 2', acres: '2' },
        { parcelId: null, acres: '30.5' },
        { parcelId: 'No acres', acres: null },
      ],
    });
    const list = await localitiesOf(property.id);
    expect(list.map((l) => [l.localityName, l.primary])).toEqual([
      ['Wise County', true],
      ['Accomack County', false],
      ['Bath County', false],
    ]);
    expect(list[0].taxParcels.map((p) => [p.parcelId, p.acres])).toEqual([
      [null, 30.5],
      ['Lot 2', 2],
      ['Lot 10', 2],
      ['No acres', null],
    ]);
    expect(list[0]).toMatchObject({ propertyId: property.id, version: 2 });
  });

  it('answers 404 for a property that does not exist', async () => {
    const res = await f.call('GET', '/api/property/99999999/propertyLocalities');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found.' });
  });
});

describe('POST propertyLocality/create', () => {
  it('adds a locality with its parcels, drops completely empty rows, and the calculated acres follow', async () => {
    const property = await newProperty();
    const [bath] = await f.localityIds('Bath County');
    const res = await f.call('POST', '/api/propertyLocality/create', {
      propertyId: property.id,
      localityId: String(bath),
      taxParcels: [
        { parcelId: ' 12-A ', acres: '10.1234' },
        { parcelId: '', acres: '' },
        { parcelId: null, acres: null },
        { parcelId: '13', acres: '' },
        { acres: 0.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PropertyLocality;
    expect(body).toMatchObject({
      propertyId: property.id,
      localityId: bath,
      localityName: 'Bath County',
      primary: false,
    });
    expect(body.taxParcels.map((p) => [p.parcelId, p.acres])).toEqual([
      ['12-A', 10.1234],
      [null, 0.5],
      ['13', null],
    ]);
    expect(await calculatedAcres(property.id)).toBe(10.6234);
    expect((await f.auditOf('property_localities', body.id)).map((a) => a.action)).toEqual(['create']);
    for (const parcel of body.taxParcels)
      expect((await f.auditOf('tax_parcels', parcel.id)).map((a) => a.action)).toEqual(['create']);
    expect((await f.auditOf('properties', property.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { calculatedAcres: null },
      after: { calculatedAcres: 10.6234 },
    });
  });

  const decimals = 'The Acres field must be numeric and may contain up to 4 decimal places.';
  it.each([
    ['no locality', { localityId: '' }, { localityId: ['The Locality field is required.'] }],
    ['parcel acres of 0.00001', { taxParcels: [{ acres: '0.00001' }] }, { 'taxParcels.0.acres': [decimals] }],
    [
      'parcel acres with 5 decimals',
      { taxParcels: [{ parcelId: 'A', acres: '12.12345' }] },
      { 'taxParcels.0.acres': [decimals] },
    ],
    [
      'parcel acres of 0',
      { taxParcels: [{ acres: '0.0000' }] },
      { 'taxParcels.0.acres': ['The Acres field must be 0.0001 or more.'] },
    ],
    [
      'a long parcel id',
      { taxParcels: [{ acres: 1 }, { parcelId: 'x'.repeat(36) }] },
      { 'taxParcels.1.parcelId': ['The Parcel ID field may not be greater than 35 characters.'] },
    ],
    [
      'a locality already on the property',
      { localityId: 'PRIMARY' },
      { localityId: ['This Locality is already on this Property.'] },
    ],
    ['an unknown locality', { localityId: 999999 }, { localityId: ['Locality not found.'] }],
  ])('refuses %s with its message and saves nothing', async (_case, change, fieldErrors) => {
    const property = await newProperty();
    const [bath] = await f.localityIds('Bath County');
    const body: Record<string, unknown> = {
      propertyId: property.id,
      localityId: bath,
      taxParcels: [],
      ...change,
    };
    if (body.localityId === 'PRIMARY') body.localityId = property.propertyLocalities[0].localityId;
    const before = await f.auditCount();
    const res = await f.call('POST', '/api/propertyLocality/create', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0][0], fieldErrors });
    expect(await f.auditCount()).toBe(before);
    expect(await localitiesOf(property.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown property and 403 to a view-only user', async () => {
    const [bath] = await f.localityIds('Bath County');
    const missing = await f.call('POST', '/api/propertyLocality/create', {
      propertyId: 99999999,
      localityId: bath,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    const viewer = await f.call(
      'POST',
      '/api/propertyLocality/create',
      { propertyId: 1, localityId: bath },
      t.tokens.viewer,
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('PUT propertyLocality/update', () => {
  it('replaces the parcel list in one save, and the calculated acres follow, to null when none are left', async () => {
    const property = await newProperty(['Wise County', 'Bath County']);
    const [wise, bath] = property.propertyLocalities;
    await f.call('PUT', '/api/propertyLocality/update', {
      id: bath.id,
      version: 1,
      taxParcels: [{ acres: '4' }],
    });
    const first = await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: 1,
      taxParcels: [
        { parcelId: 'A', acres: '1.5' },
        { parcelId: 'B', acres: '2.25' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await calculatedAcres(property.id)).toBe(7.75);
    const oldIds = (first.json() as PropertyLocality).taxParcels.map((p) => p.id);

    const second = await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: 2,
      taxParcels: [
        { parcelId: 'C', acres: '100' },
        { parcelId: '', acres: '' },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: 3, taxParcels: [{ parcelId: 'C', acres: 100 }] });
    expect(await calculatedAcres(property.id)).toBe(104);
    for (const id of oldIds)
      expect((await f.auditOf('tax_parcels', id)).map((a) => a.action)).toEqual(['create', 'delete']);

    await f.call('PUT', '/api/propertyLocality/update', { id: wise.id, version: 3, taxParcels: [] });
    await f.call('PUT', '/api/propertyLocality/update', {
      id: bath.id,
      version: 2,
      taxParcels: [{ parcelId: 'only id' }],
    });
    expect(await calculatedAcres(property.id)).toBeNull();
  });

  it('answers 409 for a stale version and leaves the parcels as they were', async () => {
    const property = await newProperty();
    const [wise] = property.propertyLocalities;
    await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: 1,
      taxParcels: [{ acres: '3' }],
    });
    const res = await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: 1,
      taxParcels: [{ acres: '9' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('after you opened it');
    expect((await localitiesOf(property.id))[0].taxParcels.map((p) => p.acres)).toEqual([3]);
    expect(await calculatedAcres(property.id)).toBe(3);
  });

  it('answers 404 for a locality that does not exist', async () => {
    const res = await f.call('PUT', '/api/propertyLocality/update', {
      id: 99999999,
      version: 1,
      taxParcels: [],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'The Locality was not found on this Property. It may have been removed.',
    });
  });

  it(`replaces ${ListLimits.taxParcelsPerLocality} parcels with ${ListLimits.taxParcelsPerLocality} others, and refuses one more`, async () => {
    const max = ListLimits.taxParcelsPerLocality;
    const parcels = (n: number, acres: number) =>
      Array.from({ length: n }, (_, i) => ({ parcelId: `Lot ${i}`, acres }));
    const property = await newProperty();
    const [wise] = property.propertyLocalities;
    const update = (version: number, taxParcels: unknown[]) =>
      f.call('PUT', '/api/propertyLocality/update', { id: wise.id, version, taxParcels });

    for (const [version, acres] of [
      [1, 1],
      [2, 1.25],
    ]) {
      const res = await update(version, parcels(max, acres));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    }
    expect(await calculatedAcres(property.id)).toBe(max * 1.25);

    const message = `No more than ${max} Tax Parcels are allowed.`;
    const over = await update(3, parcels(max + 1, 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message, fieldErrors: { taxParcels: [message] } });
    expect(await calculatedAcres(property.id)).toBe(max * 1.25);
  });
});

describe('DELETE propertyLocality/delete/{id}', () => {
  it('refuses the primary locality, and removes another one with its parcels', async () => {
    const property = await newProperty(['Wise County', 'Bath County']);
    const [wise, bath] = property.propertyLocalities;
    await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: 1,
      taxParcels: [{ acres: '10' }],
    });
    await f.call('PUT', '/api/propertyLocality/update', {
      id: bath.id,
      version: 1,
      taxParcels: [{ parcelId: 'X', acres: '5' }],
    });
    expect(await calculatedAcres(property.id)).toBe(15);

    const before = await f.auditCount();
    const primary = await f.call('DELETE', `/api/propertyLocality/delete/${wise.id}`);
    expect(primary.statusCode).toBe(409);
    expect(primary.json()).toEqual({
      message: 'The primary Locality cannot be deleted. Make another Locality primary first.',
    });
    expect(await f.auditCount()).toBe(before);

    const [parcel] = (await localitiesOf(property.id))[1].taxParcels;
    const res = await f.call('DELETE', `/api/propertyLocality/delete/${bath.id}?version=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: bath.id });
    expect((await localitiesOf(property.id)).map((l) => l.id)).toEqual([wise.id]);
    expect(await calculatedAcres(property.id)).toBe(10);
    expect((await f.auditOf('tax_parcels', parcel.id)).at(-1)?.action).toBe('delete');
    expect((await f.auditOf('property_localities', bath.id)).at(-1)?.action).toBe('delete');
    expect((await f.call('DELETE', `/api/propertyLocality/delete/${bath.id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a stale version and 403 to a view-only user', async () => {
    const property = await newProperty(['Wise County', 'Bath County']);
    const bath = property.propertyLocalities[1];
    expect((await f.call('DELETE', `/api/propertyLocality/delete/${bath.id}?version=5`)).statusCode).toBe(
      409,
    );
    expect(
      (await f.call('DELETE', `/api/propertyLocality/delete/${bath.id}`, undefined, t.tokens.viewer))
        .statusCode,
    ).toBe(403);
    expect(await localitiesOf(property.id)).toHaveLength(2);
  });
});

describe('POST property/updateprimarylocality/{id} (Make Primary)', () => {
  it('moves the primary flag from the old primary to the chosen locality, audited', async () => {
    const property = await newProperty(['Wise County', 'Bath County', 'Accomack County']);
    // Listed primary first, then by name.
    const [wise, , bath] = property.propertyLocalities;
    expect(bath.localityName).toBe('Bath County');
    const res = await f.call('POST', `/api/property/updateprimarylocality/${bath.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PropertyLocality[]).map((l) => [l.localityName, l.primary])).toEqual([
      ['Bath County', true],
      ['Accomack County', false],
      ['Wise County', false],
    ]);
    const rows = await t.db
      .select()
      .from(s.propertyLocalities)
      .where(eq(s.propertyLocalities.propertyId, property.id));
    expect(rows.filter((r) => r.isPrimary).map((r) => r.id)).toEqual([bath.id]);
    expect((await f.auditOf('property_localities', wise.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { isPrimary: true },
      after: { isPrimary: false },
    });
    expect((await f.auditOf('property_localities', bath.id)).at(-1)).toMatchObject({
      after: { isPrimary: true },
    });

    // The old primary may now be deleted; the new one may not.
    expect((await f.call('DELETE', `/api/propertyLocality/delete/${bath.id}`)).statusCode).toBe(409);
    expect((await f.call('DELETE', `/api/propertyLocality/delete/${wise.id}`)).statusCode).toBe(200);
  });

  it('changes nothing when the locality is primary already', async () => {
    const property = await newProperty(['Wise County', 'Bath County']);
    const before = await f.auditCount();
    const res = await f.call(
      'POST',
      `/api/property/updateprimarylocality/${property.propertyLocalities[0].id}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as PropertyLocality[]).map((l) => l.primary)).toEqual([true, false]);
    expect(await f.auditCount()).toBe(before);
  });

  it('answers 404 for an unknown locality and 403 to a view-only user', async () => {
    const missing = await f.call('POST', '/api/property/updateprimarylocality/99999999');
    expect(missing.statusCode).toBe(404);
    expect(
      (await f.call('POST', '/api/property/updateprimarylocality/1', undefined, t.tokens.viewer)).statusCode,
    ).toBe(403);
  });
});
