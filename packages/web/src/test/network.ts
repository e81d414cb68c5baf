import { vi } from 'vitest';

/** What the browser does when the network goes: navigator.onLine turns false and 'offline' fires. */
export const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
};

/** …and when it comes back. Tests that went offline end with this: TanStack's online state is global. */
export const goOnline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
};
