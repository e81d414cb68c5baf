import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, type Response, signInForIdToken, testHost } from '../test/browser-sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

/** The built-in provider's end-session endpoint: a real sign-in gives a session cookie and an ID token. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = testHost;
const signIn = (b: Browser, username: string, password: string) => signInForIdToken(t, b, username, password);

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
    staff = browser(t);
    staffIdToken = await signIn(staff, 'staff', 'staff-demo-1');
    adminIdToken = await signIn(browser(t), 'admin', 'admin-demo-1');
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
