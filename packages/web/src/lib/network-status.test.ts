import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '../test/network';
import { isNetworkFailure, isOnline, useOnline, whenOnline } from './network-status';

describe('network status', () => {
  it('follows the browser', () => {
    expect(isOnline()).toBe(true);
    goOffline();
    expect(isOnline()).toBe(false);
    goOnline();
    expect(isOnline()).toBe(true);
  });

  it('waits for the network only when there is none', async () => {
    await expect(whenOnline()).resolves.toBeUndefined();
    goOffline();
    let back = false;
    const waiting = whenOnline().then(() => {
      back = true;
    });
    // An 'online' event while still offline (a flapping connection) is not the network back.
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(back).toBe(false);
    goOnline();
    await waiting;
    expect(back).toBe(true);
  });

  it('re-renders a component when the network goes and comes back', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(goOffline);
    expect(result.current).toBe(false);
    act(goOnline);
    expect(result.current).toBe(true);
  });

  it("tells fetch's network failure from an answer", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('Request failed with status 500'))).toBe(false);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
