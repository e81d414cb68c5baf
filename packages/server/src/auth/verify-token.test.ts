import type { Principal } from '@app/domain';
import { UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { rememberVerifiedTokens } from './verify-token';

const token = (exp: string | number, oid = 'a') =>
  new UnsecuredJWT({ oid }).setIssuedAt().setExpirationTime(exp).encode();
const principal: Principal = { oid: 'a', name: 'Someone', roles: ['Staff'] };

describe('remembered tokens', () => {
  it('checks a token once while it is valid, and each different token on its own', async () => {
    const verify = vi.fn(async () => principal);
    const remembered = rememberVerifiedTokens(verify);
    const first = token('1h');
    for (let i = 0; i < 5; i++) expect(await remembered(first)).toBe(principal);
    expect(verify).toHaveBeenCalledTimes(1);
    await remembered(token('1h', 'b'));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('checks again once the token has expired, and remembers no refusal', async () => {
    const verify = vi.fn(async () => principal);
    const remembered = rememberVerifiedTokens(verify);
    const soon = token(Math.floor(Date.now() / 1000) - 1);
    await remembered(soon);
    await remembered(soon);
    expect(verify).toHaveBeenCalledTimes(2);

    const refusing = vi.fn(async (): Promise<Principal> => {
      throw new Error('bad signature');
    });
    const strict = rememberVerifiedTokens(refusing);
    const forged = token('1h');
    await expect(strict(forged)).rejects.toThrow();
    await expect(strict(forged)).rejects.toThrow();
    expect(refusing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most the given number of tokens, forgetting the oldest', async () => {
    const verify = vi.fn(async () => principal);
    const remembered = rememberVerifiedTokens(verify, { max: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((oid) => token('1h', oid));
    await remembered(a);
    await remembered(b);
    await remembered(c);
    await remembered(a);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
