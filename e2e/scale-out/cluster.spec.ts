import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn } from '../tests/sign-in';

/** The processes behind the proxy (scale-out/start-cluster.mjs), reached directly. */
const processA = 'http://127.0.0.1:3301';
const processB = 'http://127.0.0.1:3302';

test('two server processes behind one proxy serve one organisation as one server would', async ({
  page,
  request,
}) => {
  const startedAt = Date.now();
  // Sign in through the proxy: the provider's steps land on both processes.
  const signInSteps: string[] = [];
  let token = '';
  page.on('response', (response) => {
    if (/^\/(oidc|interaction)\//.test(new URL(response.url()).pathname))
      signInSteps.push(response.headers()['x-served-by']);
  });
  page.on('request', (sent) => {
    const authorization = sent.headers().authorization;
    if (authorization?.startsWith('Bearer ')) token = authorization.slice('Bearer '.length);
  });
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  expect(new Set(signInSteps)).toEqual(new Set(['a', 'b']));
  expect(token).not.toBe('');

  // The token one process issued works on both.
  const auth = { authorization: `Bearer ${token}` };
  for (const server of [processA, processB])
    expect((await request.get(`${server}/api/users/me`, { headers: auth })).status()).toBe(200);

  // The sign-in attempt limit (4 a minute here) counts the attempts of both processes together.
  const attempts = [];
  for (let i = 0; i < 5; i++) {
    const answer = await request.post('/interaction/no-such-interaction/login', {
      form: { username: 'scale-out-guess', password: 'wrong' },
    });
    attempts.push({ status: answer.status(), by: answer.headers()['x-served-by'] });
  }
  expect(attempts.map((a) => a.status)).toEqual([400, 400, 400, 400, 429]);
  expect(new Set(attempts.map((a) => a.by))).toEqual(new Set(['a', 'b']));

  // A save on one process makes the other refuse the version it replaced.
  const project = await (await request.get(`${processA}/api/project/get/1`, { headers: auth })).json();
  const edit = {
    name: project.name,
    description: 'Scale-out check',
    statusId: project.statusId,
    version: project.version,
  };
  expect(
    (await request.post(`${processA}/api/project/1/update`, { headers: auth, data: edit })).status(),
  ).toBe(200);
  const stale = await request.post(`${processB}/api/project/1/update`, { headers: auth, data: edit });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).code).toBe('stale_version');

  // Both processes asked to sync the CRM copy at once: one sync runs, and both answer it.
  const [syncA, syncB] = await Promise.all(
    [processA, processB].map((server) => request.post(`${server}/api/contact/syncCrm`, { headers: auth })),
  );
  const [answerA, answerB] = [await syncA.json(), await syncB.json()];
  expect(answerA.serverErrorOnSubsequentCall).toBeNull();
  expect(new Date(answerA.createdAt).getTime()).toBeGreaterThan(startedAt);
  expect(answerB.createdAt).toBe(answerA.createdAt);
});
