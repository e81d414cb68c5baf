import { InstrumentStatus, type Property, PropertyStatus, propertyMessages } from '@app/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
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

const propertyRow = async (id: number) => {
  const [row] = await t.db.select().from(s.properties).where(eq(s.properties.id, id));
  return row;
};

describe('GET property/{id}', () => {
  it('answers the property with its lists in the spec’s order and its derived values', async () => {
    const projectId = await f.createProject();
    const created = await f.createProperty({
      projectId,
      localities: ['Wise County', 'Bath County', 'Accomack County'],
    });
    const id = created.id;
    const [wise, accomack] = created.propertyLocalities;
    await f.call('PUT', '/api/propertyLocality/update', {
      id: wise.id,
      version: wise.version,
      taxParcels: [
        { parcelId: 'B-2', acres: '10' },
        { parcelId: 'A-9', acres: '10' },
        { parcelId: 'C-1', acres: '55.5' },
      ],
    });
    await f.call('PUT', '/api/propertyLocality/update', {
      id: accomack.id,
      version: accomack.version,
      taxParcels: [{ parcelId: '7', acres: '0.0001' }],
    });
    for (const feature of [
      { description: 'Main House', dwellingUnits: 1, finishedArea: 2000.5, imperviousArea: 3000 },
      { description: 'Old Cabin', exists: false, dwellingUnits: 1, finishedArea: 600, imperviousArea: 700 },
      { description: 'Barn', dwellingUnits: 0, finishedArea: 0, imperviousArea: 4000.25 },
    ])
      expect(
        (await f.call('POST', '/api/builtEnvironmentFeature/create', { propertyId: id, ...feature }))
          .statusCode,
      ).toBe(200);
    const inactive = await f.addInstrument({
      projectId,
      propertyId: id,
      statusId: InstrumentStatus.Inactive,
      openDate: '2010-01-01',
      values: { dwellingsAllowed: 50, finishedAreaAllowed: 50_000, imperviousAreaAllowed: 50_000 },
    });
    const older = await f.addInstrument({
      projectId,
      propertyId: id,
      statusId: InstrumentStatus.Active,
      openDate: '2015-06-01',
      executedDate: '2016-03-04',
      recordedDate: '2017-01-01',
      values: {
        propertyAcres: 40.25,
        dwellingsAllowed: 2,
        finishedAreaAllowed: 5000,
        imperviousAreaAllowed: null,
      },
    });
    const newer = await f.addInstrument({
      projectId,
      propertyId: id,
      statusId: InstrumentStatus.Active,
      typeId: null,
      openDate: '2021-06-01',
      recordedDate: '2022-02-02',
      values: {
        futurePropertiesAllowed: 1,
        dwellingsAllowed: null,
        finishedAreaAllowed: 1000,
        imperviousAreaAllowed: 6000,
      },
    });
    const pending = await f.addInstrument({
      projectId,
      propertyId: id,
      statusId: InstrumentStatus.Pending,
      typeId: 2,
      openDate: '2000-01-01',
      values: { dwellingsAllowed: 1, finishedAreaAllowed: null, imperviousAreaAllowed: 500 },
    });
    const closed = await f.addService({ projectId, propertyIds: [id], statusId: 2, openDate: '2025-01-01' });
    const openOld = await f.addService({
      projectId,
      propertyIds: [id],
      openDate: '2023-01-01',
      typeIds: [42, 41],
    });
    const openNew = await f.addService({
      projectId,
      propertyIds: [id],
      openDate: '2024-05-05',
      categoryId: 5,
    });

    const res = await f.call('GET', `/api/property/${id}`, undefined, t.tokens.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Property;
    expect(body).toMatchObject({
      id,
      projectId,
      name: 'Test Tract',
      statusId: PropertyStatus.Current,
      calculatedAcres: 75.5001,
      acres: null,
      allowedDwellingUnits: 3,
      existingDwellingUnits: 1,
      remainingDwellingUnits: 2,
      allowedFinishedArea: 6000,
      existingFinishedArea: 2000.5,
      remainingFinishedArea: 3999.5,
      allowedImperviousArea: 6500,
      existingImperviousArea: 7000.25,
      remainingImperviousArea: -500.25,
    });
    expect(body.propertyLocalities.map((l) => [l.localityName, l.primary])).toEqual([
      ['Wise County', true],
      ['Accomack County', false],
      ['Bath County', false],
    ]);
    expect(body.propertyLocalities[0].taxParcels.map((p) => [p.parcelId, p.acres])).toEqual([
      ['C-1', 55.5],
      ['A-9', 10],
      ['B-2', 10],
    ]);
    // Status ascending, then open date newest first.
    expect(body.propertyInstruments.map((i) => i.instrumentId)).toEqual([
      pending.instrumentId,
      newer.instrumentId,
      older.instrumentId,
      inactive.instrumentId,
    ]);
    expect(body.propertyInstruments[1]).toEqual({
      id: newer.linkId,
      instrumentId: newer.instrumentId,
      title: `${newer.instrumentId} - 2022`,
      typeCode: null,
      statusId: InstrumentStatus.Active,
      propertyAcres: null,
      futurePropertiesAllowed: 1,
      dwellingsAllowed: null,
      finishedAreaAllowed: 1000,
      imperviousAreaAllowed: 6000,
    });
    expect(body.propertyInstruments[2]).toMatchObject({
      title: `${older.instrumentId} - 2016`,
      typeCode: 'DGE',
      propertyAcres: 40.25,
    });
    expect(body.propertyInstruments[0]).toMatchObject({
      title: String(pending.instrumentId),
      typeCode: 'DEP',
    });
    // Status ascending, then open date newest first, then id descending.
    expect(body.propertyServices.map((x) => x.id)).toEqual([openNew, openOld, closed]);
    expect(body.propertyServices[1]).toEqual({
      id: openOld,
      projectId,
      categoryId: 1,
      categoryName: 'Inspection',
      typeNames: ['Annual Monitoring Visit', 'Landowner Requested Visit'],
      statusId: 1,
      openDate: '2023-01-01',
      isMultiProperty: false,
    });
  });

  it('answers null calculated acres for a property without parcels, and the spec’s not-found texts', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    expect((await f.call('GET', `/api/property/${id}`)).json()).toMatchObject({
      calculatedAcres: null,
      allowedDwellingUnits: 0,
    });
    const missing = await f.call('GET', '/api/property/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    const bad = await f.call('GET', '/api/property/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The Property ID field may only contain numeric characters.');
  });
});

describe('GET property/{id}/currentexists', () => {
  it('is true for a Current property only', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    expect(
      (await f.call('GET', `/api/property/${id}/currentexists`, undefined, t.tokens.viewer)).json(),
    ).toBe(true);
    await f.setStatus(id, PropertyStatus.Inactive);
    expect((await f.call('GET', `/api/property/${id}/currentexists`)).json()).toBe(false);
    expect((await f.call('GET', '/api/property/99999999/currentexists')).json()).toBe(false);
  });
});

describe('POST property/create', () => {
  it('saves a Current property with its primary and additional localities, audited, and answers it', async () => {
    const projectId = await f.createProject();
    const [wise, bath] = await f.localityIds('Wise County', 'Bath County');
    const res = await f.call('POST', '/api/property/create', {
      projectId,
      name: '  River Tract ',
      primaryLocalityId: String(wise),
      additionalLocalityIds: [bath],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Property;
    expect(body).toMatchObject({
      projectId,
      name: 'River Tract',
      statusId: PropertyStatus.Current,
      version: 1,
    });
    expect(body.propertyLocalities.map((l) => [l.localityId, l.primary, l.taxParcels])).toEqual([
      [wise, true, []],
      [bath, false, []],
    ]);
    expect((await f.auditOf('properties', body.id)).map((a) => a.action)).toEqual(['create']);
    for (const locality of body.propertyLocalities)
      expect((await f.auditOf('property_localities', locality.id)).map((a) => a.action)).toEqual(['create']);
  });

  const additionalRow = 'Select Additonal Locality or remove this row.';
  const duplicate = 'The value in the Locality fields cannot be duplicated.';
  it.each([
    ['no name', { name: ' ' }, { name: ['The Property Name field is required.'] }],
    [
      'a long name',
      { name: 'x'.repeat(51) },
      { name: ['The Property Name field may not be greater than 50 characters.'] },
    ],
    [
      'no primary locality',
      { primaryLocalityId: '' },
      { primaryLocalityId: ['The Primary Locality field is required.'] },
    ],
    [
      'an empty additional row',
      { additionalLocalityIds: [''] },
      { 'additionalLocalityIds.0': [additionalRow] },
    ],
    ['a locality twice', { additionalLocalityIds: ['PRIMARY'] }, { 'additionalLocalityIds.0': [duplicate] }],
    ['an unknown project', { projectId: 99999999 }, { projectId: ['Project not found.'] }],
    [
      'an unknown locality',
      { additionalLocalityIds: [999999] },
      { 'additionalLocalityIds.0': ['Locality not found.'] },
    ],
  ])('refuses %s with the field’s message and saves nothing', async (_case, change, fieldErrors) => {
    const projectId = await f.createProject();
    const [wise] = await f.localityIds('Wise County');
    const body = { projectId, name: 'Tract', primaryLocalityId: wise, additionalLocalityIds: [], ...change };
    if (body.additionalLocalityIds[0] === 'PRIMARY') body.additionalLocalityIds = [wise];
    const before = await f.auditCount();
    const res = await f.call('POST', '/api/property/create', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fieldErrors)[0][0], fieldErrors });
    expect(await f.auditCount()).toBe(before);
    expect(
      (await t.db.select({ n: count() }).from(s.properties).where(eq(s.properties.projectId, projectId)))[0]
        .n,
    ).toBe(0);
  });

  it('is refused to a view-only user', async () => {
    const res = await f.call('POST', '/api/property/create', {}, t.tokens.viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT property/update', () => {
  const details = {
    name: 'Upper Farm',
    statusId: PropertyStatus.Inactive,
    acres: '120.1234',
    futurePropertiesAllowed: '3',
    targetInspectionFrequency: '2',
    accessPointLatitude: '37.5432',
    accessPointLongitude: '-78.12345',
    inspectWithTwoOrMoreStaff: true,
    additionalInterestHolder: true,
    notes: 'Gate code at the office.',
  };

  it('saves every field, bumps the version and leaves the legacy ids alone', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    await t.db.update(s.properties).set({ legacyPropertyIds: 'P-1234' }).where(eq(s.properties.id, id));
    const res = await f.call('PUT', '/api/property/update', {
      id,
      version: 1,
      ...details,
      legacyPropertyIds: 'X',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      version: 2,
      name: 'Upper Farm',
      statusId: PropertyStatus.Inactive,
      acres: 120.1234,
      futurePropertiesAllowed: 3,
      targetInspectionFrequency: 2,
      accessPointLatitude: 37.5432,
      accessPointLongitude: -78.12345,
      inspectWithTwoOrMoreStaff: true,
      additionalInterestHolder: true,
      notes: 'Gate code at the office.',
      legacyPropertyIds: 'P-1234',
    });
    expect(await propertyRow(id)).toMatchObject({
      version: 2,
      name: 'Upper Farm',
      legacyPropertyIds: 'P-1234',
    });
    expect((await f.auditOf('properties', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  const lat = 'The Access Point Latitude field must be numeric and contain between 4 and 5 decimal places.';
  const long = 'The Access Point Longitude field must be numeric and contain between 4 and 5 decimal places.';
  it.each([
    ['accessPointLatitude', '37.123', lat],
    ['accessPointLatitude', '37.123456', lat],
    ['accessPointLatitude', '36.4299', 'The Access Point Latitude field must be 36.43 or more.'],
    ['accessPointLatitude', '39.6000', 'The Access Point Latitude field must be 39.5 or less.'],
    ['accessPointLongitude', '-78.1', long],
    ['accessPointLongitude', '-78.123456', long],
    ['accessPointLongitude', '-83.8000', 'The Access Point Longitude field must be -83.7 or more.'],
    ['accessPointLongitude', '-75.0000', 'The Access Point Longitude field must be -75.1 or less.'],
    ['targetInspectionFrequency', '0', 'The Target Inspection Frequency field must be 1 or more.'],
    ['targetInspectionFrequency', 'often', 'The Target Inspection Frequency field must be a whole number.'],
    ['notes', 'x'.repeat(1001), 'The Notes field may not be greater than 1000 characters.'],
    ['name', 'x'.repeat(51), 'The Property Name field may not be greater than 50 characters.'],
    ['statusId', '', 'The Status field is required.'],
    ['statusId', 99, 'Status not found.'],
    ['acres', '1.00001', 'The Acres field must be numeric and may contain up to 4 decimal places.'],
  ])('refuses %s %o: %s, saving nothing', async (field, value, message) => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    const before = await propertyRow(id);
    const res = await f.call('PUT', '/api/property/update', { id, version: 1, ...details, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(await propertyRow(id)).toEqual(before);
  });

  it('answers 409 naming who changed it when the version is stale, and saves nothing', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    expect(
      (await f.call('PUT', '/api/property/update', { id, version: 1, ...details, name: 'First' })).statusCode,
    ).toBe(200);
    const before = await propertyRow(id);
    const res = await f.call(
      'PUT',
      '/api/property/update',
      { id, version: 1, ...details, name: 'Second' },
      t.tokens.admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This record was changed by .+ at \d\d\/\d\d\/\d{4} .+ after you opened it\. Reload to see the latest version\.$/,
    );
    expect(await propertyRow(id)).toEqual(before);
  });

  it('answers 404 for a property that does not exist and 403 to a view-only user', async () => {
    const missing = await f.call('PUT', '/api/property/update', { id: 99999999, version: 1, ...details });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    expect(
      (await f.call('PUT', '/api/property/update', { id: 1, version: 1, ...details }, t.tokens.viewer))
        .statusCode,
    ).toBe(403);
  });
});

describe('DELETE property/delete/{id} (spec 2 §8)', () => {
  const refusedWith = async (id: number, message: string) => {
    const before = await f.auditCount();
    const shown = await f.call('GET', `/api/property/${id}/delete_message`, undefined, t.tokens.viewer);
    expect(shown.body).toBe(message);
    const res = await f.call('DELETE', `/api/property/delete/${id}`, undefined, t.tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect(await propertyRow(id)).toBeDefined();
    expect(await f.auditCount()).toBe(before);
  };

  it('is blocked by each of the five rules in turn, then deletes the property and everything on it', async () => {
    const projectId = await f.createProject();
    const { id, propertyLocalities } = await f.createProperty({
      projectId,
      localities: ['Wise County', 'Bath County'],
    });
    await refusedWith(id, propertyMessages.lastProperty);

    const other = await f.createProperty({ projectId, name: 'Other Tract' });
    await refusedWith(id, 'Property status must be set to inactive before it is deleted.');

    await f.setStatus(id, PropertyStatus.Inactive);
    const { instrumentId } = await f.addInstrument({
      projectId,
      propertyId: id,
      statusId: InstrumentStatus.Pending,
    });
    await refusedWith(
      id,
      'Related Active or Pending Instrument must first be marked Inactive or disassociated from this Property.',
    );
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Active })
      .where(eq(s.instruments.id, instrumentId));
    await refusedWith(id, propertyMessages.activeOrPendingInstrument);

    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, instrumentId));
    await refusedWith(id, 'Related Instrument must first be deleted or associated to another Property.');

    // Associated to another property instead: still related to this one, so still blocked.
    await t.db.insert(s.propertyInstruments).values({ propertyId: other.id, instrumentId });
    await refusedWith(id, propertyMessages.relatedInstrument);
    await t.db.delete(s.propertyInstruments).where(eq(s.propertyInstruments.propertyId, id));

    const serviceId = await f.addService({ projectId, propertyIds: [id, other.id] });
    await refusedWith(id, 'Related Service must first be deleted or associated to another Property.');
    await t.db.delete(s.serviceProperties).where(eq(s.serviceProperties.serviceId, serviceId));

    // Now it can go, with its localities, parcels and features.
    await f.call('PUT', '/api/propertyLocality/update', {
      id: propertyLocalities[0].id,
      version: 1,
      taxParcels: [{ parcelId: '1-A', acres: '5' }],
    });
    const feature = (
      await f.call('POST', '/api/builtEnvironmentFeature/create', {
        propertyId: id,
        description: 'Shed',
        dwellingUnits: 0,
        finishedArea: 0,
        imperviousArea: 100,
      })
    ).json();
    expect((await f.call('GET', `/api/property/${id}/delete_message`)).body).toBe('');
    const staff = await f.call('DELETE', `/api/property/delete/${id}`);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: 'Only an Admin can delete a Property.' });
    expect(
      (await f.call('DELETE', `/api/property/delete/${id}`, undefined, t.tokens.viewer)).statusCode,
    ).toBe(403);

    const [parcel] = await t.db
      .select({ id: s.taxParcels.id })
      .from(s.taxParcels)
      .where(eq(s.taxParcels.propertyLocalityId, propertyLocalities[0].id));
    const res = await f.call('DELETE', `/api/property/delete/${id}?version=1`, undefined, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      message: `Property ${id} was deleted. Its folders in the document store must be deleted manually, and its GIS polygon must be removed independently.`,
    });
    expect(await propertyRow(id)).toBeUndefined();
    const localityIds = propertyLocalities.map((l) => l.id);
    expect(
      await t.db.select().from(s.propertyLocalities).where(inArray(s.propertyLocalities.id, localityIds)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(s.builtEnvironmentFeatures)
        .where(eq(s.builtEnvironmentFeatures.id, feature.id)),
    ).toEqual([]);
    expect((await f.auditOf('properties', id)).at(-1)?.action).toBe('delete');
    expect((await f.auditOf('built_environment_features', feature.id)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await f.auditOf('tax_parcels', parcel.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    for (const localityId of localityIds)
      expect((await f.auditOf('property_localities', localityId)).at(-1)?.action).toBe('delete');
    expect((await f.call('GET', `/api/property/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a stale version and 404 for a property that does not exist', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    await f.createProperty({ projectId, name: 'Second' });
    await f.setStatus(id, PropertyStatus.Inactive);
    await t.db.update(s.properties).set({ version: 3 }).where(eq(s.properties.id, id));
    const stale = await f.call('DELETE', `/api/property/delete/${id}?version=2`, undefined, t.tokens.admin);
    expect(stale.statusCode).toBe(409);
    expect(await propertyRow(id)).toBeDefined();
    const missing = await f.call('DELETE', '/api/property/delete/99999999', undefined, t.tokens.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    expect((await f.call('GET', '/api/property/99999999/delete_message')).statusCode).toBe(404);
  });
});

describe('PATCH property/{id}/updateDocumentFolder', () => {
  it('sets the folder without changing the version, audited', async () => {
    const projectId = await f.createProject();
    const { id } = await f.createProperty({ projectId });
    const res = await f.call('PATCH', `/api/property/${id}/updateDocumentFolder`, {
      folderId: ' 123456789012 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, documentFolderId: '123456789012' });
    expect(await propertyRow(id)).toMatchObject({ documentFolderId: '123456789012', version: 1 });
    const [, audit] = await f.auditOf('properties', id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { documentFolderId: null },
      after: { documentFolderId: '123456789012' },
    });
  });

  it.each([
    [{}, 'The Box Folder ID field is required.'],
    [{ folderId: '12ab' }, 'The Box Folder ID field may only contain numeric characters.'],
  ])('refuses %o with its first message', async (body, message) => {
    const res = await f.call('PATCH', '/api/property/1/updateDocumentFolder', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { folderId: [message] } });
  });

  it('answers 404 for an unknown property and 403 to a view-only user', async () => {
    expect(
      (await f.call('PATCH', '/api/property/99999999/updateDocumentFolder', { folderId: '1' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('PATCH', '/api/property/1/updateDocumentFolder', { folderId: '1' }, t.tokens.viewer))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST property/getagreementtypesbypropertyids', () => {
  it('answers the distinct agreement types of the properties’ instruments in lookup order, to any user', async () => {
    const projectId = await f.createProject();
    const a = await f.createProperty({ projectId });
    const b = await f.createProperty({ projectId, name: 'B' });
    const c = await f.createProperty({ projectId, name: 'C' });
    await f.addInstrument({
      projectId,
      propertyId: a.id,
      statusId: InstrumentStatus.Active,
      agreementTypeId: 3,
    });
    await f.addInstrument({
      projectId,
      propertyId: b.id,
      statusId: InstrumentStatus.Inactive,
      agreementTypeId: 1,
    });
    await f.addInstrument({
      projectId,
      propertyId: b.id,
      statusId: InstrumentStatus.Pending,
      agreementTypeId: 3,
    });
    await f.addInstrument({
      projectId,
      propertyId: c.id,
      statusId: InstrumentStatus.Active,
      agreementTypeId: 2,
    });
    const types = await t.db.select().from(s.agreementTypes).orderBy(asc(s.agreementTypes.sortOrder));
    const name = (id: number) => types.find((x) => x.id === id)?.name;
    const res = await f.call(
      'POST',
      '/api/property/getagreementtypesbypropertyids',
      [a.id, String(b.id)],
      t.tokens.viewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: name(1) },
      { id: 3, name: name(3) },
    ]);
    expect((await f.call('POST', '/api/property/getagreementtypesbypropertyids', [c.id])).json()).toEqual([
      { id: 2, name: name(2) },
    ]);
    expect((await f.call('POST', '/api/property/getagreementtypesbypropertyids', [])).json()).toEqual([]);
    const bad = await f.call('POST', '/api/property/getagreementtypesbypropertyids', ['x']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The Property ID field may only contain numeric characters.');
  });
});
