import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/interaction/some-uid/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=${username}&password=wrong`,
  });

describe('the built-in sign-in page', () => {
  it('slows password guessing: past the limit a user name is refused for a minute, others are not', async () => {
    const limit = t.config.signInLimits.perAccount;
    for (let i = 0; i < limit; i++) expect((await attempt('staff')).statusCode).not.toBe(429);
    const refused = await attempt('staff');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many sign-in attempts.');
    expect((await attempt('admin')).statusCode).not.toBe(429);
  });
});
