import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { type Photo, photoMessages, type Service } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serviceFixture } from '../../../test/fixtures';
import { type FieldDb, openFieldDb } from '../store/field-db';
import {
  countUnsynced,
  discardRefused,
  keepMine,
  saveCase,
  saveInspectionChanges,
  saveNewInspection,
  saveObservation,
  savePhoto,
  takeServers,
} from '../store/outbox';
import { type FieldApi, NetworkError } from './field-api';
import { syncOutbox } from './sync-outbox';

const propertyId = 7;
const createBody = {
  projectId: 3,
  associatedPropertyIds: [propertyId],
  categoryId: 1,
  typeIds: [41],
  statusId: 1,
  agreementTypeId: 2,
  staffLead: 5,
  contact: { crmId: '4110.0.1', roleIds: [39, 24] },
};

/**
 * The server's side, in memory, as the real one behaves: a write sent again with the same key answers
 * the first answer and changes nothing; it can lose the network before a request (nothing happens) or
 * after the write (it happened, the answer never arrives), and a service update checks the version.
 */
const fakeServer = () => {
  const writes: { path: string; key: string; body: unknown }[] = [];
  const answers = new Map<string, unknown>();
  const photos = new Map<string, { bytes: Uint8Array; sent: number }>();
  let nextId = 100;
  let service: Service | null = null;
  const failures: ('before' | 'after')[] = [];
  const maybeFail = (when: 'before' | 'after') => {
    if (failures[0] === when) {
      failures.shift();
      throw new NetworkError('Failed to fetch');
    }
  };
  const api: FieldApi = {
    send: async <T>(method: 'POST' | 'PUT', path: string, body: unknown, key: string) => {
      maybeFail('before');
      const first = writes.find((write) => write.key === key && answers.has(key));
      if (first && JSON.stringify(first.body) !== JSON.stringify(body))
        throw new ApiError({ status: 422, message: 'This Idempotency-Key was already used.' });
      if (!answers.has(key)) {
        writes.push({ path, key, body });
        const input = body as Record<string, unknown>;
        if (method === 'PUT') {
          if (!service || input.version !== service.version)
            throw new ApiError({
              status: 409,
              message: 'Changed by Sam on 11/20/2026.',
              code: 'stale_version',
            });
          service = { ...service, ...(input as Partial<Service>), version: service.version + 1 };
          answers.set(key, service);
        } else if (path === '/service/create') {
          service = serviceFixture({ id: nextId++, associatedPropertyIds: [propertyId], version: 1 });
          answers.set(key, service);
        } else if (path === '/case/create')
          answers.set(key, { id: nextId++, observation: { id: input.observationId } });
        else answers.set(key, { ...input, id: nextId++ });
      }
      maybeFail('after');
      return answers.get(key) as T;
    },
    get: async <T>() => service as T,
    uploadPhoto: async (serviceId, { clientId, bytes, sha256 }, onProgress) => {
      maybeFail('before');
      // As the server does: the bytes must be the ones the declared SHA-256 was taken of.
      if (createHash('sha256').update(bytes).digest('hex') !== sha256)
        throw new ApiError({ status: 400, message: photoMessages.hashMismatch });
      const held = photos.get(clientId) ?? { bytes, sent: 0 };
      photos.set(clientId, held);
      held.sent = bytes.length;
      onProgress({ sent: bytes.length, size: bytes.length });
      maybeFail('after');
      return {
        id: 900,
        serviceId,
        sha256: createHash('sha256').update(held.bytes).digest('hex'),
        sizeBytes: held.bytes.length,
      } as Photo;
    },
  };
  return {
    api,
    writes,
    photos,
    failNext: (...when: ('before' | 'after')[]) => failures.push(...when),
    editService: () => {
      if (service) service = { ...service, version: service.version + 1, notes: 'Changed at the office' };
    },
  };
};

let db: FieldDb;
const openDb = () => {
  db = openFieldDb(`field-test-${crypto.randomUUID()}`);
  return db;
};
afterEach(() => db?.delete());

const states = async () => (await db.outbox.orderBy('seq').toArray()).map((i) => `${i.kind} ${i.state}`);

describe('the field outbox', () => {
  it('sends in the order things were saved, the visit first, and ends with every item verified', async () => {
    openDb();
    const server = fakeServer();
    const service = {
      clientId: await saveNewInspection(db, { propertyId, body: createBody, visitDate: '11/20/2026' }),
    };
    await saveObservation(db, {
      propertyId,
      service,
      body: { typeId: 2, ackTypeId: 2, notes: 'Fence down' },
    });
    await saveInspectionChanges(db, { propertyId, service, changes: { landownerPropertyPlans: 'A barn' } });
    expect(await countUnsynced(db)).toBe(4);

    expect(await syncOutbox(db, server.api)).toBe('done');
    expect(server.writes.map((w) => w.path)).toEqual([
      '/service/create',
      '/event/create',
      '/observation/create',
      '/service/update',
    ]);
    // The items saved against the device's id of the service went to the server's id.
    expect(server.writes[1].body).toMatchObject({ serviceId: 100, eventTypeId: 31, date: '11/20/2026' });
    expect(server.writes[2].body).toMatchObject({ serviceId: 100, notes: 'Fence down' });
    expect(server.writes[3].body).toMatchObject({ id: 100, version: 1, landownerPropertyPlans: 'A barn' });
    expect(await states()).toEqual([
      'service.create verified',
      'event.create verified',
      'observation.create verified',
      'service.update verified',
    ]);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('keeps everything when the network goes, and sends each item once when it returns, even after a lost answer', async () => {
    openDb();
    const server = fakeServer();
    const service = {
      clientId: await saveNewInspection(db, { propertyId, body: createBody, visitDate: '11/20/2026' }),
    };
    await saveObservation(db, { propertyId, service, body: { typeId: 2, ackTypeId: 1, notes: null } });

    server.failNext('before');
    expect(await syncOutbox(db, server.api)).toBe('offline');
    expect(server.writes).toHaveLength(0);
    expect(await countUnsynced(db)).toBe(3);
    expect(await states()).toEqual([
      'service.create device',
      'event.create device',
      'observation.create device',
    ]);

    // The create reaches the server but its answer is lost: the replay carries the same key.
    server.failNext('after');
    expect(await syncOutbox(db, server.api)).toBe('offline');
    expect(server.writes).toHaveLength(1);
    expect(await syncOutbox(db, server.api)).toBe('done');
    expect(server.writes.map((w) => w.path)).toEqual([
      '/service/create',
      '/event/create',
      '/observation/create',
    ]);
    expect(new Set(server.writes.map((w) => w.key)).size).toBe(3);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('opens a case from an observation made offline: sent after it, naming its server id, once however often the answer is lost', async () => {
    openDb();
    const server = fakeServer();
    const service = {
      clientId: await saveNewInspection(db, { propertyId, body: createBody, visitDate: '11/20/2026' }),
    };
    const observation = {
      clientId: await saveObservation(db, {
        propertyId,
        service,
        body: { typeId: 2, ackTypeId: 2, notes: 'Tyres dumped by the gate' },
      }),
    };
    const caseBody = {
      typeId: 4,
      severity: 'minor' as const,
      discoveredOn: '11/20/2026',
      reportedById: 5,
      description: 'Tyres dumped by the gate.',
    };
    await saveCase(db, { propertyId, service, observation, body: caseBody });
    expect(await countUnsynced(db)).toBe(4);

    // No network: everything stays on the device, the case too.
    server.failNext('before');
    expect(await syncOutbox(db, server.api)).toBe('offline');
    expect(await countUnsynced(db)).toBe(4);
    expect(await syncOutbox(db, server.api)).toBe('done');
    // The app closed before the case's answer was written down: the next pass replays the same key.
    const sent = (await db.outbox.orderBy('seq').toArray()).at(-1);
    await db.outbox.update(sent?.seq as number, { state: 'queued', serverId: undefined });
    expect(await syncOutbox(db, server.api)).toBe('done');
    expect((await db.outbox.orderBy('seq').toArray()).at(-1)?.serverId).toBe(sent?.serverId);
    const cases = server.writes.filter((w) => w.path === '/case/create');
    expect(cases).toHaveLength(1);
    const observationId = (await db.outbox.where('clientId').equals(observation.clientId).first())?.serverId;
    expect(cases[0].body).toMatchObject({ ...caseBody, propertyId, observationId });
    expect(server.writes.map((w) => w.path).indexOf('/observation/create')).toBeLessThan(
      server.writes.map((w) => w.path).indexOf('/case/create'),
    );
    expect(await states()).toEqual([
      'service.create verified',
      'event.create verified',
      'observation.create verified',
      'case.create verified',
    ]);
    const made = (await db.outbox.orderBy('seq').toArray()).at(-1);
    expect(made?.serverId).toBeGreaterThan(0);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('keeps a case on the device while its observation is refused, and discards it with that observation', async () => {
    openDb();
    const server = fakeServer();
    const service = { id: 55 };
    const observation = {
      clientId: await saveObservation(db, {
        propertyId,
        service,
        body: { typeId: 2, ackTypeId: 2, notes: null },
      }),
    };
    await saveCase(db, {
      propertyId,
      service,
      observation,
      body: {
        typeId: 4,
        severity: 'major',
        discoveredOn: '11/20/2026',
        reportedById: 5,
        description: 'Fill',
      },
    });
    const refusing: FieldApi = {
      ...server.api,
      send: async (method, path, body, key) => {
        if (path === '/observation/create')
          throw new ApiError({ status: 400, message: 'The Observation is already on this Service.' });
        return server.api.send(method, path, body, key);
      },
    };
    expect(await syncOutbox(db, refusing)).toBe('done');
    expect(await states()).toEqual(['observation.create refused', 'case.create device']);
    expect(server.writes).toHaveLength(0);
    const refused = await db.outbox.where('clientId').equals(observation.clientId).first();
    await discardRefused(db, refused as NonNullable<typeof refused>);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a photo whose upload finished but was never confirmed (the app closed) is confirmed on the next pass, not sent as a second photo', async () => {
    openDb();
    const server = fakeServer();
    const service = { id: 55 };
    const bytes = new Uint8Array([255, 216, 255, 224, 1, 2, 3, 4]);
    const clientId = await savePhoto(db, {
      propertyId,
      service,
      observation: null,
      details: { caption: 'Gate', takenAt: '2026-11-20T15:04:05.000Z' },
      file: new Blob([bytes], { type: 'image/jpeg' }),
    });
    server.failNext('after');
    expect(await syncOutbox(db, server.api)).toBe('offline');
    expect(await states()).toEqual(['photo.upload uploaded']);
    expect(await syncOutbox(db, server.api)).toBe('done');
    expect(await states()).toEqual(['photo.upload verified']);
    expect([...server.photos.keys()]).toEqual([clientId]);
    const item = await db.outbox.toCollection().first();
    expect(item?.kind === 'photo.upload' && item.sha256).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('sends the SHA-256 taken when the photo was kept: a copy damaged on the device since is refused, not verified', async () => {
    openDb();
    const server = fakeServer();
    const clientId = await savePhoto(db, {
      propertyId,
      service: { id: 55 },
      observation: null,
      details: { caption: 'Gate', takenAt: '2026-11-20T15:04:05.000Z' },
      file: new Blob([new Uint8Array([255, 216, 255, 224, 1, 2, 3, 4])], { type: 'image/jpeg' }),
    });
    const kept = await db.photoFiles.get(clientId);
    const damaged = new Uint8Array(kept?.bytes as ArrayBuffer);
    damaged[5] = 0;
    await db.photoFiles.put({ clientId, bytes: damaged.buffer, type: 'image/jpeg' });
    expect(await syncOutbox(db, server.api)).toBe('done');
    const [item] = await db.outbox.toArray();
    expect([item.state, item.message]).toEqual(['refused', photoMessages.hashMismatch]);
    expect(server.photos.size).toBe(0);
  });

  it('turns a change made on an older version into a conflict, settled by keeping mine (sent on the newer version) or taking the server’s', async () => {
    openDb();
    const server = fakeServer();
    const service = {
      clientId: await saveNewInspection(db, { propertyId, body: createBody, visitDate: '11/20/2026' }),
    };
    await syncOutbox(db, server.api);
    server.editService();
    await saveInspectionChanges(db, { propertyId, service, changes: { questionsForVOF: 'Who mows?' } });
    await saveInspectionChanges(db, { propertyId, service, changes: { landownerPropertyPlans: 'A pond' } });

    expect(await syncOutbox(db, server.api)).toBe('done');
    const [first, second] = (await db.outbox.orderBy('seq').toArray()).slice(2);
    expect(first.state).toBe('conflict');
    expect(first.message).toBe('Changed by Sam on 11/20/2026.');
    expect(first.kind === 'service.update' && first.server?.notes).toBe('Changed at the office');
    expect(second.state).toBe('conflict');

    await keepMine(db, first);
    await takeServers(db, second);
    expect(await syncOutbox(db, server.api)).toBe('done');
    expect(server.writes.at(-1)?.body).toMatchObject({
      version: 2,
      questionsForVOF: 'Who mows?',
      notes: 'Changed at the office',
    });
    // Sent on another version, the change is another request: it goes under a new key.
    const attempts = server.writes.filter((write) => write.path === '/service/update');
    expect(attempts.at(-1)?.key).not.toBe(first.clientId);
    expect(new Set(attempts.map((write) => write.key)).size).toBe(attempts.length);
    expect(await states()).toEqual([
      'service.create verified',
      'event.create verified',
      'service.update verified',
    ]);
  });

  it('a change on an older version whose values the server already holds is verified, not a conflict to settle', async () => {
    openDb();
    const server = fakeServer();
    const service = {
      clientId: await saveNewInspection(db, { propertyId, body: createBody, visitDate: '11/20/2026' }),
    };
    await syncOutbox(db, server.api);
    server.editService();
    // The office changed the notes; the monitor cleared what was already empty.
    await saveInspectionChanges(db, {
      propertyId,
      service,
      changes: { questionsForVOF: null, inspectionMethod: null },
    });
    expect(await syncOutbox(db, server.api)).toBe('done');
    expect(await states()).toEqual([
      'service.create verified',
      'event.create verified',
      'service.update verified',
    ]);
    expect(await countUnsynced(db)).toBe(0);
  });

  it('shows a refusal with the server’s words and goes on with the rest', async () => {
    openDb();
    const server = fakeServer();
    const send = server.api.send;
    await saveObservation(db, {
      propertyId,
      service: { id: 55 },
      body: { typeId: 2, ackTypeId: 1, notes: null },
    });
    await saveObservation(db, {
      propertyId: 8,
      service: { id: 56 },
      body: { typeId: 3, ackTypeId: 1, notes: null },
    });
    server.api.send = async (method, path, body, key) => {
      if ((body as { serviceId: number }).serviceId === 55)
        throw new ApiError({ status: 409, message: 'This Observation is already on the Service.' });
      return send(method, path, body, key);
    };
    expect(await syncOutbox(db, server.api)).toBe('done');
    const [refused, sent] = await db.outbox.orderBy('seq').toArray();
    expect(refused.state).toBe('refused');
    expect(refused.message).toBe('This Observation is already on the Service.');
    expect(sent.state).toBe('verified');
  });

  it('waits for a sign-in when the token has lapsed, losing nothing', async () => {
    openDb();
    const server = fakeServer();
    server.api.send = async () => {
      throw new ApiError({ status: 401, message: 'Sign in again.' });
    };
    await saveObservation(db, {
      propertyId,
      service: { id: 55 },
      body: { typeId: 2, ackTypeId: 1, notes: null },
    });
    expect(await syncOutbox(db, server.api)).toBe('signed-out');
    expect(await countUnsynced(db)).toBe(1);
  });
});
