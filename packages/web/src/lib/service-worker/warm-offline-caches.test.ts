import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/fixtures';
import { discoveryUrl, warmOfflineCaches } from './warm-offline-caches';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** The worker's caches as the page sees them, holding the given URLs. */
const cachesHolding = (held: Record<string, Response>) => {
  vi.stubGlobal('caches', { match: vi.fn(async (url: string) => held[url]?.clone()) });
};

describe('discoveryUrl', () => {
  it("is where oidc-client-ts looks, with or without the authority's last slash", () => {
    expect(discoveryUrl('http://h/oidc')).toBe('http://h/oidc/.well-known/openid-configuration');
    expect(discoveryUrl('http://h/oidc/')).toBe('http://h/oidc/.well-known/openid-configuration');
  });
});

describe('warmOfflineCaches', () => {
  const discovery = discoveryUrl(testConfig.oidc.authority);

  it('asks (through the worker) for the configuration, the discovery document and the signing keys', async () => {
    cachesHolding({});
    const fetched = vi.fn(async (url: string) =>
      url === discovery ? json({ jwks_uri: 'http://h/oidc/jwks' }) : json({}),
    );
    vi.stubGlobal('fetch', fetched);
    await warmOfflineCaches(testConfig);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/config.json', discovery, 'http://h/oidc/jwks']);
  });

  it('asks for nothing the caches already hold', async () => {
    cachesHolding({
      '/config.json': json({}),
      [discovery]: json({ jwks_uri: 'http://h/oidc/jwks' }),
      'http://h/oidc/jwks': json({ keys: [] }),
    });
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await warmOfflineCaches(testConfig);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('gives up quietly with no network', async () => {
    cachesHolding({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(warmOfflineCaches(testConfig)).resolves.toBeUndefined();
  });
});
