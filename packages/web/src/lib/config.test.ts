import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { fillTemplate, loadConfig } from './config';

describe('config', () => {
  it('fills and encodes template placeholders', () => {
    expect(fillTemplate('https://crm/acct/{crmId}?x={missing}', { crmId: 'a b/1' })).toBe(
      'https://crm/acct/a%20b%2F1?x={missing}',
    );
  });

  it('loads /config.json once, and again after a failure', async () => {
    const failing = mockApi({});
    await expect(loadConfig()).rejects.toThrow('status 404');
    expect(failing).toHaveBeenCalledOnce();

    const spy = mockApi({ 'GET /config.json': { body: testConfig } });
    await expect(loadConfig()).resolves.toEqual(testConfig);
    await loadConfig();
    expect(spy).toHaveBeenCalledOnce();
  });
});
