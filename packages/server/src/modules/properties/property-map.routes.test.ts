import { type MapPoints, type ProjectBoundaries, PropertyStatus } from '@app/domain';
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

describe('GET property/mapPoints', () => {
  it("answers each property's access point and status, every property or one project's, to a viewer", async () => {
    const projectId = await f.createProject();
    const placed = await f.createProperty({ projectId });
    await t.db
      .update(s.properties)
      .set({ accessPointLatitude: 37.12345, accessPointLongitude: -78.54321 })
      .where(eq(s.properties.id, placed.id));
    await f.createProperty({ projectId });
    const res = await f.call(
      'GET',
      `/api/property/mapPoints?projectId=${projectId}`,
      undefined,
      t.tokens.viewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MapPoints).items).toEqual([
      [placed.id, projectId, PropertyStatus.Current, 37.12345, -78.54321],
    ]);
    const all = (await f.call('GET', '/api/property/mapPoints')).json() as MapPoints;
    expect(all.items.some(([id]) => id === placed.id)).toBe(true);
  });

  it('refuses a project id that is not a number', async () => {
    const res = await f.call('GET', '/api/property/mapPoints?projectId=x');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET property/boundaries', () => {
  it("answers the boundaries of one project's properties only, to a viewer", async () => {
    const ring = (west: number) => [
      [west, 38],
      [west + 0.01, 38],
      [west + 0.01, 38.01],
      [west, 38.01],
      [west, 38],
    ];
    const projectId = await f.createProject();
    const [first, bare] = [await f.createProperty({ projectId }), await f.createProperty({ projectId })];
    const other = await f.createProperty({ projectId: await f.createProject() });
    for (const [property, west] of [
      [first, -78.5],
      [other, -78.4],
    ] as const) {
      const put = await f.call('PUT', `/api/property/${property.id}/boundary`, {
        fileName: `p${property.id}.geojson`,
        content: JSON.stringify({ type: 'Polygon', coordinates: [ring(west)] }),
        version: null,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const res = await f.call(
      'GET',
      `/api/property/boundaries?projectId=${projectId}`,
      undefined,
      t.tokens.viewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as ProjectBoundaries;
    expect(items.map((b) => [b.propertyId, b.fileName, b.box])).toEqual([
      [first.id, `p${first.id}.geojson`, [-78.5, 38, -78.49, 38.01]],
    ]);
    expect(items[0]?.geometry).toEqual({ type: 'Polygon', coordinates: [ring(-78.5)] });
    expect(items.some((b) => b.propertyId === bare.id)).toBe(false);
  });

  it('refuses a missing or malformed project id', async () => {
    expect((await f.call('GET', '/api/property/boundaries')).statusCode).toBe(400);
    expect((await f.call('GET', '/api/property/boundaries?projectId=x')).statusCode).toBe(400);
  });
});

describe('POST property/exportmap', () => {
  it("writes the properties' boundaries and access points as GeoJSON and KML that read back, for a viewer", async () => {
    const projectId = await f.createProject();
    const property = await f.createProperty({ projectId, name: 'Creek & Ridge' });
    await t.db
      .update(s.properties)
      .set({ accessPointLatitude: 38.005, accessPointLongitude: -78.495 })
      .where(eq(s.properties.id, property.id));
    const ring = [
      [-78.5, 38],
      [-78.49, 38],
      [-78.49, 38.01],
      [-78.5, 38.01],
      [-78.5, 38],
    ];
    const put = await f.call('PUT', `/api/property/${property.id}/boundary`, {
      fileName: 'creek.geojson',
      content: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      version: null,
    });
    expect(put.statusCode, put.body).toBe(200);

    const geojson = await t.app.inject({
      method: 'POST',
      url: '/api/property/exportmap?format=geojson&of=Project',
      headers: t.auth(t.tokens.viewer),
      payload: [projectId],
    });
    expect(geojson.statusCode, geojson.body).toBe(200);
    expect(geojson.headers['content-disposition']).toBe('attachment; filename="Properties.geojson"');
    const collection = geojson.json() as {
      features: { properties: { kind: string }; geometry: { type: string; coordinates: unknown } }[];
    };
    expect(collection.features.map((x) => `${x.properties.kind} ${x.geometry.type}`)).toEqual([
      'boundary Polygon',
      'access point Point',
    ]);
    expect(collection.features[0].geometry.coordinates).toEqual([ring]);
    expect(collection.features[1].geometry.coordinates).toEqual([-78.495, 38.005]);

    const kml = await t.app.inject({
      method: 'POST',
      url: '/api/property/exportmap?format=kml',
      headers: t.auth(t.tokens.viewer),
      payload: [property.id],
    });
    expect(kml.statusCode, kml.body).toBe(200);
    expect(kml.body).toContain(
      `<name>Property ${property.id} (Project ${projectId}): Creek &amp; Ridge boundary</name>`,
    );
    expect(kml.body).toContain(
      '<coordinates>-78.5,38 -78.49,38 -78.49,38.01 -78.5,38.01 -78.5,38</coordinates>',
    );
    expect(kml.body).toContain('<Point><coordinates>-78.495,38.005</coordinates></Point>');
  });

  it('refuses an unknown format', async () => {
    const res = await f.call('POST', '/api/property/exportmap?format=shp', [1]);
    expect(res.statusCode).toBe(400);
  });
});
