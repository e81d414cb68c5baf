import { createHash, randomUUID } from 'node:crypto';
import { type Photo, PhotoLimits } from '@app/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { serviceFixtures } from './service-fixtures.test-helper';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A real photo-sized JPEG of noise (so it does not compress below a few parts). */
export const noiseJpeg = (width = 1200, height = 900) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

/** What a phone records with a photo. */
export const photoDetails = {
  caption: 'North fence line',
  takenAt: '2026-11-20T15:04:05.000Z',
  latitude: 37.5407,
  longitude: -77.436,
  accuracyMeters: 8,
  headingDegrees: 270,
};

/** The upload protocol as a device speaks it: start with the details, then the parts at their offsets. */
export const photoFixtures = (t: TestApp, f: ReturnType<typeof serviceFixtures>) => {
  const start = (serviceId: number, bytes: Uint8Array, extra: object = {}, token = t.tokens.staff) =>
    f.call(
      'POST',
      `/api/service/${serviceId}/photos/upload`,
      { clientId: randomUUID(), sizeBytes: bytes.length, sha256: sha256(bytes), ...photoDetails, ...extra },
      token,
    );

  const send = (clientId: string, offset: number, part: Uint8Array, token = t.tokens.staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/photo-upload/${clientId}`,
      payload: Buffer.from(part),
      headers: {
        ...t.auth(token),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
    });

  /** Sends `bytes` from `from` in chunk-sized parts; answers the last answer. */
  const sendAll = async (clientId: string, bytes: Uint8Array, from = 0) => {
    let answer = await send(clientId, from, bytes.subarray(from, from + PhotoLimits.chunkBytes));
    for (let at = from + PhotoLimits.chunkBytes; at < bytes.length; at += PhotoLimits.chunkBytes)
      answer = await send(clientId, at, bytes.subarray(at, at + PhotoLimits.chunkBytes));
    return answer;
  };

  /** A whole upload: the verified photo. */
  const upload = async (serviceId: number, bytes: Uint8Array, extra: object = {}): Promise<Photo> => {
    const started = await start(serviceId, bytes, extra);
    expect(started.statusCode, started.body).toBe(200);
    const done = await sendAll(started.json().clientId, bytes);
    expect(done.statusCode, done.body).toBe(200);
    return done.json().photo;
  };

  return { start, send, sendAll, upload };
};
