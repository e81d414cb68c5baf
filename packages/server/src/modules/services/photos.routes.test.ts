import { randomUUID } from 'node:crypto';
import { PhotoLimits, photoMessages, serviceMessages } from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoDetails, photoFixtures, sha256 } from './photo-fixtures.test-helper';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let start: ReturnType<typeof photoFixtures>['start'];
let send: ReturnType<typeof photoFixtures>['send'];
let sendAll: ReturnType<typeof photoFixtures>['sendAll'];
let upload: ReturnType<typeof photoFixtures>['upload'];
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  ({ start, send, sendAll, upload } = photoFixtures(t, f));
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
    const original = await f.call('GET', `/api/photo/${photo.id}/original`);
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
    expect([notPhoto.statusCode, notPhoto.json().message]).toEqual([400, photoMessages.notPhoto]);

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
    expect((await f.call('GET', `/api/photo/${another.id}/original`)).statusCode).toBe(404);

    const deleted = await f.call('DELETE', `/api/service/delete/${service.id}`, undefined, t.tokens.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await f.call('GET', `/api/photo/${photo.id}/original`)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/photo/${another.id}/thumbnail`)).statusCode).toBe(404);
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

/** Sends `bytes` in parts of `size` bytes from the first; answers the last answer. */
const sendInParts = async (clientId: string, bytes: Uint8Array, size: number, token = t.tokens.staff) => {
  let answer = await send(clientId, 0, bytes.subarray(0, size), token);
  for (let at = size; at < bytes.length; at += size)
    answer = await send(clientId, at, bytes.subarray(at, at + size), token);
  return answer;
};

/** A VP8L WebP header in printable characters (so it may sit inside an SVG comment): 322 × 1286. */
const webpHeader = Buffer.from('RIFFAAAAWEBPVP8LAAAA/AAAA');

describe('the type of a photo is what the whole file decodes as', () => {
  it('refuses a TIFF or an SVG with a WebP header at the start of a later part, and GIF, naming exactly the types taken', async () => {
    const service = await newService();
    const pixels = { raw: { width: 40, height: 30, channels: 3 as const } };
    const tiff = await sharp(Buffer.alloc(40 * 30 * 3, 90), pixels)
      .tiff()
      .toBuffer();
    const disguisedTiff = Buffer.concat([tiff, webpHeader]);
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><!--${webpHeader}--><rect width="40" height="30"/></svg>`,
    );
    const gif = await sharp(Buffer.alloc(40 * 30 * 3, 90), pixels)
      .gif()
      .toBuffer();
    for (const [bytes, cut] of [
      [disguisedTiff, tiff.length],
      [svg, svg.indexOf('RIFF')],
    ] as const) {
      const { clientId } = (await start(service.id, bytes)).json();
      expect((await send(clientId, 0, bytes.subarray(0, cut))).statusCode).toBe(200);
      const refused = await send(clientId, cut, bytes.subarray(cut));
      expect([refused.statusCode, refused.json().message]).toEqual([400, photoMessages.notPhoto]);
    }
    const refusedGif = await sendAll((await start(service.id, gif)).json().clientId, gif);
    expect([refusedGif.statusCode, refusedGif.json().message]).toEqual([400, photoMessages.notPhoto]);
    expect(photoMessages.notPhoto).not.toContain('GIF');
    expect((await f.call('GET', `/api/service/${service.id}/photos`)).json()).toEqual([]);
  });

  it('takes a valid JPEG sent in 100-byte parts', async () => {
    const service = await newService();
    const small = await noiseJpeg(64, 48);
    expect(small.length).toBeGreaterThan(1000);
    const { clientId } = (await start(service.id, small)).json();
    const done = await sendInParts(clientId, small, 100);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().photo).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    const original = await f.call('GET', `/api/photo/${done.json().photo.id}/original`);
    expect(sha256(original.rawPayload)).toBe(sha256(small));
  });
});

describe('an upload belongs to whoever started it', () => {
  it('is not found by anyone else, who can neither read, append to nor restart it', async () => {
    const service = await newService();
    const started = await start(service.id, jpeg);
    const { clientId } = started.json();
    expect((await send(clientId, 0, jpeg.subarray(0, 1000))).json().offset).toBe(1000);
    const read = await f.call('GET', `/api/photo-upload/${clientId}`, undefined, t.tokens.admin);
    expect([read.statusCode, read.json().message]).toEqual([404, photoMessages.uploadNotFound]);
    const appended = await send(clientId, 1000, jpeg.subarray(1000, 2000), t.tokens.admin);
    expect([appended.statusCode, appended.json().message]).toEqual([404, photoMessages.uploadNotFound]);
    const body = { clientId, sizeBytes: jpeg.length, sha256: sha256(jpeg), ...details };
    const again = await f.call('POST', `/api/service/${service.id}/photos/upload`, body, t.tokens.admin);
    expect([again.statusCode, again.json().message]).toEqual([409, photoMessages.uploadOfOtherService]);
    // Nothing of it changed: its starter goes on where they were.
    expect((await f.call('GET', `/api/photo-upload/${clientId}`)).json().offset).toBe(1000);
    expect((await sendAll(clientId, jpeg, 1000)).json().photo.sha256).toBe(sha256(jpeg));
  });
});

describe('the original of a photo, to a view-only user', () => {
  it('comes without its location and camera, turned upright, unless the organisation serves the location', async () => {
    const service = await newService();
    const pixels = Buffer.alloc(60 * 40 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31) % 256;
    const taken = await sharp(pixels, { raw: { width: 60, height: 40, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'FieldCam', Model: 'Trail 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 32/1 26/1' },
      })
      .toBuffer();
    const exifOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).exif?.toString('latin1') ?? '';
    expect(await exifOf(taken)).toContain('FieldCam');
    expect((await sharp(taken).metadata()).orientation).toBe(6);
    const photo = await upload(service.id, taken);

    const staff = await f.call('GET', `/api/photo/${photo.id}/original`);
    expect(sha256(staff.rawPayload)).toBe(sha256(taken));
    const viewer = await f.call('GET', `/api/photo/${photo.id}/original`, undefined, t.tokens.viewer);
    expect([viewer.statusCode, viewer.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const copy = await sharp(viewer.rawPayload).metadata();
    expect(copy.exif).toBeUndefined();
    expect(copy.orientation ?? 1).toBe(1);
    // Orientation 6 is a quarter turn: the copy is upright, so taller than wide.
    expect([copy.format, copy.width, copy.height]).toEqual(['jpeg', 40, 60]);

    const keeping = await buildApp({
      config: { ...t.config, photos: { ...t.config.photos, locationForViewOnly: true } },
      db: t.db,
      webDist: null,
    });
    try {
      const asTaken = await keeping.inject({
        method: 'GET',
        url: `/api/photo/${photo.id}/original`,
        headers: t.auth(t.tokens.viewer),
      });
      expect(sha256(asTaken.rawPayload)).toBe(sha256(taken));
    } finally {
      await keeping.close();
    }
  });
});
