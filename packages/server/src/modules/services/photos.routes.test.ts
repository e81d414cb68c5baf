import { randomUUID } from 'node:crypto';
import { imageMessages, PhotoLimits, photoMessages, serviceMessages } from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoDetails, photoFixtures, sha256 } from './photo-fixtures.test-helper';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let start: ReturnType<typeof photoFixtures>['start'];
let send: ReturnType<typeof photoFixtures>['send'];
let sendAll: ReturnType<typeof photoFixtures>['sendAll'];
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  ({ start, send, sendAll } = photoFixtures(t, f));
  jpeg = await noiseJpeg();
});
afterAll(() => t.close());

const details = photoDetails;

const newService = async () => {
  const { projectId, propertyId } = await f.createProject();
  return f.createService({ projectId, associatedPropertyIds: [propertyId] });
};

describe('photos of a service', () => {
  it('uploads in parts, verifies the SHA-256, makes a thumbnail and streams the original back unchanged', async () => {
    const big = Buffer.concat([jpeg, jpeg, jpeg]); // 3 MB+ of JPEG bytes: one image and trailing data
    expect(big.length).toBeGreaterThan(2 * PhotoLimits.chunkBytes);
    const service = await newService();
    const started = await start(service.id, big);
    expect(started.statusCode, started.body).toBe(200);
    const { clientId } = started.json();
    expect(started.json()).toMatchObject({ offset: 0, sizeBytes: big.length, photo: null });

    const done = await sendAll(clientId, big);
    expect(done.statusCode, done.body).toBe(200);
    const photo = done.json().photo;
    expect(photo).toMatchObject({
      sha256: sha256(big),
      sizeBytes: big.length,
      contentType: 'image/jpeg',
      width: 1200,
      height: 900,
      caption: 'North fence line',
      latitude: 37.5407,
      headingDegrees: 270,
      takenAt: details.takenAt,
    });
    expect(photo.photographerName).toBeTruthy();

    const list = await f.call('GET', `/api/service/${service.id}/photos`, undefined, t.tokens.viewer);
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([photo.id]);
    const original = await f.call('GET', `/api/photo/${photo.id}/original`, undefined, t.tokens.viewer);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(sha256(original.rawPayload)).toBe(sha256(big));
    const thumbnail = await f.call('GET', `/api/photo/${photo.id}/thumbnail`, undefined, t.tokens.viewer);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PhotoLimits.thumbnailSide, 360]);
  });

  it('a replay never makes a second photo: the same clientId answers the same upload, the last part again the photo', async () => {
    const service = await newService();
    const clientId = randomUUID();
    const body = { clientId, sizeBytes: jpeg.length, sha256: sha256(jpeg), ...details };
    const first = await f.call('POST', `/api/service/${service.id}/photos/upload`, body);
    const again = await f.call('POST', `/api/service/${service.id}/photos/upload`, body);
    expect(again.json()).toEqual(first.json());
    const done = await sendAll(clientId, jpeg);
    const replayed = await send(clientId, 0, jpeg.subarray(0, PhotoLimits.chunkBytes));
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().photo.id).toBe(done.json().photo.id);
    expect((await f.call('POST', `/api/service/${service.id}/photos/upload`, body)).json().photo.id).toBe(
      done.json().photo.id,
    );
    expect((await f.call('GET', `/api/service/${service.id}/photos`)).json()).toHaveLength(1);
    const other = await newService();
    const elsewhere = await f.call('POST', `/api/service/${other.id}/photos/upload`, body);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      409,
      photoMessages.uploadOfOtherService,
    ]);
  });

  it('resumes a broken upload from the offset the server holds, refusing a part at any other offset', async () => {
    const big = Buffer.concat([jpeg, jpeg]);
    const service = await newService();
    const { clientId } = (await start(service.id, big)).json();
    const partial = 1_000_000;
    expect((await send(clientId, 0, big.subarray(0, partial))).json().offset).toBe(partial);
    // The connection broke: the device asks where to go on.
    const state = await f.call('GET', `/api/photo-upload/${clientId}`);
    expect(state.json()).toMatchObject({ offset: partial, photo: null });
    const wrong = await send(clientId, 0, big.subarray(0, 10));
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, photoMessages.wrongOffset(partial)]);
    const done = await sendAll(clientId, big, partial);
    expect(done.json().photo.sha256).toBe(sha256(big));
  });

  it('refuses a damaged upload (it starts again), a file that is no photo, and oversize declarations', async () => {
    const service = await newService();
    const damaged = Buffer.from(jpeg);
    const started = await start(service.id, jpeg);
    damaged[5000] ^= 0xff;
    const refused = await sendAll(started.json().clientId, damaged);
    expect([refused.statusCode, refused.json().message]).toEqual([400, photoMessages.hashMismatch]);
    expect((await f.call('GET', `/api/photo-upload/${started.json().clientId}`)).json().offset).toBe(0);
    expect((await sendAll(started.json().clientId, jpeg)).json().photo.sha256).toBe(sha256(jpeg));

    const text = Buffer.from('not a photo at all');
    const notPhoto = await sendAll((await start(service.id, text)).json().clientId, text);
    expect([notPhoto.statusCode, notPhoto.json().message]).toEqual([400, imageMessages.notImage]);

    const huge = await f.call('POST', `/api/service/${service.id}/photos/upload`, {
      clientId: randomUUID(),
      sizeBytes: PhotoLimits.maxBytes + 1,
      sha256: sha256(text),
      ...details,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors.sizeBytes).toEqual([photoMessages.tooLarge]);
    const tooLong = await send(
      (await start(service.id, text)).json().clientId,
      0,
      Buffer.alloc(text.length + 1),
    );
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, photoMessages.beyondSize]);
    const bigPart = await send(randomUUID(), 0, Buffer.alloc(PhotoLimits.chunkBytes + 1));
    expect(bigPart.statusCode).toBe(413);
    expect(bigPart.json().message).toBeTruthy();
  });

  it('follows the service’s Edit permission; a view-only user reads but never writes; deleting the service deletes its photos', async () => {
    const service = await newService();
    const viewer = await start(service.id, jpeg, {}, t.tokens.viewer);
    expect(viewer.statusCode).toBe(403);
    const adminId = await f.userId(t.tokens.admin);
    const { projectId, propertyId } = await f.createProject();
    const closed = await f.createService(
      {
        projectId,
        associatedPropertyIds: [propertyId],
        staffLead: adminId,
        statusId: 2,
        closedEvent: { date: '01/01/2025' },
      },
      t.tokens.admin,
    );
    const staff = await start(closed.id, jpeg);
    expect([staff.statusCode, staff.json().message]).toEqual([403, serviceMessages.editNotAllowed]);

    const photo = (await sendAll((await start(service.id, jpeg)).json().clientId, jpeg)).json().photo;
    expect(
      (await f.call('DELETE', `/api/photo/delete/${photo.id}?version=1`, undefined, t.tokens.viewer))
        .statusCode,
    ).toBe(403);
    const another = (await sendAll((await start(service.id, jpeg)).json().clientId, jpeg)).json().photo;
    expect((await f.call('DELETE', `/api/photo/delete/${another.id}?version=1`)).statusCode).toBe(200);
    expect((await f.call('GET', `/api/photo/${another.id}/thumbnail`)).statusCode).toBe(404);

    const deleted = await f.call('DELETE', `/api/service/delete/${service.id}`, undefined, t.tokens.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await f.call('GET', `/api/photo/${photo.id}/original`)).statusCode).toBe(404);
  });

  it('refuses bad details with the schema’s messages', async () => {
    const service = await newService();
    const bad = await start(service.id, jpeg, {
      latitude: 91,
      headingDegrees: 400,
      caption: 'x'.repeat(251),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['caption', 'headingDegrees', 'latitude']);
    const observation = await start(service.id, jpeg, { observationId: 999999 });
    expect(observation.json().fieldErrors.observationId).toEqual([photoMessages.observationNotOnService]);
  });
});
