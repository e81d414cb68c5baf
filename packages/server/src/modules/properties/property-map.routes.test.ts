import { type MapPoints, PropertyStatus } from '@app/domain';
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
