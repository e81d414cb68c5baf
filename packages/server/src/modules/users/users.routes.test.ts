import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
