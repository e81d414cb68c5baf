import { asc, eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../packages/server/src/app';
import { loadProviderSecrets } from '../packages/server/src/auth/provider-secrets.repo';
import type { Config } from '../packages/server/src/config';
import type { Database } from '../packages/server/src/db/client';
import { localAccounts, localities, users } from '../packages/server/src/db/schema';
import { concurrently, report } from './measure';

const total = 2000;
const clients = 20;

/** A listening server on the given database, and a staff token signed by its built-in provider. */
export const startBenchServer = async (config: Config, database: Database) => {
  const app = await buildApp({ config, db: database.db, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const secrets = await loadProviderSecrets(database.db);
  const [staff] = await database.db.select().from(localAccounts).where(eq(localAccounts.username, 'staff'));
  const token = await new SignJWT({ roles: staff.roles, name: staff.name, oid: staff.oid })
    .setProtectedHeader({ alg: 'RS256', kid: secrets.signingKey.kid, typ: 'at+jwt' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(staff.oid)
    .setExpirationTime('2h')
    .sign(await importJWK(secrets.signingKey, 'RS256'));
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };
  return { app, get };
};

/** GET /api/users and a lookup list under 20 concurrent clients, beside the same SQL run directly. */
export const benchPlatformApi = async (get: (path: string) => Promise<void>, database: Database) => {
  await get('/api/users'); // warm-up: JIT, JWKS, user row
  report('GET /api/users (API, 20 clients)', await concurrently(total, clients, () => get('/api/users')));
  report(
    'same SQL directly (20 clients)',
    await concurrently(total, clients, () =>
      database.db
        .select({ id: users.id, name: users.name, inactive: users.inactive })
        .from(users)
        .where(eq(users.inactive, false))
        .orderBy(asc(users.name)),
    ),
  );
  report(
    'GET /api/locality/localities (API, 20 clients)',
    await concurrently(total, clients, () => get('/api/locality/localities')),
  );
  report(
    'same SQL directly (20 clients)',
    await concurrently(total, clients, () =>
      database.db
        .select({
          id: localities.id,
          name: localities.name,
          sortOrder: localities.sortOrder,
          archiveDate: localities.archiveDate,
        })
        .from(localities)
        .orderBy(asc(localities.sortOrder), asc(localities.name)),
    ),
  );
};
