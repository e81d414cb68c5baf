import { ContactRole, EventType, InstrumentStatus, ServiceCategory, TagType } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewStatuses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invalidateLookups } from './api';
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

describe('lookup lists from memory', () => {
  const fetchList = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${path}`, headers: { ...t.auth(t.tokens.viewer), ...headers } });

  it('names each list by an ETag and answers 304 with no body when the browser holds it', async () => {
    const first = await fetchList('locality/localities');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await fetchList('locality/localities', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another list's tag, or none, gets the list.
    const other = (await fetchList('property/propertystatuses')).headers.etag as string;
    expect(other).not.toBe(etag);
    expect((await fetchList('locality/localities', { 'if-none-match': other })).statusCode).toBe(200);
    expect((await fetchList('locality/localities', { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(
      304,
    );
  });

  it('answers a tag created, renamed or deleted at once, with a new ETag', async () => {
    const tags = async () => {
      const res = await fetchList('instrument/instrumenttags');
      return {
        etag: res.headers.etag as string,
        names: (res.json() as { name: string }[]).map((x) => x.name),
      };
    };
    const before = await tags();
    const write = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: t.auth(t.tokens.admin), payload });
    const created = await write('POST', 'instrument/createTagType', { name: 'Cache Check' });
    expect(created.statusCode).toBe(200);
    const afterCreate = await tags();
    expect(afterCreate.names).toContain('Cache Check');
    expect(afterCreate.etag).not.toBe(before.etag);
    expect((await fetchList('instrument/instrumenttags', { 'if-none-match': before.etag })).statusCode).toBe(
      200,
    );
    const { id } = created.json() as { id: number };
    await write('POST', 'instrument/updateOrCreateTagType', { id, name: 'Cache Checked' });
    expect((await tags()).names).toEqual(expect.arrayContaining(['Cache Checked']));
    await write('DELETE', `instrument/deleteTagType/${id}`);
    const afterDelete = await tags();
    expect(afterDelete.names).not.toContain('Cache Checked');
    expect(afterDelete.etag).toBe(before.etag);
  });

  it('reads the database again after invalidateLookups()', async () => {
    const before = (await fetchList('review/statuses')).json() as { id: number; name: string }[];
    await t.db
      .update(reviewStatuses)
      .set({ name: 'Renamed Directly' })
      .where(eq(reviewStatuses.id, before[0].id));
    // Held in memory: the direct change is not seen until the lists are invalidated.
    expect(((await fetchList('review/statuses')).json() as { name: string }[])[0].name).toBe(before[0].name);
    invalidateLookups();
    const names = ((await fetchList('review/statuses')).json() as { name: string }[]).map((s) => s.name);
    expect(names).toContain('Renamed Directly');
    await t.db
      .update(reviewStatuses)
      .set({ name: before[0].name })
      .where(eq(reviewStatuses.id, before[0].id));
    invalidateLookups();
  });
});
