import { describe, expect, it, vi } from 'vitest';
import { withoutRuntimeWarning } from './oidc-library';

const runtimeWarning =
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';

/** What reached console.warn while a load printed the library's runtime warning and another one. */
const printedLoading = async (nodeVersion: string) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await withoutRuntimeWarning(async () => {
    // On a terminal the library wraps its warning in colour codes.
    console.warn(`\x1b[31;1m${runtimeWarning}\x1b[0m`);
    console.warn('oidc-provider WARNING: something else');
  }, nodeVersion);
  console.warn('after loading');
  const printed = warn.mock.calls.map(([text]) => String(text));
  warn.mockRestore();
  return printed;
};

describe('loading the OpenID provider library', () => {
  it('holds back only its runtime warning, only while loading, on the Node 20 we support', async () => {
    expect(await printedLoading('20.19.0')).toEqual([
      'oidc-provider WARNING: something else',
      'after loading',
    ]);
  });

  it('lets the warning through on a Node we do not support', async () => {
    expect(await printedLoading('20.18.1')).toHaveLength(3);
    expect(await printedLoading('21.7.3')).toHaveLength(3);
  });
});
