import type { Principal } from '@app/domain';
import { createLocalJWKSet, createRemoteJWKSet, type JWK, jwtVerify } from 'jose';

export type TokenVerifier = (token: string) => Promise<Principal>;

/**
 * Verifies an access token's signature, issuer, audience and expiry. The built-in provider's tokens
 * are checked against its public key directly; an external provider's (Entra ID) against its JWKS,
 * fetched and cached by jose.
 */
export const createTokenVerifier = (options: {
  issuer: string;
  audience: string;
  jwks: { local: JWK } | { uri: string };
}): TokenVerifier => {
  const keys =
    'local' in options.jwks
      ? createLocalJWKSet({ keys: [options.jwks.local] })
      : createRemoteJWKSet(new URL(options.jwks.uri), { cacheMaxAge: 10 * 60 * 1000 });
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
      clockTolerance: 30,
    });
    const oid = typeof payload.oid === 'string' ? payload.oid : payload.sub;
    if (!oid) throw new Error('token has no subject');
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    const name = typeof payload.name === 'string' ? payload.name : '';
    return { oid, name, roles };
  };
};

/** An external provider's JWKS address, from its discovery document when not configured. */
export const discoverJwksUri = async (authority: string): Promise<string> => {
  const response = await fetch(`${authority}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery at ${authority} answered ${response.status}`);
  const { jwks_uri: uri } = (await response.json()) as { jwks_uri?: string };
  if (!uri) throw new Error(`OpenID discovery at ${authority} has no jwks_uri`);
  return uri;
};
