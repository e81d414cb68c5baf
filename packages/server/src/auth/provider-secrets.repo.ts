import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverState } from '../db/schema';

export type ProviderSecrets = { signingKey: JWK & { kid: string }; cookieKeys: string[] };

/**
 * The built-in provider's signing key and cookie keys live in the database, so tokens and sessions
 * survive a restart and every server process signs with the same key. Made once, on first start.
 */
export const loadProviderSecrets = async (db: Db): Promise<ProviderSecrets> => {
  const key = 'oidc:secrets';
  const [existing] = await db.select().from(serverState).where(eq(serverState.key, key));
  if (existing) return existing.value as ProviderSecrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: ProviderSecrets = {
    signingKey: { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // A second process starting at the same moment keeps the first one's keys.
  await db.insert(serverState).values({ key, value: secrets }).onConflictDoNothing();
  const [stored] = await db.select().from(serverState).where(eq(serverState.key, key));
  return stored.value as ProviderSecrets;
};

/** The public half of the signing key, for verifying the provider's tokens without an HTTP round trip. */
export const publicJwk = ({ signingKey }: ProviderSecrets): JWK => {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = signingKey;
  return pub;
};
