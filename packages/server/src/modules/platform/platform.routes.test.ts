import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('serves the client configuration without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      oidc: { authority: 'http://localhost:3999/oidc', clientId: 'records-web', audience: 'api://records' },
      links: { logo: '/logo.svg' },
    });
  });

  it('answers the version as text to a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version', headers: t.auth(t.tokens.staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('test-version');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/users');
  });

  it('sends security headers and allows only the app origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await t.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { origin: 'http://localhost:3999' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    expect(ok.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API routes and oversized bodies with the error shape', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: t.auth(t.tokens.staff),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('/api/nothing-here');
    const big = await t.app.inject({
      method: 'POST',
      url: '/interaction/some-uid/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'a'.repeat(t.config.bodyLimit + 10)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toHaveProperty('message');
  });
});
