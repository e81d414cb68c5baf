import { createHash } from 'node:crypto';
import { PhotoLimits } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from './photo-upload';

const details = { caption: 'Gate', takenAt: '2026-11-20T15:04:05.000Z' };

/** The server's side of the protocol, in memory: it counts the bytes received and can drop a connection. */
const fakeServer = ({ dropAt }: { dropAt?: number } = {}) => {
  let received = 0;
  let size = 0;
  let bytes: number[] = [];
  let declared = '';
  let dropped = false;
  const calls: string[] = [];
  const state = () => ({
    clientId: 'c',
    offset: received,
    sizeBytes: size,
    photo:
      received === size && size > 0
        ? {
            id: 1,
            sha256: createHash('sha256').update(Uint8Array.from(bytes)).digest('hex'),
            sizeBytes: size,
          }
        : null,
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(
        `${method} ${url}${method === 'PATCH' ? ` @${new Headers(init.headers).get('Upload-Offset')}` : ''}`,
      );
      if (method === 'POST') {
        const body = JSON.parse(String(init.body));
        size = body.sizeBytes;
        declared = body.sha256;
        return json(state());
      }
      if (method === 'PATCH') {
        const offset = Number(new Headers(init.headers).get('Upload-Offset'));
        if (offset !== received) return json({ message: `The upload continues from byte ${received}.` }, 409);
        const part = new Uint8Array(await (init.body as Blob).arrayBuffer());
        if (dropAt !== undefined && !dropped && received + part.length > dropAt) {
          // Half the part arrived before the connection broke.
          dropped = true;
          bytes = bytes.concat(Array.from(part.subarray(0, dropAt - received)));
          received = dropAt;
          throw new TypeError('Failed to fetch');
        }
        bytes = bytes.concat(Array.from(part));
        received += part.length;
        return json(state());
      }
      return json(state());
    }),
  );
  return { calls, declared: () => declared };
};

afterEach(() => vi.unstubAllGlobals());

describe('uploadPhoto', () => {
  const photo = Uint8Array.from({ length: 2 * PhotoLimits.chunkBytes + 1000 }, (_, i) => (i * 31) % 256);

  it('sends the photo in parts and answers it once the server’s SHA-256 and size are the device’s', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const result = await uploadPhoto(7, { clientId: 'c', bytes: photo, details }, ({ sent }) =>
      progress.push(sent),
    );
    expect(result.sha256).toBe(server.declared());
    expect(server.calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(3);
    expect(progress.at(-1)).toBe(photo.length);
  });

  it('after a broken connection asks where the upload stands and goes on from there, not from the start', async () => {
    const server = fakeServer({ dropAt: 1_500_000 });
    await uploadPhoto(7, { clientId: 'c', bytes: photo, details }, undefined, { pauseMs: 0 });
    const patches = server.calls.filter((c) => c.startsWith('PATCH')).map((c) => c.split('@')[1]);
    // The rest after 1,500,000 fits in one part.
    expect(patches).toEqual(['0', String(PhotoLimits.chunkBytes), '1500000']);
    expect(server.calls).toContain('GET /api/photo-upload/c');
  });

  it('declares the SHA-256 taken when the device kept the photo, and refuses a copy that no longer matches it', async () => {
    const server = fakeServer();
    const kept = createHash('sha256').update(photo).digest('hex');
    await uploadPhoto(7, { clientId: 'c', bytes: photo, details, sha256: kept });
    expect(server.declared()).toBe(kept);
    fakeServer();
    const damaged = photo.slice();
    damaged[10] ^= 0xff;
    await expect(uploadPhoto(7, { clientId: 'c', bytes: damaged, details, sha256: kept })).rejects.toThrow(
      'does not match the one on this device',
    );
  });

  it('gives up after its retries and says why', async () => {
    fakeServer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      uploadPhoto(7, { clientId: 'c', bytes: photo, details }, undefined, { retries: 2, pauseMs: 0 }),
    ).rejects.toThrow('Failed to fetch');
  });
});
