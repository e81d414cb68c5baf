import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network. `false` is sure (no connection at all); `true` is only a chance:
 * a phone with one bar of signal says online and may still not reach the server.
 */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe function. */
export const subscribeOnline = (listener: () => void): (() => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Resolves at once when online, else when the browser next says it is. */
export const whenOnline = (): Promise<void> =>
  isOnline()
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = subscribeOnline(() => {
          if (!isOnline()) return;
          stop();
          resolve();
        });
      });

/** True when fetch failed without an answer (no network, server out of reach): it rejects with a TypeError. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** The online state for a component; re-renders when it changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, isOnline, () => true);
