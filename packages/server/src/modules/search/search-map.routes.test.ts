import {
  formatMapArea,
  type MapArea,
  mapAreaMessages,
  PropertyStatus,
  propertyInMapArea,
  type SearchMapPoints,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';
import { mapPointsJson } from '../properties/api';
import { propertiesOfMatches } from './search-map.repo';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
/** The box the fixtures sit around (the lower Chesapeake Bay): west, south, east, north. */
const area: MapArea = [-76.2, 37.0, -76.0, 37.2];
/** The fixtures' project, and one made for the inactive property inside the box. */
let projectId: number;
let otherProjectId: number;
let inactiveInside: number;

const boundary = (propertyId: number, [west, south, east, north]: MapArea) =>
  t.db.insert(s.propertyBoundaries).values({
    propertyId,
    fileName: `fixture-${propertyId}.geojson`,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
    west,
    south,
    east,
    north,
    vertexCount: 5,
    areaAcres: 1,
  });

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
  projectId = (await f.project({ name: 'Map Area Fixture' })).id;
  otherProjectId = (await f.project({ name: 'Map Area Other Fixture' })).id;
  const at = async (longitude: number | null, latitude: number | null, box?: MapArea) => {
    const p = await f.property({
      projectId,
      accessPointLongitude: longitude,
      accessPointLatitude: latitude,
    });
    if (box) await boundary(p.id, box);
    return p.id;
  };
  // Inside, on the west edge, on the north-east corner, and a hair west of the box.
  await at(-76.1, 37.1);
  await at(-76.2, 37.15);
  await at(-76.0, 37.2);
  await at(-76.20001, 37.1);
  // Outside, but the boundary reaches in; only touches the west edge; stops short of it.
  await at(-76.3, 37.1, [-76.35, 37.05, -76.19, 37.12]);
  await at(-76.3, 37.08, [-76.4, 37.05, -76.2, 37.1]);
  await at(-76.3, 37.06, [-76.4, 37.05, -76.21, 37.1]);
  // Touching the east edge, the north edge, the south edge.
  await at(-75.97, 37.07, [-76.0, 37.05, -75.95, 37.1]);
  await at(-76.08, 37.24, [-76.1, 37.2, -76.05, 37.25]);
  await at(-76.08, 36.96, [-76.1, 36.95, -76.05, 37.0]);
  // No access point: a boundary inside, or nothing at all.
  await at(null, null, [-76.15, 37.05, -76.1, 37.08]);
  await at(null, null);
  // A parcel around the whole box, its access point outside.
  await at(-76.45, 36.95, [-76.5, 36.9, -75.9, 37.3]);
  inactiveInside = (
    await f.property({
      projectId: otherProjectId,
      statusId: PropertyStatus.Inactive,
      accessPointLongitude: -76.05,
      accessPointLatitude: 37.05,
    })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, token = t.tokens.staff) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });

/**
 * The reference: every property and boundary of the database read back, the domain's rule applied to
 * each in turn. Ids of matching properties, and the projects that have one.
 */
const reference = async (box: MapArea, keep: (p: { statusId: number }) => boolean = () => true) => {
  const properties = await t.db
    .select({
      id: s.properties.id,
      projectId: s.properties.projectId,
      statusId: s.properties.statusId,
      latitude: s.properties.accessPointLatitude,
      longitude: s.properties.accessPointLongitude,
    })
    .from(s.properties);
  const boxes = new Map(
    (await t.db.select().from(s.propertyBoundaries)).map((b) => [
      b.propertyId,
      [b.west, b.south, b.east, b.north],
    ]),
  );
  const matching = properties.filter(
    (p) =>
      keep(p) &&
      propertyInMapArea(box, {
        latitude: p.latitude === null ? null : Number(p.latitude),
        longitude: p.longitude === null ? null : Number(p.longitude),
        boundaryBox: boxes.get(p.id) ?? null,
      }),
  );
  const byId = (a: number, b: number) => a - b;
  return {
    propertyIds: matching.map((p) => p.id).sort(byId),
    withAccessPoint: matching
      .filter((p) => p.latitude !== null)
      .map((p) => p.id)
      .sort(byId),
    projectIds: [...new Set(matching.map((p) => p.projectId))].sort(byId),
  };
};

/** Every match's id by the API (the export's id list: not a page). */
const matchingIds = async (type: 'Property' | 'Project', query: string) => {
  const res = await get(`/api/${type}/searchResultIds?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as number[]).sort((a, b) => a - b);
};

const mapPoints = async (type: 'Property' | 'Project', query: string) => {
  const res = await get(`/api/${type}/searchMapPoints?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // Written by PostgreSQL and sent as it is: still JSON, as the schema says.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as SearchMapPoints;
};

const q = (box: MapArea, extra = '') => `mapArea=${encodeURIComponent(formatMapArea(box))}${extra}`;

describe('the Within the Map Area facet against its reference', () => {
  it('finds, for Property, exactly the properties the domain rule finds: access points (edges in) and boundary boxes', async () => {
    const expected = await reference(area);
    // The fixtures alone: 3 access points, 5 boundaries reaching in or touching, 1 inside, 1 around it all, 1 inactive.
    expect(expected.propertyIds.length).toBeGreaterThanOrEqual(11);
    expect(await matchingIds('Property', q(area))).toEqual(expected.propertyIds);
    const page = await get(`/api/Property/search?${q(area)}`);
    expect(page.json().totalCount).toBe(expected.propertyIds.length);
  });

  it('finds, for Project, the projects with any matching property', async () => {
    const expected = await reference(area);
    const found = await matchingIds('Project', q(area));
    expect(found).toEqual(expected.projectIds);
    expect(found).toEqual(expect.arrayContaining([projectId, otherProjectId]));
  });

  it('combines with another facet: both must hold', async () => {
    const inactive = await reference(area, (p) => p.statusId === PropertyStatus.Inactive);
    expect(inactive.propertyIds).toEqual([inactiveInside]);
    expect(await matchingIds('Property', q(area, `&propertyStatuses=${PropertyStatus.Inactive}`))).toEqual(
      inactive.propertyIds,
    );
    expect(await matchingIds('Project', q(area, `&projectIds=${projectId}`))).toEqual([projectId]);
  });

  it('finds nothing in a box that crosses no property nor boundary', async () => {
    const empty: MapArea = [10, 10, 11, 11];
    expect((await reference(empty)).propertyIds).toEqual([]);
    const res = await get(`/api/Property/search?${q(empty)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ results: [], totalCount: 0 });
    expect(await matchingIds('Project', q(empty))).toEqual([]);
    expect((await mapPoints('Property', q(empty))).items).toEqual([]);
  });

  it('agrees with the reference over the whole state too (the demo data included)', async () => {
    const virginia: MapArea = [-84, 36, -75, 40];
    const expected = await reference(virginia);
    expect(await matchingIds('Property', q(virginia))).toEqual(expected.propertyIds);
    expect(await matchingIds('Project', q(virginia))).toEqual(expected.projectIds);
  });
});

describe('GET {Property|Project}/searchMapPoints', () => {
  it('answers the access point of every Property match, not just a page, as compact rows by id', async () => {
    const expected = await reference(area);
    const { items, truncated } = await mapPoints('Property', q(area));
    expect(truncated).toBe(false);
    // More than the first page of 5.
    expect(items.length).toBeGreaterThan(5);
    expect(items.map(([id]) => id)).toEqual(expected.withAccessPoint);
    const inactive = items.find(([id]) => id === inactiveInside);
    expect(inactive).toEqual([inactiveInside, otherProjectId, PropertyStatus.Inactive, 37.05, -76.05]);
  });

  it('answers every property with an access point of each matching project, for Project', async () => {
    const { items } = await mapPoints('Project', `projectIds=${projectId}&projectIds=${otherProjectId}`);
    const own = await t.db
      .select({ id: s.properties.id })
      .from(s.properties)
      .where(
        sql`${s.properties.projectId} in (${projectId}, ${otherProjectId}) and ${s.properties.accessPointLatitude} is not null`,
      )
      .orderBy(s.properties.id);
    expect(items.map(([id]) => id)).toEqual(own.map((r) => r.id));
  });

  it('says when its cap cut the list', async () => {
    const { searchWhere } = await import('./search-facets.repo');
    const where = propertiesOfMatches('Property', searchWhere('Property', { mapArea: area }));
    const all = JSON.parse((await mapPointsJson(t.db, where, 1000)).items) as unknown[];
    const cut = await mapPointsJson(t.db, where, 2);
    expect(JSON.parse(cut.items)).toEqual(all.slice(0, 2));
    expect(cut.truncated).toBe(true);
    expect((await mapPointsJson(t.db, where, all.length)).truncated).toBe(false);
  });

  it('is open to view-only users, and refuses a bad box, paging and other types in the one error shape', async () => {
    expect((await get(`/api/property/searchMapPoints?${q(area)}`, t.tokens.viewer)).statusCode).toBe(200);
    const bad = await get('/api/Property/searchMapPoints?mapArea=-76,37,-77,38');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.mapArea).toEqual([mapAreaMessages.order('Within the Map Area')]);
    const text = await get('/api/Project/search?mapArea=west,south,east,north');
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.mapArea).toEqual([mapAreaMessages.format('Within the Map Area')]);
    expect((await get(`/api/Property/searchMapPoints?${q(area)}&currentPage=1`)).statusCode).toBe(400);
    expect((await get(`/api/Service/searchMapPoints?${q(area)}`)).statusCode).toBe(404);
    expect((await get(`/api/Service/search?${q(area)}`)).statusCode).toBe(400);
  });
});
