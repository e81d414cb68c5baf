import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './verify-token';

/** The verifier as an external authority's tokens meet it (Entra ID's say `typ: JWT`). */
const issuer = 'https://login.example.org/tenant/v2.0';
const audience = 'api://records';
let sign: (header: { typ?: string }, options?: { exp?: boolean }) => Promise<string>;
let verifierFor: (tokenTypes: string[]) => ReturnType<typeof createTokenVerifier>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  sign = async ({ typ }, { exp = true } = {}) => {
    const jwt = new SignJWT({ oid: 'user-1', name: 'Someone', roles: ['Staff'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...(typ ? { typ } : {}) })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt();
    return (exp ? jwt.setExpirationTime('5m') : jwt).sign(privateKey);
  };
  verifierFor = (tokenTypes) => createTokenVerifier({ issuer, audience, tokenTypes, jwks: { local: jwk } });
});

describe('access token verification', () => {
  it('accepts the configured types, compared as media types', async () => {
    const verify = verifierFor(['JWT', 'at+jwt']);
    await expect(verify(await sign({ typ: 'JWT' }))).resolves.toMatchObject({
      oid: 'user-1',
      roles: ['Staff'],
    });
    await expect(verify(await sign({ typ: 'application/at+jwt' }))).resolves.toMatchObject({ oid: 'user-1' });
  });

  it('refuses a token without a type, or of a type not configured', async () => {
    const verify = verifierFor(['JWT', 'at+jwt']);
    await expect(verify(await sign({}))).rejects.toThrow();
    await expect(verify(await sign({ typ: 'id_token+jwt' }))).rejects.toThrow();
    await expect(verifierFor(['at+jwt'])(await sign({ typ: 'JWT' }))).rejects.toThrow();
  });

  it('refuses a token without an expiry: it would be good for ever', async () => {
    await expect(verifierFor(['JWT'])(await sign({ typ: 'JWT' }, { exp: false }))).rejects.toThrow(/exp/);
  });
});
