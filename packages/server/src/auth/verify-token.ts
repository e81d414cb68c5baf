import type { Principal } from '@app/domain';
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, type JWK, jwtVerify } from 'jose';

export type TokenVerifier = (token: string) => Promise<Principal>;

/** A media type as JOSE compares it: case-insensitive, `application/` optional. */
const mediaType = (typ: string) => typ.toLowerCase().replace(/^application\//, '');

/**
 * Verifies an access token's signature, issuer, audience, expiry (required) and type. The built-in provider's tokens
 * are checked against its public key directly; an external provider's (Entra ID) against its JWKS,
 * fetched and cached by jose.
 */
export const createTokenVerifier = (options: {
  issuer: string;
  audience: string;
  /** The header `typ` values accepted: an ID token (`JWT` from the built-in provider) is not an access token. */
  tokenTypes: readonly string[];
  jwks: { local: JWK } | { uri: string };
}): TokenVerifier => {
  const accepted = new Set(options.tokenTypes.map(mediaType));
  const keys =
    'local' in options.jwks
      ? createLocalJWKSet({ keys: [options.jwks.local] })
      : createRemoteJWKSet(new URL(options.jwks.uri), { cacheMaxAge: 10 * 60 * 1000 });
  return async (token) => {
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
      clockTolerance: 30,
      // A token without an expiry would be good for ever.
      requiredClaims: ['exp'],
    });
    if (!accepted.has(mediaType(protectedHeader.typ ?? ''))) throw new Error('token type not accepted');
    const oid = typeof payload.oid === 'string' ? payload.oid : payload.sub;
    if (!oid) throw new Error('token has no subject');
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    const name = typeof payload.name === 'string' ? payload.name : '';
    return { oid, name, roles };
  };
};

/**
 * Remembers tokens already verified until they expire, so a page's dozen calls with one token cost
 * one signature check, not twelve (the check was 15 % of a simple read's CPU). Keyed by the whole
 * token, so only the very same token is ever answered from memory; never past its `exp`; at most
 * `max` tokens, the oldest forgotten first.
 */
export const rememberVerifiedTokens = (verify: TokenVerifier, { max = 10_000 } = {}): TokenVerifier => {
  const remembered = new Map<string, { principal: Principal; expiresAt: number }>();
  return async (token) => {
    const hit = remembered.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit.principal;
    if (hit) remembered.delete(token);
    const principal = await verify(token);
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') {
      if (remembered.size >= max) remembered.delete(remembered.keys().next().value as string);
      remembered.set(token, { principal, expiresAt: exp * 1000 });
    }
    return principal;
  };
};

/** An external provider's JWKS address, from its discovery document when not configured. */
export const discoverJwksUri = async (authority: string, timeoutMs: number): Promise<string> => {
  const response = await fetch(`${authority}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`OpenID discovery at ${authority} answered ${response.status}`);
  const { jwks_uri: uri } = (await response.json()) as { jwks_uri?: string };
  if (!uri) throw new Error(`OpenID discovery at ${authority} has no jwks_uri`);
  return uri;
};
