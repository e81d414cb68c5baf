import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationCode, browser } from '../test/browser-sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an authorization code', () => {
  it('gives one token however many requests redeem it at once', async () => {
    const b = browser(t);
    const redeem = await authorizationCode(t, b, 'staff', 'staff-demo-1');
    const answers = await Promise.all([1, 2, 3].map(() => b.post('/oidc/token', redeem)));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
