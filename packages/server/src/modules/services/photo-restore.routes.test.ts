import { photoMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import * as s from '../../db/schema';
import { housekeep, keptFor } from '../../housekeeping';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoFixtures } from './photo-fixtures.test-helper';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let p: ReturnType<typeof photoFixtures>;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  p = photoFixtures(t, f);
  jpeg = await noiseJpeg(320, 240);
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

const newService = async () => {
  const { projectId, propertyId } = await f.createProject();
  return f.createService({ projectId, associatedPropertyIds: [propertyId] });
};

const photoEntries = async (serviceId: number) =>
  (await f.call('GET', `/api/service/${serviceId}/history?page=1&pageSize=50`))
    .json()
    .items.filter((entry: { card: string }) => entry.card === 'Photo');

describe('a deleted photo', () => {
  it('leaves the pages but shows in History with its thumbnail, and an Admin restores it', async () => {
    const service = await newService();
    const photo = await p.upload(service.id, jpeg, { caption: 'Old barn' });
    expect(
      (await f.call('DELETE', `/api/photo/delete/${photo.id}?version=${photo.version}`)).statusCode,
    ).toBe(200);
    expect((await f.call('GET', `/api/service/${service.id}/photos`)).json()).toEqual([]);
    expect((await f.call('GET', `/api/photo/${photo.id}/original`)).statusCode).toBe(404);
    const thumbnail = await f.call('GET', `/api/photo/${photo.id}/thumbnail`, undefined, t.tokens.viewer);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const [deleted, created] = await photoEntries(service.id);
    expect(deleted).toMatchObject({
      action: 'deleted',
      subject: 'Old barn',
      photo: { id: photo.id, restorable: true },
    });
    expect(created).toMatchObject({ action: 'created', photo: { id: photo.id, restorable: false } });

    for (const token of [t.tokens.staff, t.tokens.viewer]) {
      const refused = await f.call('POST', `/api/photo/restore/${photo.id}`, undefined, token);
      expect(refused.statusCode).toBe(403);
    }
    const restored = await f.call('POST', `/api/photo/restore/${photo.id}`, undefined, t.tokens.admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: photo.id, caption: 'Old barn', sha256: photo.sha256 });
    expect(
      (await f.call('GET', `/api/service/${service.id}/photos`)).json().map((x: { id: number }) => x.id),
    ).toEqual([photo.id]);
    const [back, gone] = await photoEntries(service.id);
    expect(back).toMatchObject({ action: 'restored', photo: { id: photo.id, restorable: false } });
    expect(gone).toMatchObject({ action: 'deleted', photo: { restorable: false } });
    const again = await f.call('POST', `/api/photo/restore/${photo.id}`, undefined, t.tokens.admin);
    expect([again.statusCode, again.json().message]).toEqual([404, photoMessages.notRestorable]);
    // The device that sent it cannot start it again as a second photo.
    const replay = await f.call('POST', `/api/service/${service.id}/photos/upload`, {
      clientId: photo.clientId,
      sizeBytes: jpeg.length,
      sha256: photo.sha256,
      takenAt: photo.takenAt,
    });
    expect(replay.json().photo.id).toBe(photo.id);
  });

  it('is pruned once the organisation’s restore period has passed, and then cannot be restored', async () => {
    const service = await newService();
    const kept = await p.upload(service.id, jpeg);
    const old = await p.upload(service.id, jpeg);
    for (const photo of [kept, old])
      await f.call('DELETE', `/api/photo/delete/${photo.id}?version=${photo.version}`);
    const restoreDays = t.config.photos.restoreDays;
    expect(restoreDays).toBe(365);
    await t.db
      .update(s.servicePhotos)
      .set({ deletedAt: new Date(Date.now() - (restoreDays + 1) * day) })
      .where(eq(s.servicePhotos.id, old.id));
    const removed = await housekeep(t.db, t.config);
    expect(removed?.deletedPhotos).toBe(1);
    const rows = await t.db
      .select({ id: s.photoParts.photoId })
      .from(s.photoParts)
      .where(eq(s.photoParts.photoId, old.id));
    expect(rows).toEqual([]);
    const restoreOld = await f.call('POST', `/api/photo/restore/${old.id}`, undefined, t.tokens.admin);
    expect(restoreOld.statusCode).toBe(404);
    expect((await f.call('GET', `/api/photo/${old.id}/thumbnail`)).statusCode).toBe(404);
    const entries = await photoEntries(service.id);
    expect(
      entries
        .filter((e: { recordId: number }) => e.recordId === old.id)
        .map((e: { photo: unknown }) => e.photo),
    ).toEqual([null, null]);
    expect(
      (await f.call('POST', `/api/photo/restore/${kept.id}`, undefined, t.tokens.admin)).statusCode,
    ).toBe(200);
  });
});

describe('housekeeping', () => {
  it('prunes uploads left unfinished and old device-write claims, and nothing younger', async () => {
    const service = await newService();
    const idle = (await p.start(service.id, jpeg)).json().clientId;
    const active = (await p.start(service.id, jpeg)).json().clientId;
    await p.send(idle, 0, jpeg.subarray(0, 500));
    await t.db
      .update(s.servicePhotos)
      .set({ updatedAt: new Date(Date.now() - keptFor.abandonedUploadsMs - day) })
      .where(eq(s.servicePhotos.clientId, idle));
    const oldKey = crypto.randomUUID();
    const newKey = crypto.randomUUID();
    for (const key of [oldKey, newKey])
      await t.app.inject({
        method: 'POST',
        url: '/api/observation/create',
        payload: { serviceId: service.id, typeId: key === oldKey ? 1 : 2, ackTypeId: 1, notes: null },
        headers: { ...t.auth(t.tokens.staff), 'idempotency-key': key },
      });
    await t.db
      .update(s.clientWrites)
      .set({ createdAt: new Date(Date.now() - keptFor.clientWritesMs - day) })
      .where(eq(s.clientWrites.clientId, oldKey));

    expect(await housekeep(t.db, t.config)).toMatchObject({ abandonedUploads: 1, clientWrites: 1 });
    expect((await f.call('GET', `/api/photo-upload/${idle}`)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/photo-upload/${active}`)).statusCode).toBe(200);
    const keys = (await t.db.select({ id: s.clientWrites.clientId }).from(s.clientWrites)).map((r) => r.id);
    expect(keys).toContain(newKey);
    expect(keys).not.toContain(oldKey);
    expect(await housekeep(t.db, t.config)).toMatchObject({ abandonedUploads: 0, clientWrites: 0 });
  });

  it('runs on a timer in the running server', async () => {
    const service = await newService();
    const idle = (await p.start(service.id, jpeg)).json().clientId;
    await t.db
      .update(s.servicePhotos)
      .set({ updatedAt: new Date(Date.now() - keptFor.abandonedUploadsMs - day) })
      .where(eq(s.servicePhotos.clientId, idle));
    const app = await buildApp({ config: t.config, db: t.db, webDist: null, housekeeping: { firstMs: 10 } });
    try {
      await app.ready();
      await expect
        .poll(async () => (await f.call('GET', `/api/photo-upload/${idle}`)).statusCode, { timeout: 10_000 })
        .toBe(404);
    } finally {
      await app.close();
    }
  });
});
