import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FieldDb, openFieldDb } from '../store/field-db';
import { countUnsynced, saveObservation } from '../store/outbox';
import type { FieldApi } from './field-api';
import { createSyncRunner } from './sync-runner';

let db: FieldDb;
afterEach(() => db?.delete());

const api = (): FieldApi & { sent: string[] } => {
  const sent: string[] = [];
  return {
    sent,
    send: async <T>(_method: 'POST' | 'PUT', _path: string, body: unknown, key: string) => {
      sent.push(key);
      return { ...(body as object), id: sent.length } as T;
    },
    get: async <T>() => ({}) as T,
    uploadPhoto: async () => {
      throw new Error('no photos here');
    },
  };
};

describe('the sync runner', () => {
  it('waits for a sign-in when no token is usable, then sends the queue by itself', async () => {
    db = openFieldDb(`runner-${crypto.randomUUID()}`);
    const fake = api();
    let signIn = () => {};
    const signedIn = new Promise<void>((resolve) => {
      signIn = resolve;
    });
    let usable = false;
    const runner = createSyncRunner(db, fake, { hasUsableToken: () => usable, whenSignedIn: () => signedIn });
    await saveObservation(db, {
      propertyId: 1,
      service: { id: 9 },
      body: { typeId: 2, ackTypeId: 1, notes: null },
    });
    await runner.sync();
    expect(runner.status().outcome).toBe('signed-out');
    expect(fake.sent).toHaveLength(0);
    usable = true;
    signIn();
    await vi.waitFor(() => expect(runner.status().outcome).toBe('done'));
    expect(fake.sent).toHaveLength(1);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('runs one pass at a time: a sync asked for during a pass follows it, so a save made meanwhile is sent', async () => {
    db = openFieldDb(`runner-${crypto.randomUUID()}`);
    const fake = api();
    const runner = createSyncRunner(db, fake, { hasUsableToken: () => true, whenSignedIn: async () => {} });
    await saveObservation(db, {
      propertyId: 1,
      service: { id: 9 },
      body: { typeId: 2, ackTypeId: 1, notes: null },
    });
    const first = runner.sync();
    await saveObservation(db, {
      propertyId: 1,
      service: { id: 9 },
      body: { typeId: 3, ackTypeId: 1, notes: null },
    });
    await runner.sync();
    await first;
    expect(new Set(fake.sent).size).toBe(2);
    expect(fake.sent).toHaveLength(2);
    expect(await countUnsynced(db)).toBe(0);
  });
});
