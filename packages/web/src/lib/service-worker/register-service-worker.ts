import type { AppConfig } from '../config';
import { isOnline, subscribeOnline } from '../network-status';
import { offerAppUpdate } from './app-update';
import { warmOfflineCaches } from './warm-offline-caches';

/** How often a page left open (a phone in the field) asks the server for a new release. */
const updateCheckMs = 60 * 60_000;

const whenControlled = (container: ServiceWorkerContainer) =>
  container.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        container.addEventListener('controllerchange', () => resolve(), { once: true }),
      );

/** Switches to the waiting release and reloads once it has taken over. */
const switchToWaiting = async () => {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  // Another tab switched already: the new release runs, and a reload is all it takes.
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
};

/**
 * Registers the build's service worker (sw.js, made by vite-plugin-pwa), which keeps the app shell for
 * use with no network. workbox-window is imported here, when this runs after the page has loaded, so
 * it is no part of the first load. A new release installs in the background and waits: the user is
 * offered a Reload (app-update.ts), since switching under an open form would lose it.
 */
export const registerServiceWorker = async (config: AppConfig): Promise<void> => {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Also fired at registration when a release was already waiting (installed during an earlier visit).
  workbox.addEventListener('waiting', () => offerAppUpdate(() => void switchToWaiting()));

  const registration = await workbox.register({ immediate: true });
  if (!registration) return;
  const checkForUpdate = () => {
    if (isOnline()) registration.update().catch(() => {});
  };
  setInterval(checkForUpdate, updateCheckMs);
  subscribeOnline(checkForUpdate);

  await whenControlled(navigator.serviceWorker);
  await warmOfflineCaches(config);
};
