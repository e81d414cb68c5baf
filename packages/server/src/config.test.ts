import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database and the built-in provider on port 3000', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
    });
    expect(c.oidc).toMatchObject({
      builtIn: true,
      authority: 'http://localhost:3000/oidc',
      issuer: 'http://localhost:3000/oidc',
    });
  });

  it('uses an external provider when its authority is set', () => {
    const c = parseConfig({
      OIDC_AUTHORITY: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: 'client-guid',
      OIDC_AUDIENCE: 'api://client-guid',
    });
    expect(c.oidc).toMatchObject({
      builtIn: false,
      issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ OIDC_AUTHORITY: 'not a url' }, 'OIDC_AUTHORITY'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });
});
