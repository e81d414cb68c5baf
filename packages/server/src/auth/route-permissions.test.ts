import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Reads the server's own route table, so every /api route added by any area is covered: no token is
 * 401, and a view-only token on a route that changes data is 403 (before any validation or work).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
  );

/** Spellings of one path that a router may take for it: percent-encoded letters, doubled and trailing slashes, upper case. */
const spellings = (path: string) => {
  const encodeAt = (i: number) =>
    `${path.slice(0, i)}%${path.charCodeAt(i).toString(16)}${path.slice(i + 1)}`;
  const letters = [...path.matchAll(/[a-z]/gi)].map((m) => m.index);
  return [
    encodeAt(1),
    encodeAt(2),
    encodeAt(3),
    encodeAt(letters[letters.length - 1]),
    `/${path}`,
    path.replace('/api/', '/api//'),
    `${path}/`,
    path.toUpperCase(),
    path.replace('/api/', '/API/'),
  ];
};

describe('every /api route', () => {
  it('has routes to check', () => {
    expect(apiRoutes().length).toBeGreaterThan(30);
  });

  it('answers 401 without a token', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      else expect(res.json()).toHaveProperty('message');
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a token however the path is spelled', async () => {
    // The router decodes %61 to 'a' and may fold slashes: each spelling must still meet the route's
    // authentication (401), or match no route at all (404); never a handler's answer.
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const path = concrete(route.url);
      for (const url of spellings(path)) {
        const res = await t.app.inject({ method: route.method as 'GET', url });
        const expected = url.includes('%') ? [401] : [401, 404];
        if (!expected.includes(res.statusCode)) failures.push(`${route.method} ${url} → ${res.statusCode}`);
        else expect(res.json()).toHaveProperty('message');
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for an expired token and for a token meant for another audience', async () => {
    const claims = { oid: 'x-1', name: 'Someone', roles: ['Staff'] };
    const expired = await t.sign(claims, { expiresIn: '-5m' });
    const otherAudience = await t.sign(claims, { audience: 'api://something-else' });
    for (const token of [expired, otherAudience, 'not-a-jwt']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a view-only user on every route that changes data', async () => {
    const writes = apiRoutes().filter((r) => !['GET', 'OPTIONS'].includes(r.method) && !r.readOnly);
    const failures: string[] = [];
    for (const route of writes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: t.auth(t.tokens.viewer),
        payload: {},
      });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      for (const url of spellings(concrete(route.url))) {
        const odd = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: t.auth(t.tokens.viewer),
          payload: {},
        });
        if (![403, 404].includes(odd.statusCode)) failures.push(`${route.method} ${url} → ${odd.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a view-only user read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(t.tokens.viewer) });
    expect(res.statusCode).toBe(200);
  });
});
