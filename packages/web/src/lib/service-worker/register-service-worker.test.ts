import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/fixtures';
import { useAppUpdate } from './app-update';

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
  },
}));

vi.mock('./warm-offline-caches', () => ({ warmOfflineCaches: vi.fn(async () => {}) }));

/** A browser's service worker container with a registration whose new release waits (or not). */
const serviceWorkerContainer = (waiting: { postMessage: () => void } | null) => {
  const container = Object.assign(new EventTarget(), {
    controller: {},
    getRegistration: vi.fn(async () => ({ waiting })),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  workbox.listeners.clear();
});

describe('registerServiceWorker', () => {
  it('does nothing in a browser without service workers (jsdom, the tests)', async () => {
    const { registerServiceWorker } = await import('./register-service-worker');
    await registerServiceWorker(testConfig);
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it('registers sw.js, fills the offline caches and offers a waiting release, which it switches to on Reload', async () => {
    const waiting = { postMessage: vi.fn() };
    const container = serviceWorkerContainer(waiting);
    workbox.register.mockResolvedValue({ update: vi.fn(async () => {}) });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { registerServiceWorker } = await import('./register-service-worker');
    const { warmOfflineCaches } = await import('./warm-offline-caches');

    await registerServiceWorker(testConfig);
    expect(workbox.register).toHaveBeenCalled();
    expect(warmOfflineCaches).toHaveBeenCalledWith(testConfig);

    const offer = renderHook(() => useAppUpdate());
    expect(offer.result.current).toBeNull();
    act(() => workbox.listeners.get('waiting')?.());
    expect(offer.result.current).toBeTypeOf('function');

    offer.result.current?.();
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
