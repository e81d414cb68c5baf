import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('users', () => {
  it('lists active users only, by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(t.tokens.staff) });
    expect(res.statusCode).toBe(200);
    const users = res.json() as Array<{ id: number; name: string; inactive: boolean }>;
    expect(users.length).toBeGreaterThan(3);
    expect(users.every((u) => u.inactive === false)).toBe(true);
    expect(users.map((u) => u.name)).toEqual(
      [...users.map((u) => u.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(Object.keys(users[0]).sort()).toEqual(['id', 'inactive', 'name', 'viewOnly']);
  });

  it('adds a user seen for the first time and answers who is signed in', async () => {
    const token = await t.sign({ oid: 'new-person-oid', name: 'New Person', roles: ['Staff'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'New Person', oid: 'new-person-oid', roles: ['Staff'] });
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) });
    expect((list.json() as Array<{ name: string }>).map((u) => u.name)).toContain('New Person');
  });
});

describe('the user list held in memory', () => {
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/users', headers: { ...t.auth(t.tokens.viewer), ...headers } });

  it('answers the same list in every coding, named by an ETag, and 304 when the browser holds it', async () => {
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads the users again after a second, so a change made by another server process shows', async () => {
    const before = (await get()).json() as Array<{ id: number; name: string }>;
    const [first] = before;
    await t.db.update(users).set({ name: 'Renamed Elsewhere' }).where(eq(users.id, first.id));
    try {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
      const names = ((await get()).json() as Array<{ name: string }>).map((u) => u.name);
      expect(names).toContain('Renamed Elsewhere');
    } finally {
      vi.restoreAllMocks();
      await t.db.update(users).set({ name: first.name }).where(eq(users.id, first.id));
    }
  });
});
