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

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['false', false],
      ['true', 1],
      ['1', 1],
      ['2', 2],
      ['10.0.0.1', ['10.0.0.1']],
      [' 10.0.0.0/8, 127.0.0.1 ,::1 ', ['10.0.0.0/8', '127.0.0.1', '::1']],
      ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
    ])('reads %o as %o', (value, trustProxy) => {
      expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
    });

    it.each(['yes', 'dead', 'beef::1::2', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.example.org', '-1'])(
      'refuses %o, naming the variable',
      (value) => {
        expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
        expect(() => parseConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
      },
    );
  });

  describe('OIDC_TOKEN_TYPES', () => {
    it('defaults to the built-in provider’s at+jwt, and adds JWT for an external authority (Entra ID)', () => {
      expect(parseConfig({}).oidc.tokenTypes).toEqual(['at+jwt']);
      expect(parseConfig({ OIDC_AUTHORITY: 'https://login.example.org/t/v2.0' }).oidc.tokenTypes).toEqual([
        'JWT',
        'at+jwt',
      ]);
    });

    it('takes a comma-separated list', () => {
      expect(
        parseConfig({ OIDC_AUTHORITY: 'https://login.example.org/t', OIDC_TOKEN_TYPES: ' JWT , at+jwt ' })
          .oidc.tokenTypes,
      ).toEqual(['JWT', 'at+jwt']);
    });

    it.each(['JWT,', ',', 'JWT,,at+jwt', 'at jwt'])(
      'refuses %o: an empty entry would accept tokens without a type',
      (value) => {
        expect(() => parseConfig({ OIDC_TOKEN_TYPES: value })).toThrow('OIDC_TOKEN_TYPES');
      },
    );
  });

  describe('time-outs', () => {
    it('default to 10 seconds and take fractions', () => {
      expect(parseConfig({}).databaseConnectTimeoutMs).toBe(10_000);
      expect(parseConfig({}).oidc.discoveryTimeoutMs).toBe(10_000);
      const c = parseConfig({
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2.5',
        OIDC_DISCOVERY_TIMEOUT_SECONDS: '30',
      });
      expect(c.databaseConnectTimeoutMs).toBe(2500);
      expect(c.oidc.discoveryTimeoutMs).toBe(30_000);
    });

    it.each([
      ['DATABASE_CONNECT_TIMEOUT_SECONDS', '0'],
      ['DATABASE_CONNECT_TIMEOUT_SECONDS', 'ten'],
      ['OIDC_DISCOVERY_TIMEOUT_SECONDS', '-1'],
      ['OIDC_DISCOVERY_TIMEOUT_SECONDS', '601'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => parseConfig({ [name]: value })).toThrow(name);
    });
  });
});

describe('backup settings', () => {
  it('default to a daily backup at 02:30 in ./backups, 14 kept, no second place', () => {
    expect(parseConfig({}).backup).toEqual({
      dir: './backups',
      time: '02:30',
      keep: 14,
      pgDump: true,
      copyDir: null,
      s3: null,
    });
  });
  it('take off, a bucket with its endpoint, and refuse a time that is no time of day', () => {
    const c = parseConfig({
      BACKUP_TIME: 'off',
      BACKUP_S3_BUCKET: 'records',
      BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9000',
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.backup.time).toBeNull();
    expect(c.backup.s3).toMatchObject({
      bucket: 'records',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => parseConfig({ BACKUP_TIME: '25:00' })).toThrow(
      /BACKUP_TIME: must be a time of day as HH:MM/,
    );
    expect(() => parseConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
