import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Role } from '@app/domain';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadProviderSecrets } from '../auth/provider-secrets.repo';
import { parseConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { localAccounts } from '../db/schema';
import { scratchDatabase } from '../db/scratch-database';
import { copyDatabaseTemplate } from '../db/template';
import { refuseConcurrentQueries } from './one-query-per-connection';

/**
 * The worker slice (`server-worker` in vitest.config.ts): a copy of the template data folder opened
 * as `npm start` opens it, the engine in its worker thread behind the data folder's lock.
 */
const openWorkerDatabase = async (worker: string): Promise<Database> => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'records-worker-')), 'db');
  copyDatabaseTemplate({ dataDir, seedDemo: true }, inject('pgliteTemplateDir'));
  const database = await openDatabase({ dataDir, inWorker: true, workerUrl: pathToFileURL(worker) });
  if (database.pglite) throw new Error('the worker slice opened the engine in its own thread');
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
};

/**
 * A fresh copy of the seeded template database for one test file. `onDisk`: the embedded one in a data
 * folder, as a server has it (in memory otherwise, which is quicker).
 */
export const openTestDatabase = async ({ onDisk = false } = {}): Promise<Database> => {
  const worker = inject('pgliteWorker');
  if (worker) return openWorkerDatabase(worker);
  const pgTemplate = inject('postgresTemplate');
  if (!pgTemplate && onDisk) {
    const dir = mkdtempSync(join(tmpdir(), 'records-test-db-'));
    copyDatabaseTemplate({ dataDir: join(dir, 'db'), seedDemo: true }, inject('pgliteTemplateDir'));
    const database = await openDatabase({ dataDir: join(dir, 'db') });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!pgTemplate) {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  refuseConcurrentQueries();
  const scratch = await scratchDatabase(pgTemplate, {
    suffix: `f${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
    copy: true,
  });
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
};

export const testConfig = () =>
  parseConfig({
    PUBLIC_URL: 'http://localhost:3999',
    APP_VERSION: 'test-version',
    LOG_LEVEL: 'silent',
    // A backup a test starts (the fuzz's Back up now) goes to a folder of its own, never the repository.
    BACKUP_DIR: join(tmpdir(), `records-test-backups-${process.pid}`),
    BACKUP_TIME: 'off',
  });

type TokenClaims = { oid: string; name: string; roles: string[] };

/**
 * The app on a fresh database, and access tokens signed by its built-in provider's key exactly as the
 * provider signs them, for the demo accounts of each role.
 */
export const createTestApp = async (options: { onDisk?: boolean } = {}) => {
  const database = await openTestDatabase(options);
  const config = testConfig();
  const app = await buildApp({ config, db: database.db, webDist: null });
  const secrets = await loadProviderSecrets(database.db);
  const key = await importJWK(secrets.signingKey, 'RS256');
  const sign = (claims: TokenClaims, options: { expiresIn?: string; audience?: string } = {}) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid, typ: 'at+jwt' })
      .setIssuer(config.oidc.issuer)
      .setAudience(options.audience ?? config.oidc.audience)
      .setSubject(claims.oid)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(key);
  const accountClaims = async (username: string): Promise<TokenClaims> => {
    const [a] = await database.db.select().from(localAccounts).where(eq(localAccounts.username, username));
    return { oid: a.oid, name: a.name, roles: a.roles };
  };
  const tokens = {
    admin: await sign(await accountClaims('admin')),
    staff: await sign(await accountClaims('staff')),
    viewer: await sign(await accountClaims('viewer')),
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    db: database.db,
    config,
    tokens,
    sign,
    auth,
    roles: Role,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
