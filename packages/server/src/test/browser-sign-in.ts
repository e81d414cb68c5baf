import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

/**
 * The built-in provider driven as a browser drives it, through `inject()`: a real sign-in
 * (authorization code with PKCE through the sign-in page) with the browser's cookies.
 */
export const testHost = 'localhost:3999';
export type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** One browser: its cookies (path and expiry ignored: the provider checks what it needs). */
export const browser = (t: TestApp) => {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const headers = () => ({ host: testHost, cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') });
  const relative = (location: string) => {
    const url = new URL(location, `http://${testHost}`);
    return `${url.pathname}${url.search}`;
  };
  return {
    cookies,
    get: async (url: string) =>
      keep(await t.app.inject({ method: 'GET', url: relative(url), headers: headers() })),
    post: async (url: string, form: Record<string, string>) =>
      keep(
        await t.app.inject({
          method: 'POST',
          url: relative(url),
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
};
export type Browser = ReturnType<typeof browser>;

/** Signs in through the sign-in page up to the redirect back: the code and what redeems it. */
export const authorizationCode = async (t: TestApp, b: Browser, username: string, password: string) => {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `http://${testHost}/authorized`;
  const query = new URLSearchParams({
    client_id: t.config.oidc.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile',
    resource: t.config.oidc.audience,
    state: 'state',
    nonce: 'nonce',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let response = await b.get(`/oidc/auth?${query}`);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.location;
    if (typeof location !== 'string') throw new Error(`stuck at ${response.statusCode}: ${response.body}`);
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      return {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: t.config.oidc.clientId,
        code_verifier: verifier,
      };
    }
    response = await b.get(location);
    const form = /action="(\/interaction\/[^"]+\/login)"/.exec(response.body);
    if (response.statusCode === 200 && form) response = await b.post(form[1], { username, password });
  }
  throw new Error('sign-in did not finish');
};

/** Signs in through the sign-in page and answers the ID token the web app keeps. */
export const signInForIdToken = async (t: TestApp, b: Browser, username: string, password: string) => {
  const token = await b.post('/oidc/token', await authorizationCode(t, b, username, password));
  return (token.json() as { id_token: string }).id_token;
};
