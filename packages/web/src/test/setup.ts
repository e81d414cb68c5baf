import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the field outbox (read at sign-out, for one) runs on an in-memory one.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractDrifts } from './mock-api';

// findBy/waitFor wait up to 5 s: on a busy 2-core CI machine a lazy screen can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine calls; these stubs follow Mantine's testing guide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// jsdom's Blob has no arrayBuffer(); every browser the app supports has. Read through jsdom's FileReader.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

afterEach(() => {
  const drifts = takeContractDrifts();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (drifts.length > 0)
    throw new Error(`The API stub answered what the server would not:\n${[...new Set(drifts)].join('\n')}`);
});
