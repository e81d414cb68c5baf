import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The built-in provider's end-session endpoint, driven as a browser drives it: a real sign-in
 * (authorization code with PKCE through the sign-in page) gives a session cookie and an ID token.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost:3999';
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** One browser: its cookies (path and expiry ignored: the provider checks what it needs). */
const browser = () => {
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
  const headers = () => ({ host, cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') });
  const relative = (location: string) => {
    const url = new URL(location, `http://${host}`);
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
type Browser = ReturnType<typeof browser>;

/** Signs in through the sign-in page and answers the ID token the web app keeps. */
const signIn = async (b: Browser, username: string, password: string) => {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `http://${host}/authorized`;
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
      const token = await b.post('/oidc/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: t.config.oidc.clientId,
        code_verifier: verifier,
      });
      return (token.json() as { id_token: string }).id_token;
    }
    response = await b.get(location);
    const form = /action="(\/interaction\/[^"]+\/login)"/.exec(response.body);
    if (response.statusCode === 200 && form) response = await b.post(form[1], { username, password });
  }
  throw new Error('sign-in did not finish');
};

/** Whether the browser's provider session is still signed in: a silent sign-in answers a code. */
const signedIn = async (b: Browser) => {
  const query = new URLSearchParams({
    client_id: t.config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `http://${host}/authorized`,
    scope: 'openid',
    prompt: 'none',
    code_challenge: createHash('sha256').update('x'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const location = String((await b.get(`/oidc/auth?${query}`)).headers.location);
  return new URL(location).searchParams.has('code');
};

const endSession = (b: Browser, params: Record<string, string>) =>
  b.get(`/oidc/session/end?${new URLSearchParams(params)}`);
const confirmsAtOnce = (page: Response) => page.body.includes('<script>');
const asks = (page: Response) =>
  page.statusCode === 200 && page.body.includes('Sign out of Conservation Records?') && !confirmsAtOnce(page);

describe("the built-in provider's sign-out", () => {
  let staff: Browser;
  let staffIdToken: string;
  let adminIdToken: string;
  beforeAll(async () => {
    staff = browser();
    staffIdToken = await signIn(staff, 'staff', 'staff-demo-1');
    adminIdToken = await signIn(browser(), 'admin', 'admin-demo-1');
  });

  it('asks before ending the session when a link from elsewhere opens it', async () => {
    const page = await endSession(staff, { client_id: t.config.oidc.clientId });
    expect(asks(page)).toBe(true);
    expect(await signedIn(staff)).toBe(true);
  });

  it("asks when the link carries someone else's ID token", async () => {
    const page = await endSession(staff, { id_token_hint: adminIdToken });
    expect(asks(page)).toBe(true);
    expect(await signedIn(staff)).toBe(true);
  });

  it('refuses a sign-out posted from elsewhere, without the form the provider gave the user', async () => {
    const posted = await staff.post('/oidc/session/end/confirm', { logout: 'yes' });
    expect(posted.statusCode).toBe(400);
    expect(await signedIn(staff)).toBe(true);
  });

  it("confirms at once when the app sends the user with the user's own ID token, and the form ends the session", async () => {
    const page = await endSession(staff, {
      id_token_hint: staffIdToken,
      post_logout_redirect_uri: `${t.config.publicUrl}/signedout`,
    });
    expect(confirmsAtOnce(page)).toBe(true);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await staff.post('/oidc/session/end/confirm', { xsrf: String(xsrf), logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${t.config.publicUrl}/signedout`);
    expect(await signedIn(staff)).toBe(false);
  });
});
