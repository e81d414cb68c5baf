import type { HistoryPage, PropertyBoundary } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockwiseSquare,
  type ShapeRecord,
  shapefileZip,
  statePlanePrj,
  zipBytes,
} from '../../lib/shapefile-zip.test-helper';
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

/** A square of `side` degrees with its south-west corner at (lng, lat). */
const square = (lng: number, lat: number, side = 0.01) => ({
  type: 'Feature',
  properties: { name: 'Survey 2019' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + side, lat],
        [lng + side, lat + side],
        [lng, lat + side],
        [lng, lat],
      ],
    ],
  },
});

const put = (propertyId: number, content: unknown, version: number | null = null, token = t.tokens.staff) =>
  f.call(
    'PUT',
    `/api/property/${propertyId}/boundary`,
    {
      fileName: 'survey.geojson',
      content: typeof content === 'string' ? content : JSON.stringify(content),
      version,
    },
    token,
  );

describe('property boundary', () => {
  it('imports a GeoJSON boundary, answers it with its box and area, and reads it back for a viewer', async () => {
    const { id } = await newProperty();
    const none = await f.call('GET', `/api/property/${id}/boundary`, undefined, t.tokens.viewer);
    expect(none.json()).toEqual({ boundary: null });

    const res = await put(id, square(-78.5, 38.0));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as PropertyBoundary;
    expect(saved).toMatchObject({ propertyId: id, fileName: 'survey.geojson', vertexCount: 5, version: 1 });
    expect(saved.box).toEqual([-78.5, 38.0, -78.49, 38.01]);
    expect(saved.areaAcres).toBeGreaterThan(235);
    expect(saved.areaAcres).toBeLessThan(245);

    const read = await f.call('GET', `/api/property/${id}/boundary`, undefined, t.tokens.viewer);
    expect((read.json() as { boundary: PropertyBoundary }).boundary).toEqual(saved);
  });

  it.each([
    [
      'outside Virginia',
      square(-77.0, 40.0),
      'Polygon 1, ring 1, vertex 1 (-77, 40) is outside Virginia. Coordinates must be WGS 84 longitude, latitude.',
    ],
    [
      'a line, not an area',
      {
        type: 'LineString',
        coordinates: [
          [-78.5, 38],
          [-78.4, 38],
        ],
      },
      'The file holds a LineString; a boundary must be a Polygon or MultiPolygon (an area).',
    ],
    ['not JSON', '<kml><Document/></kml>', 'The file is not valid JSON (GeoJSON).'],
    ['nested without end', '['.repeat(5000), 'The file nests deeper than GeoJSON does.'],
  ])('refuses a file %s with 400 naming what is wrong, and keeps nothing', async (_, content, message) => {
    const { id } = await newProperty();
    const res = await put(id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { content: [message] } });
    expect((await f.call('GET', `/api/property/${id}/boundary`)).json()).toEqual({ boundary: null });
  });

  it('refuses too many vertices', async () => {
    const { id } = await newProperty();
    const ring = Array.from({ length: 20_001 }, (_, i) => [-78.5 + (i % 100) * 1e-4, 38 + i * 1e-6]);
    ring.push(ring[0]);
    const res = await put(id, { type: 'Polygon', coordinates: [ring] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The boundary has more than 20,000 vertices; simplify it before importing.',
    );
  });

  it('refuses a file over the size cap before reading it', async () => {
    const { id } = await newProperty();
    const res = await put(id, ' '.repeat(3_000_001));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.content).toEqual(['The file is larger than 3 MB.']);
  });

  it('replaces a boundary on the version the page saw, refuses a stale one, and removes it', async () => {
    const { id } = await newProperty();
    const first = (await put(id, square(-78.5, 38.0))).json() as PropertyBoundary;
    // A second import that saw no boundary is stale: it would silently replace the first.
    expect((await put(id, square(-78.4, 38.0), null)).statusCode).toBe(409);
    const second = await put(id, square(-78.4, 38.0, 0.02), first.version);
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as PropertyBoundary).version).toBe(2);
    expect((await put(id, square(-78.4, 38.0), first.version)).statusCode).toBe(409);

    expect((await f.call('DELETE', `/api/property/${id}/boundary?version=1`)).statusCode).toBe(409);
    const removed = await f.call('DELETE', `/api/property/${id}/boundary?version=2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await f.call('GET', `/api/property/${id}/boundary`)).json()).toEqual({ boundary: null });
    expect((await f.call('DELETE', `/api/property/${id}/boundary`)).statusCode).toBe(404);

    // Every step is in the property's Record History, in the product's words.
    const history = (
      await f.call('GET', `/api/property/${id}/history`, undefined, t.tokens.viewer)
    ).json() as HistoryPage;
    const boundary = history.items.filter((item) => item.card === 'Boundary');
    expect(boundary.map((item) => item.action)).toEqual(['deleted', 'updated', 'created']);
    expect(boundary[2].subject).toBe('survey.geojson');
    expect(boundary[1].changes.map((c) => c.label)).toContain('Boundary Acres');
  });

  it('lets a viewer read but never change a boundary', async () => {
    const { id } = await newProperty();
    expect((await put(id, square(-78.5, 38.0), null, t.tokens.viewer)).statusCode).toBe(403);
    expect(
      (await f.call('DELETE', `/api/property/${id}/boundary`, undefined, t.tokens.viewer)).statusCode,
    ).toBe(403);
  });

  it('answers 404 for a property that does not exist', async () => {
    expect((await put(99_999_999, square(-78.5, 38.0))).statusCode).toBe(404);
    expect((await f.call('GET', '/api/property/99999999/boundary')).statusCode).toBe(404);
  });
});

/** A zipped shapefile sent as the browser sends it: its bytes as the body, name and version in the query. */
const putZip = (
  propertyId: number,
  bytes: Buffer,
  {
    version,
    token = t.tokens.staff,
    type = 'application/zip',
  }: { version?: number; token?: string; type?: string } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/property/${propertyId}/boundary/shapefile?fileName=parcel.zip${version ? `&version=${version}` : ''}`,
    headers: { ...t.auth(token), 'content-type': type },
    payload: bytes,
  });

const bowTie: ShapeRecord = [
  [
    [-78.5, 38],
    [-78.49, 38.01],
    [-78.49, 38],
    [-78.5, 38.01],
    [-78.5, 38],
  ],
];

describe('property boundary from a zipped shapefile', () => {
  it('imports it through the same check, history and answer as a GeoJSON file, and replaces it on its version', async () => {
    const { id } = await newProperty();
    const res = await putZip(id, shapefileZip([[clockwiseSquare(-78.5, 38.0)]]));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as PropertyBoundary;
    expect(saved).toMatchObject({ propertyId: id, fileName: 'parcel.zip', vertexCount: 5, version: 1 });
    expect(saved.box).toEqual([-78.5, 38.0, -78.49, 38.01]);
    expect(saved.areaAcres).toBeGreaterThan(235);
    expect(saved.areaAcres).toBeLessThan(245);
    const read = await f.call('GET', `/api/property/${id}/boundary`, undefined, t.tokens.viewer);
    expect((read.json() as { boundary: PropertyBoundary }).boundary).toEqual(saved);

    // A second import that saw no boundary is stale; on the version seen it replaces it.
    expect((await putZip(id, shapefileZip([[clockwiseSquare(-78.4, 38.0)]]))).statusCode).toBe(409);
    const second = await putZip(id, shapefileZip([[clockwiseSquare(-78.4, 38.0)]]), { version: 1 });
    expect(second.statusCode, second.body).toBe(200);
    const history = (
      await f.call('GET', `/api/property/${id}/history`, undefined, t.tokens.viewer)
    ).json() as HistoryPage;
    const boundary = history.items.filter((item) => item.card === 'Boundary');
    expect(boundary.map((item) => item.action)).toEqual(['updated', 'created']);
    expect(boundary[1].subject).toBe('parcel.zip');
  });

  it.each([
    [
      'self-intersecting',
      shapefileZip([bowTie]),
      'Polygon 1, ring 1 crosses itself at (-78.495, 38.005): its edge from vertex 1 to 2 crosses its edge from vertex 3 to 4.',
    ],
    [
      'outside Virginia',
      shapefileZip([[clockwiseSquare(-77.0, 40.0)]]),
      'Polygon 1, ring 1, vertex 1 (-77, 40) is outside Virginia. Coordinates must be WGS 84 longitude, latitude.',
    ],
    [
      'of too many vertices',
      shapefileZip([
        [[...Array.from({ length: 20_001 }, (_, i) => [-78.5 + i * 1e-7, 38 + (i % 2) * 1e-4]), [-78.5, 38]]],
      ]),
      'The boundary has more than 20,000 vertices; simplify it before importing.',
    ],
    [
      'in projected coordinates (State Plane)',
      shapefileZip([[clockwiseSquare(11_482_916, 6_900_000, 300)]], { prj: statePlanePrj }),
      "The shapefile's coordinates are projected (NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet), not longitude and latitude: export it as WGS 84 longitude and latitude (EPSG:4326) and import it again.",
    ],
    [
      'that is a zip bomb (an entry of a few KB inflating to 10 MB)',
      zipBytes([{ name: 'parcel.shp', data: Buffer.alloc(10_000_000) }]),
      'parcel.shp in the ZIP archive expands more than 100 times its packed size; it is refused as a possible zip bomb.',
    ],
    [
      'of thousands of entries',
      zipBytes(Array.from({ length: 3_000 }, (_, i) => ({ name: `part${i}.shp`, data: '', store: true }))),
      'The ZIP archive holds 3,000 entries; at most 100 are read.',
    ],
    [
      'that is not a ZIP archive',
      Buffer.from('{"type":"Polygon","coordinates":[]}'),
      'The file is not a ZIP archive.',
    ],
    [
      'without a .shp',
      zipBytes([
        { name: 'parcel.dbf', data: Buffer.from([3]) },
        { name: 'parcel.prj', data: 'GEOGCS["GCS_WGS_1984"]' },
      ]),
      'The ZIP archive holds no shapefile (.shp file).',
    ],
    [
      'that is empty',
      Buffer.alloc(0),
      "The request holds no ZIP archive: send the file's bytes as its body, with the type application/zip.",
    ],
  ])(
    'refuses a zipped shapefile %s with 400 naming what is wrong, and keeps nothing',
    async (_, bytes, message) => {
      const { id } = await newProperty();
      const res = await putZip(id, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { content: [message] } });
      expect((await f.call('GET', `/api/property/${id}/boundary`)).json()).toEqual({ boundary: null });
    },
  );

  it('refuses an archive over the size cap unread, other content types, a viewer, a missing name, and a property that does not exist', async () => {
    const { id } = await newProperty();
    const tooBig = await putZip(id, Buffer.alloc(3_000_001));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toHaveProperty('message');
    const json = await putZip(id, Buffer.from('{"type":"Polygon"}'), { type: 'application/json' });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().message).toBe(
      "The request holds no ZIP archive: send the file's bytes as its body, with the type application/zip.",
    );
    // Text's own guard answers first (the archive's bytes hold NUL characters): no archive is read.
    const text = await putZip(id, shapefileZip([[clockwiseSquare(-78.5, 38.0)]]), { type: 'text/plain' });
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json().message).toBe('The text may not contain the NUL character (U+0000).');
    const viewer = await putZip(id, shapefileZip([[clockwiseSquare(-78.5, 38.0)]]), {
      token: t.tokens.viewer,
    });
    expect(viewer.statusCode).toBe(403);
    expect((await putZip(99_999_999, shapefileZip([[clockwiseSquare(-78.5, 38.0)]]))).statusCode).toBe(404);
    const noName = await t.app.inject({
      method: 'PUT',
      url: `/api/property/${id}/boundary/shapefile`,
      headers: { ...t.auth(t.tokens.staff), 'content-type': 'application/zip' },
      payload: shapefileZip([[clockwiseSquare(-78.5, 38.0)]]),
    });
    expect(noName.statusCode).toBe(400);
    expect((await f.call('GET', `/api/property/${id}/boundary`)).json()).toEqual({ boundary: null });
  });
});
