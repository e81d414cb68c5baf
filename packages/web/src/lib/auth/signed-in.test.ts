import { describe, expect, it, vi } from 'vitest';
import { hasUsableToken, provideSignedInStatus, whenSignedIn } from './signed-in';

describe('the token status for code outside components', () => {
  it("answers with the provided session's status", async () => {
    const session = { hasUsableToken: vi.fn(() => true), whenSignedIn: vi.fn(async () => {}) };
    provideSignedInStatus(session);
    expect(hasUsableToken()).toBe(true);
    await expect(whenSignedIn()).resolves.toBeUndefined();
    expect(session.whenSignedIn).toHaveBeenCalledOnce();
  });
});
