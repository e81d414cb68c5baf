import type { AppConfig } from '../config';

/** Where oidc-client-ts reads the provider's discovery document (its rule: authority + '/.well-known/…'). */
export const discoveryUrl = (authority: string): string =>
  `${authority}${authority.endsWith('/') ? '' : '/'}.well-known/openid-configuration`;

/** A cached copy of `url`, or the network's answer, which passes through the worker and is kept. */
const cachedOrFetched = async (url: string): Promise<Response> =>
  (await caches.match(url)) ?? (await fetch(url));

/**
 * Makes sure the documents the app needs to start with no network are in the service worker's caches:
 * the configuration, the sign-in provider's discovery document and its signing keys. The worker keeps
 * each as it passes (network first), but the page that installed the worker had fetched them before
 * the worker was there; asking once more, now through it, fills the gap. Best effort: a failure now is
 * retried at the next start.
 */
export const warmOfflineCaches = async ({ oidc }: AppConfig): Promise<void> => {
  try {
    await cachedOrFetched('/config.json');
    const discovery = await cachedOrFetched(discoveryUrl(oidc.authority));
    if (!discovery.ok) return;
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri === 'string') await cachedOrFetched(jwksUri);
  } catch {
    // Offline or the provider out of reach: nothing to keep now.
  }
};
