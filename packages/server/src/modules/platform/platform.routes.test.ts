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

  it('sets the same security headers on the API, the provider and a 404, built once', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/version', headers: t.auth(t.tokens.staff) }),
      t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' }),
      t.app.inject({ method: 'GET', url: '/nothing.js' }),
    ]);
    const policies = responses.map((res) => res.headers['content-security-policy']);
    expect(policies[0]).toContain("frame-ancestors 'self'");
    expect(new Set(policies).size).toBe(1);
    for (const res of responses) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // http PUBLIC_URL
    }
  });

  it('hands the provider only /oidc: its token endpoint takes a form body, other paths never reach it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).json()).toHaveProperty('keys');
    const token = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=nothing&client_id=records-web',
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toHaveProperty('error');
    // Without the prefix the provider's paths are not routes of the app.
    expect((await t.app.inject({ method: 'GET', url: '/jwks' })).statusCode).toBe(404);
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.some((path) => path.startsWith('/oidc'))).toBe(false);
  });
});
