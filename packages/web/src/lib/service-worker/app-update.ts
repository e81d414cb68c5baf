import { useSyncExternalStore } from 'react';

/**
 * A new release, installed by the service worker and waiting: the function that switches to it and
 * reloads the page, or null. The worker's registration offers it; the layout shows the offer.
 */
type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Offers a waiting release (or withdraws the offer with null). */
export const offerAppUpdate = (apply: ApplyUpdate | null): void => {
  pending = apply;
  for (const listener of listeners) listener();
};

/** The waiting release's switch, or null; re-renders when one is offered. */
export const useAppUpdate = (): ApplyUpdate | null => useSyncExternalStore(subscribe, () => pending);
