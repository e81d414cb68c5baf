import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config';

/**
 * One client for redirect, popup and silent sign-in, all answered by /authorized. The `resource`
 * parameter makes the built-in provider issue a JWT access token for the API audience.
 */
export const createUserManager = (
  { oidc }: AppConfig,
  origin: string = window.location.origin,
): UserManager => {
  const callback = `${origin}/authorized`;
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: callback,
    popup_redirect_uri: callback,
    silent_redirect_uri: callback,
    post_logout_redirect_uri: `${origin}/signedout`,
    extraQueryParams: oidc.audience ? { resource: oidc.audience } : undefined,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
  });
};
