import { ContactRole, EventType, InstrumentStatus, ServiceCategory, TagType } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lookupLists } from './lookups.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: t.auth(t.tokens.viewer) });
  expect(res.statusCode, path).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
};

describe('lookup lists', () => {
  it('answers every list with exactly the spec fields, in sort order', async () => {
    for (const { path } of lookupLists) {
      const rows = await get(path);
      expect(rows.length, path).toBeGreaterThan(0);
      const base = ['archiveDate', 'id', 'name', 'sortOrder'];
      for (const row of rows)
        expect(Object.keys(row).filter((k) => !base.includes(k)).length, path).toBeLessThanOrEqual(2);
      const orders = rows.map((r) => r.sortOrder as number);
      expect(orders, path).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('carries the fixed ids of the spec', async () => {
    const statuses = await get('instrument/instrumentstatuses');
    expect(statuses.map((s) => s.id)).toEqual(expect.arrayContaining(Object.values(InstrumentStatus)));
    const categories = await get('service/categories');
    expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining(Object.values(ServiceCategory)));
    expect(categories[0]).toHaveProperty('isMultiProjectEligible');
    const serviceEvents = await get('event/serviceeventtypes');
    expect(serviceEvents.map((e) => e.id)).toEqual(
      expect.arrayContaining([EventType.Open, EventType.Closed, EventType.Inspection]),
    );
    expect(serviceEvents.map((e) => e.id)).not.toContain(EventType.Executed);
    expect((await get('event/instrumenteventtypes')).map((e) => e.id)).toContain(EventType.Executed);
    expect((await get('service/contactroles')).map((r) => r.id)).toEqual(
      expect.arrayContaining([ContactRole.Requestor, ContactRole.DefaultService]),
    );
    const types = await get('instrument/instrumenttypes');
    expect(types[0]).toHaveProperty('code');
  });

  it('answers service types with their category and tag types with usage counts', async () => {
    const types = await get('service/types');
    expect(types.find((s) => s.id === 48)).toMatchObject({
      serviceCategoryId: ServiceCategory.Inspection,
      category: { name: expect.any(String), sortOrder: expect.any(Number) },
    });
    const tags = await get('instrument/tagtypes');
    expect(tags.find((tag) => tag.id === TagType.Important)).toMatchObject({
      canEdit: false,
      usageCount: expect.any(Number),
    });
  });

  it('marks archived options with their archive date', async () => {
    const all = (await Promise.all(lookupLists.map(({ path }) => get(path)))).flat();
    const archived = all.filter((o) => o.archiveDate !== null);
    expect(archived.length).toBeGreaterThan(0);
    for (const o of archived) expect(new Date(o.archiveDate as string).toString()).not.toBe('Invalid Date');
  });
});
