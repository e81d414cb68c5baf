import type { Configuration } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findLocalAccount } from './local-accounts.repo';
import { loadOidcLibrary } from './oidc-library';
import { createProviderAdapter } from './provider-adapter.repo';
import type { ProviderSecrets } from './provider-secrets.repo';
import { signOutPage } from './sign-out-page';

/** The scope the web app asks for to call the API; the access token for it is a JWT for the API audience. */
export const apiScope = 'api';

/**
 * The built-in OpenID Connect provider (the embedded default). It behaves like the organisation's
 * Entra ID for the parts the app relies on: JWT access tokens with `roles`, `name` and `oid`, and
 * AADSTS50105 for an account that is not assigned to the application.
 */
export const createOidcProvider = async ({
  config,
  db,
  secrets,
}: {
  config: Config;
  db: Db;
  secrets: ProviderSecrets;
}) => {
  const { publicUrl, oidc } = config;
  const { default: Provider, errors } = await loadOidcLibrary();
  const configuration: Configuration = {
    adapter: createProviderAdapter(db, errors),
    clients: [
      {
        client_id: oidc.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/authorized`],
        post_logout_redirect_uris: [`${publicUrl}/signedout`],
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    // `api` is not an OpenID scope: it is the API's resource scope (getResourceServerInfo below).
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    findAccount: async (_ctx, sub) => {
      const account = await findLocalAccount(db, { oid: sub });
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: account.name, email: account.email ?? undefined }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId;
      if (!accountId) return undefined;
      const account = await findLocalAccount(db, { oid: accountId });
      return account ? { roles: account.roles, name: account.name, oid: account.oid } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // The provider has checked a hint's signature, not whose it is: anyone signed in has an ID
          // token of their own to put in a link. Only the signed-in user's own token (which the app
          // sends as id_token_hint, and no other site has) skips the question.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const accountId = ctx.oidc.session?.accountId;
          const confirmed = Boolean(accountId) && hint?.payload?.sub === accountId;
          ctx.body = signOutPage(form, { confirmed });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== oidc.audience) throw new Error(`Unknown resource ${resource}`);
          return {
            scope: apiScope,
            audience: oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 60 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 8 * 60 * 60,
    },
  };
  const provider = new Provider(oidc.issuer, configuration);
  // Behind TLS termination (TRUST_PROXY set) the provider trusts X-Forwarded-Proto to build https URLs.
  provider.proxy = config.trustProxy !== false;
  return provider;
};
