import { type BuiltEnvironmentFeature, InstrumentStatus, type Property } from '@app/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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

const newProperty = async () => f.createProperty({ projectId: await f.createProject() });

const house = { description: 'Main House', dwellingUnits: '1', finishedArea: '1800', imperviousArea: '2500' };

const addFeature = async (propertyId: number, values: Record<string, unknown> = {}) => {
  const res = await f.call('POST', '/api/builtEnvironmentFeature/create', {
    propertyId,
    ...house,
    ...values,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuiltEnvironmentFeature;
};

const featureRow = async (id: number) =>
  (await t.db.select().from(s.builtEnvironmentFeatures).where(eq(s.builtEnvironmentFeatures.id, id)))[0];

const listOf = async (propertyId: number) =>
  (
    await f.call('GET', `/api/property/${propertyId}/builtEnvironmentFeatures`, undefined, t.tokens.viewer)
  ).json() as BuiltEnvironmentFeature[];

describe('GET property/{id}/builtEnvironmentFeatures', () => {
  it('lists existing features first, then by dwelling units descending, then by id', async () => {
    const { id } = await newProperty();
    const gone = await addFeature(id, {
      description: 'Gone',
      exists: false,
      dwellingUnits: 5,
      finishedArea: 10,
    });
    const barn = await addFeature(id, { description: 'Barn', dwellingUnits: 0, finishedArea: 0 });
    const duplex = await addFeature(id, { description: 'Duplex', dwellingUnits: 2 });
    const shed = await addFeature(id, { description: 'Shed', dwellingUnits: 0, finishedArea: 0 });
    expect((await listOf(id)).map((x) => x.id)).toEqual([duplex.id, barn.id, shed.id, gone.id]);
  });

  it('answers 404 for a property that does not exist', async () => {
    const res = await f.call('GET', '/api/property/99999999/builtEnvironmentFeatures');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found.' });
  });
});

describe('POST builtEnvironmentFeature/create', () => {
  it('adds a feature with the spec’s defaults (building, exists, no source), audited', async () => {
    const { id } = await newProperty();
    const res = await f.call('POST', '/api/builtEnvironmentFeature/create', {
      propertyId: id,
      description: ' Gravel Drive ',
      dwellingUnits: 0,
      finishedArea: 0,
      imperviousArea: '1234.56',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BuiltEnvironmentFeature;
    expect(body).toMatchObject({
      propertyId: id,
      version: 1,
      description: 'Gravel Drive',
      isBuilding: true,
      exists: true,
      dwellingUnits: 0,
      finishedArea: 0,
      imperviousArea: 1234.56,
      primarySourceId: null,
      primarySourceName: null,
      notes: null,
    });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await f.auditOf('built_environment_features', body.id)).map((a) => a.action)).toEqual(['create']);

    const sourced = await addFeature(id, {
      primarySourceId: '1',
      isBuilding: false,
      exists: false,
      notes: 'From the tax card.',
    });
    const [source] = await t.db.select().from(s.primarySources).where(eq(s.primarySources.id, 1));
    expect(sourced).toMatchObject({
      primarySourceId: 1,
      primarySourceName: source.name,
      isBuilding: false,
      exists: false,
    });
  });

  it.each([
    ['no description', { description: '' }, 'description', 'The Description field is required.'],
    [
      'a long description',
      { description: 'x'.repeat(51) },
      'description',
      'The Description field may not be greater than 50 characters.',
    ],
    ['no dwelling units', { dwellingUnits: '' }, 'dwellingUnits', 'The Dwelling Units field is required.'],
    [
      'fractional dwelling units',
      { dwellingUnits: '1.5' },
      'dwellingUnits',
      'The Dwelling Units field must be a whole number.',
    ],
    [
      'negative dwelling units',
      { dwellingUnits: '-1' },
      'dwellingUnits',
      'The Dwelling Units field must be a whole number.',
    ],
    [
      '19 digits',
      { dwellingUnits: '1234567890123456789' },
      'dwellingUnits',
      'The Dwelling Units field may not be greater than 18 characters.',
    ],
    ['no finished area', { finishedArea: null }, 'finishedArea', 'The Finished Area field is required.'],
    [
      'no finished area for a dwelling',
      { dwellingUnits: '2', finishedArea: '0' },
      'finishedArea',
      'The Finished Area field must be greater than 0 when Dwelling Units is greater than 0.',
    ],
    [
      'a text impervious area',
      { imperviousArea: 'big' },
      'imperviousArea',
      'The Impervious Area field must be numeric and may contain up to 2 decimal places.',
    ],
    [
      'no impervious area',
      { imperviousArea: undefined },
      'imperviousArea',
      'The Impervious Area field is required.',
    ],
    [
      'long notes',
      { notes: 'x'.repeat(101) },
      'notes',
      'The Notes field may not be greater than 100 characters.',
    ],
    ['an unknown primary source', { primarySourceId: 999 }, 'primarySourceId', 'Primary Source not found.'],
  ])('refuses %s with its message and saves nothing', async (_case, change, field, message) => {
    const { id } = await newProperty();
    const res = await f.call('POST', '/api/builtEnvironmentFeature/create', {
      propertyId: id,
      ...house,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(await listOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown property and 403 to a view-only user', async () => {
    const missing = await f.call('POST', '/api/builtEnvironmentFeature/create', {
      propertyId: 99999999,
      ...house,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    const viewer = await f.call(
      'POST',
      '/api/builtEnvironmentFeature/create',
      { propertyId: 1, ...house },
      t.tokens.viewer,
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('PUT builtEnvironmentFeature/update', () => {
  it('saves the feature and bumps its version; a stale version answers 409 and saves nothing', async () => {
    const { id } = await newProperty();
    const feature = await addFeature(id);
    const changed = {
      id: feature.id,
      version: 1,
      ...house,
      description: 'Farmhouse',
      exists: false,
      finishedArea: '2000.5',
    };
    const res = await f.call('PUT', '/api/builtEnvironmentFeature/update', changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: feature.id,
      version: 2,
      description: 'Farmhouse',
      exists: false,
      finishedArea: 2000.5,
    });

    const before = await featureRow(feature.id);
    const stale = await f.call('PUT', '/api/builtEnvironmentFeature/update', {
      ...changed,
      description: 'Cottage',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('after you opened it');
    expect(await featureRow(feature.id)).toEqual(before);
  });

  it('applies the finished area rule on update too, and answers 404 for an unknown feature', async () => {
    const { id } = await newProperty();
    const feature = await addFeature(id);
    const rule = await f.call('PUT', '/api/builtEnvironmentFeature/update', {
      id: feature.id,
      version: 1,
      ...house,
      finishedArea: 0,
    });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().fieldErrors).toEqual({
      finishedArea: ['The Finished Area field must be greater than 0 when Dwelling Units is greater than 0.'],
    });
    const missing = await f.call('PUT', '/api/builtEnvironmentFeature/update', {
      id: 99999999,
      version: 1,
      ...house,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'The Built Environment Feature was not found. It may have been deleted.',
    });
  });
});

describe('DELETE builtEnvironmentFeature/delete/{id}', () => {
  it('deletes the feature, audited; then it is not found', async () => {
    const { id } = await newProperty();
    const feature = await addFeature(id);
    expect(
      (
        await f.call(
          'DELETE',
          `/api/builtEnvironmentFeature/delete/${feature.id}`,
          undefined,
          t.tokens.viewer,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await f.call('DELETE', `/api/builtEnvironmentFeature/delete/${feature.id}?version=2`)).statusCode,
    ).toBe(409);
    const res = await f.call('DELETE', `/api/builtEnvironmentFeature/delete/${feature.id}?version=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: feature.id });
    expect(await listOf(id)).toEqual([]);
    expect((await f.auditOf('built_environment_features', feature.id)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await f.call('DELETE', `/api/builtEnvironmentFeature/delete/${feature.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST builtEnvironmentFeature/{id}/move', () => {
  it.each([
    ['no destination', {}, 'The Destination Property ID field is required.'],
    ['a blank destination', { destinationPropertyId: ' ' }, 'The Destination Property ID field is required.'],
    [
      'a destination that is no number',
      { destinationPropertyId: '12b' },
      'The Destination Property ID field may only contain numeric characters.',
    ],
    ['an unknown destination', { destinationPropertyId: 99999999 }, 'Property not found.'],
    [
      'the same property',
      { destinationPropertyId: 'SAME' },
      'The Built Environment Feature is already on this Property. Enter a different Property ID.',
    ],
  ])(
    'refuses %s with its message and moves nothing',
    async (_case, body: Record<string, unknown>, message) => {
      const { id } = await newProperty();
      const feature = await addFeature(id);
      if (body.destinationPropertyId === 'SAME') body.destinationPropertyId = id;
      const res = await f.call('POST', `/api/builtEnvironmentFeature/${feature.id}/move`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { destinationPropertyId: [message] } });
      expect(await featureRow(feature.id)).toMatchObject({ propertyId: id, version: 1 });
    },
  );

  it('moves the feature to a property of another project, audited, and the development rights follow', async () => {
    const from = await newProperty();
    const to = await newProperty();
    const feature = await addFeature(from.id);
    const res = await f.call('POST', `/api/builtEnvironmentFeature/${feature.id}/move`, {
      destinationPropertyId: String(to.id),
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: feature.id, propertyId: to.id, version: 2 });
    expect(await listOf(from.id)).toEqual([]);
    expect((await listOf(to.id)).map((x) => x.id)).toEqual([feature.id]);
    expect((await f.auditOf('built_environment_features', feature.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { propertyId: from.id },
      after: { propertyId: to.id },
    });
    expect((await f.call('GET', `/api/property/${to.id}`)).json()).toMatchObject({
      existingDwellingUnits: 1,
      existingFinishedArea: 1800,
    });
    expect((await f.call('GET', `/api/property/${from.id}`)).json()).toMatchObject({
      existingDwellingUnits: 0,
    });
  });

  it('answers 409 for a stale version, 404 for an unknown feature and 403 to a view-only user', async () => {
    const from = await newProperty();
    const to = await newProperty();
    const feature = await addFeature(from.id);
    expect(
      (
        await f.call('POST', `/api/builtEnvironmentFeature/${feature.id}/move`, {
          destinationPropertyId: to.id,
          version: 3,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await f.call('POST', '/api/builtEnvironmentFeature/99999999/move', { destinationPropertyId: to.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await f.call(
          'POST',
          `/api/builtEnvironmentFeature/${feature.id}/move`,
          { destinationPropertyId: to.id },
          t.tokens.viewer,
        )
      ).statusCode,
    ).toBe(403);
    expect(await featureRow(feature.id)).toMatchObject({ propertyId: from.id });
  });
});

describe('GET property/{id}/BuiltEnvironmentExcel', () => {
  const cellValues = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  };

  it('downloads an xlsx with the development rights summary and every feature, in the card’s order', async () => {
    const projectId = await f.createProject();
    const property = await f.createProperty({ projectId, name: 'Excel Farm' });
    await f.addInstrument({
      projectId,
      propertyId: property.id,
      statusId: InstrumentStatus.Active,
      values: { dwellingsAllowed: 1, finishedAreaAllowed: 3000, imperviousAreaAllowed: 4000 },
    });
    const main = await addFeature(property.id, { notes: 'Brick, 1890.', primarySourceId: 1 });
    const cottage = await addFeature(property.id, {
      description: 'Guest Cottage',
      finishedArea: '650.25',
      imperviousArea: 800,
    });
    const ruin = await addFeature(property.id, {
      description: 'Old Mill Ruin',
      exists: false,
      dwellingUnits: 0,
      finishedArea: 0,
      imperviousArea: 300,
      isBuilding: false,
    });

    const res = await f.call(
      'GET',
      `/api/property/${property.id}/BuiltEnvironmentExcel`,
      undefined,
      t.tokens.viewer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Property-${property.id}-BuiltEnvironment.xlsx"`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const page = (await f.call('GET', `/api/property/${property.id}`)).json() as Property;
    const summary = cellValues(workbook.getWorksheet('Summary') as ExcelJS.Worksheet);
    expect(summary).toEqual([
      [`Property ${property.id}: Excel Farm`],
      ['Project', projectId],
      ['Development Rights', 'Dwelling Units', 'Finished Area', 'Impervious Area'],
      ['Allowed', 1, 3000, 4000],
      ['Existing', 2, 2450.25, 3300],
      ['Remaining', -1, 549.75, 700],
    ]);
    expect(summary.slice(3).map((row) => row.slice(1))).toEqual([
      [page.allowedDwellingUnits, page.allowedFinishedArea, page.allowedImperviousArea],
      [page.existingDwellingUnits, page.existingFinishedArea, page.existingImperviousArea],
      [page.remainingDwellingUnits, page.remainingFinishedArea, page.remainingImperviousArea],
    ]);
    // Remaining below zero is red, as on the page.
    const remaining = (workbook.getWorksheet('Summary') as ExcelJS.Worksheet).getRow(7);
    expect(remaining.getCell(2).font?.color?.argb).toBe('FFC00000');
    expect(remaining.getCell(3).font?.color?.argb).toBeUndefined();
    const [source] = await t.db.select().from(s.primarySources).where(eq(s.primarySources.id, 1));
    const features = cellValues(workbook.getWorksheet('Features') as ExcelJS.Worksheet);
    expect(features.map((row) => row.slice(0, 9))).toEqual([
      [
        'Feature ID',
        'Description',
        'Building',
        'Exists',
        'Dwelling Units',
        'Finished Area',
        'Impervious Area',
        'Primary Source',
        'Notes',
      ],
      [main.id, 'Main House', 'Yes', 'Yes', 1, 1800, 2500, source.name, 'Brick, 1890.'],
      // No notes: an empty cell.
      [cottage.id, 'Guest Cottage', 'Yes', 'Yes', 1, 650.25, 800, 'None', undefined],
      [ruin.id, 'Old Mill Ruin', 'No', 'No', 0, 0, 300, 'None', undefined],
    ]);
    expect(features[1][9]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/);
  });

  it('answers 404 for a property that does not exist', async () => {
    const res = await f.call('GET', '/api/property/99999999/BuiltEnvironmentExcel');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found.' });
  });
});
