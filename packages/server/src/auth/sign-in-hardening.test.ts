import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadProviderSecrets } from './provider-secrets.repo';
import { signOutPage } from './sign-out-page';

/** The sign-in defences an outside review found wanting, each checked from outside. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (app: TestApp['app'], username: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/interaction/some-uid/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `username=${encodeURIComponent(username)}&password=wrong`,
  });

describe('the sign-in attempt limit', () => {
  it('counts every spelling of one user name together', async () => {
    const limit = t.config.signInLimits.perAccount;
    const spellings = [' admin', 'admin\t', 'ADMIN', '  Admin  ', 'admin'];
    // The interaction is unknown (400) but each attempt counts, as a wrong password would.
    for (let i = 0; i < limit; i++)
      expect((await attempt(t.app, spellings[i % spellings.length])).statusCode).toBe(400);
    for (const spelling of spellings) expect((await attempt(t.app, spelling)).statusCode).toBe(429);
  });

  it('refuses a sign-in form larger than two short fields before counting it', async () => {
    expect((await attempt(t.app, 'x'.repeat(10_000))).statusCode).toBe(413);
  });

  it('answers past the limit with the sign-in page and a message, not JSON', async () => {
    const refused = await attempt(t.app, 'admin');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Too many sign-in attempts. Wait a minute and try again.');
    expect(refused.body).toContain('action="/interaction/some-uid/login"');
  });

  it('limits one user name from any number of addresses', async () => {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '3',
      TRUST_PROXY: 'loopback',
    });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await attempt(app, 'victim', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      // Another user name is not held up by it.
      expect((await attempt(app, 'bystander', { 'x-forwarded-for': '192.0.2.9' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('limits one address trying many user names', async () => {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '3',
      TRUST_PROXY: 'loopback',
    });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt(app, `sprayed-${i}`, { 'x-forwarded-for': '192.0.2.200' })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await attempt(app, 'sprayed-9', { 'x-forwarded-for': '192.0.2.201' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('counts the attempts of every server process on one database together', async () => {
    const config = parseConfig({ LOG_LEVEL: 'silent', SIGN_IN_ATTEMPTS_PER_MINUTE: '3' });
    const apps = [
      await buildApp({ config, db: t.db, webDist: null }),
      await buildApp({ config, db: t.db, webDist: null }),
    ];
    try {
      // Behind a load balancer the attempts alternate between the processes.
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(apps[i % 2], 'shared-limit')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('ignores X-Forwarded-For unless proxies are trusted, even with an https address', async () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://records.example.org',
      LOG_LEVEL: 'silent',
      SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '3',
    });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      // Believed, each would be an address of its own with attempts to spare.
      for (let i = 0; i < 3; i++) await attempt(app, `unproxied-${i}`, { 'x-forwarded-for': `10.0.0.${i}` });
      expect((await attempt(app, 'unproxied-3', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  /** Whether attempts from behind the proxy with different X-Forwarded-For count as different addresses. */
  const believesForwardedFor = async (trustProxy: string, n: number) => {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '2',
      TRUST_PROXY: trustProxy,
    });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      // inject() connects from 127.0.0.1, as a proxy on the same machine would. The attempts are
      // counted in the shared database: each case has addresses and user names of its own.
      for (let i = 0; i < 2; i++)
        await attempt(app, `believes-${n}-${i}`, { 'x-forwarded-for': `10.${n}.0.1` });
      return (await attempt(app, `believes-${n}-2`, { 'x-forwarded-for': `10.${n}.0.2` })).statusCode !== 429;
    } finally {
      await app.close();
    }
  };

  it.each([
    ['false', false],
    ['127.0.0.1', true],
    ['10.0.0.0/8', false],
    ['loopback', true],
    ['1', true],
    ['true', true],
  ])('set to %s believes X-Forwarded-For from the peer 127.0.0.1: %s', async (trustProxy, believed) => {
    const n = ['false', '127.0.0.1', '10.0.0.0/8', 'loopback', '1', 'true'].indexOf(trustProxy) + 1;
    expect(await believesForwardedFor(trustProxy, n)).toBe(believed);
  });

  it('set to true believes only the address the proxy in front appended, not what the client wrote', async () => {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '3',
      TRUST_PROXY: 'true',
    });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      // The client sends a new X-Forwarded-For each time; its proxy appends the address it saw.
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await attempt(app, `spoofer-${i}`, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }))
            .statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await app.close();
    }
  });

  it('also tells the built-in provider to read X-Forwarded-Proto', async () => {
    const discovery = async (trustProxy: string) => {
      const config = parseConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy });
      const app = await buildApp({ config, db: t.db, webDist: null });
      try {
        const response = await app.inject({
          url: '/oidc/.well-known/openid-configuration',
          headers: { host: 'records.example.org', 'x-forwarded-proto': 'https' },
        });
        return response.json().authorization_endpoint as string;
      } finally {
        await app.close();
      }
    };
    expect(await discovery('false')).toMatch(/^http:/);
    expect(await discovery('127.0.0.1')).toMatch(/^https:/);
  });
});

describe('access tokens', () => {
  const signed = async ({ typ, exp }: { typ: string; exp: boolean }) => {
    const secrets = await loadProviderSecrets(t.db);
    const key = await importJWK(secrets.signingKey, 'RS256');
    const jwt = new SignJWT({ oid: 'x-typ', name: 'Someone', roles: ['Staff'] })
      .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid, typ })
      .setIssuer(t.config.oidc.issuer)
      .setAudience(t.config.oidc.audience)
      .setSubject('x-typ')
      .setIssuedAt();
    return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
  };
  const status = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) })).statusCode;

  it('are refused without an expiry, or of another type than an access token', async () => {
    expect(await status(await signed({ typ: 'at+jwt', exp: true }))).toBe(200);
    expect(await status(await signed({ typ: 'application/at+jwt', exp: true }))).toBe(200);
    expect(await status(await signed({ typ: 'at+jwt', exp: false }))).toBe(401);
    expect(await status(await signed({ typ: 'JWT', exp: true }))).toBe(401);
  });

  it('of an external provider accept the types configured for it', () => {
    const entra = parseConfig({ OIDC_AUTHORITY: 'https://login.example.org/tenant/v2.0' });
    expect(entra.oidc.tokenTypes).toEqual(['JWT', 'at+jwt']);
    const strict = parseConfig({ OIDC_AUTHORITY: 'https://login.example.org/t', OIDC_TOKEN_TYPES: 'at+jwt' });
    expect(strict.oidc.tokenTypes).toEqual(['at+jwt']);
  });
});

describe('transport and sign-out', () => {
  it('sends Strict-Transport-Security only for an https address', async () => {
    expect((await t.app.inject('/config.json')).headers['strict-transport-security']).toBeUndefined();
    const config = parseConfig({ PUBLIC_URL: 'https://records.example.org', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: t.db, webDist: null });
    try {
      expect((await app.inject('/config.json')).headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await app.close();
    }
  });

  it('asks before signing out unless the app sent the user (the browser suite follows a bare link)', () => {
    const form =
      '<form method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x"></form>';
    const asked = signOutPage(form, { confirmed: false });
    expect(asked).toContain('Sign out of Conservation Records?');
    expect(asked).not.toContain('<script>');
    expect(asked).toContain('<button type="submit">Sign out</button>');
    expect(signOutPage(form, { confirmed: true })).toContain('<script>');
  });
});
