import type { FieldDb } from '../store/field-db';
import type { FieldApi } from './field-api';

/** What the runner asks of the sign-in (lib/auth/signed-in): a token now, or a promise of one. */
export type SignedInStatus = { hasUsableToken: () => boolean; whenSignedIn: () => Promise<void> };

import { type SyncOutcome, syncOutbox } from './sync-outbox';

export type SyncStatus = { running: boolean; outcome: SyncOutcome | null; at: string | null };

/** How often a waiting outbox is tried again while the app is open (Background Sync is not everywhere). */
export const SyncIntervalMs = 30_000;

/**
 * Runs the outbox on app start, when the device comes back online, on a timer and after every save:
 * one pass at a time in this tab, and one across tabs where the browser has Web Locks.
 */
export const createSyncRunner = (db: FieldDb, api: FieldApi, auth: SignedInStatus) => {
  let status: SyncStatus = { running: false, outcome: null, at: null };
  let again = false;
  let waitingForSignIn = false;
  const listeners = new Set<() => void>();
  const publish = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  const pass = async () => {
    publish({ ...status, running: true });
    let outcome: SyncOutcome = 'offline';
    try {
      outcome = auth.hasUsableToken() ? await syncOutbox(db, api) : 'signed-out';
    } finally {
      publish({ running: false, outcome, at: new Date().toISOString() });
    }
    // A lapsed sign-in is renewed (or asked for) once the network allows; the queue goes on after it.
    if (outcome === 'signed-out' && !waitingForSignIn) {
      waitingForSignIn = true;
      void auth.whenSignedIn().then(() => {
        waitingForSignIn = false;
        void sync();
      });
    }
  };

  /** Asks for a pass; one asked for while a pass runs follows it, so a save made meanwhile is not missed. */
  const sync = async (): Promise<void> => {
    if (status.running) {
      again = true;
      return;
    }
    do {
      again = false;
      if (navigator.locks) await navigator.locks.request('field-sync', pass);
      else await pass();
    } while (again);
  };

  const start = () => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void sync(), SyncIntervalMs);
    void sync();
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  };

  return {
    sync,
    start,
    status: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type SyncRunner = ReturnType<typeof createSyncRunner>;
