import { describe, expect, it } from 'vitest';
import { imageMessages, PhotoMaxPixels, photoSizeError, readImageHeader } from './image-header';

const bytes = (...values: (number | string | number[])[]) =>
  Uint8Array.from(
    values.flatMap((v) =>
      typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : Array.isArray(v) ? v : [v],
    ),
  );
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [n >>> 8, n & 255];
const le16 = (n: number) => [n & 255, n >>> 8];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, n >>> 16];

const pngOf = (w: number, h: number) =>
  bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, be32(13), 'IHDR', be32(w), be32(h), 8, 6, 0, 0, 0);
/** SOI, an APP0 segment to walk past, then a baseline frame header. */
const jpegOf = (w: number, h: number) =>
  bytes(
    0xff,
    0xd8,
    0xff,
    0xe0,
    be16(16),
    'JFIF',
    0,
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    0xff,
    0xc0,
    be16(17),
    8,
    be16(h),
    be16(w),
    3,
  );
const webpLossy = (w: number, h: number) =>
  bytes('RIFF', 0x24, 0, 0, 0, 'WEBP', 'VP8 ', 0x18, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, le16(w), le16(h));
const webpLossless = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return bytes(
    'RIFF',
    0x24,
    0,
    0,
    0,
    'WEBP',
    'VP8L',
    0x0a,
    0,
    0,
    0,
    0x2f,
    bits & 255,
    (bits >>> 8) & 255,
    (bits >>> 16) & 255,
    (bits >>> 24) & 255,
  );
};
const webpExtended = (w: number, h: number) =>
  bytes('RIFF', 0x24, 0, 0, 0, 'WEBP', 'VP8X', 0x0a, 0, 0, 0, 0, 0, 0, 0, le24(w - 1), le24(h - 1));

describe('readImageHeader', () => {
  it.each([
    ['PNG', pngOf(640, 480), { type: 'image/png', width: 640, height: 480 }],
    ['PNG claiming 20000×20000', pngOf(20_000, 20_000), { type: 'image/png', width: 20_000, height: 20_000 }],
    ['JPEG after an APP0 segment', jpegOf(4032, 3024), { type: 'image/jpeg', width: 4032, height: 3024 }],
    ['GIF89a', bytes('GIF89a', le16(300), le16(200), 0), { type: 'image/gif', width: 300, height: 200 }],
    ['WebP lossy', webpLossy(1024, 768), { type: 'image/webp', width: 1024, height: 768 }],
    ['WebP lossless', webpLossless(5000, 4000), { type: 'image/webp', width: 5000, height: 4000 }],
    ['WebP extended', webpExtended(9000, 9000), { type: 'image/webp', width: 9000, height: 9000 }],
    ['text', bytes('hello, this is not a picture'), null],
    ['a RIFF that is no WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a PNG cut before its size', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), null],
    [
      'a JPEG with no frame header',
      bytes(0xff, 0xd8, 0xff, 0xe0, be16(16), 'JFIF', 0, [1, 1, 0, 0, 1, 0, 1, 0, 0]),
      null,
    ],
    ['a PNG of zero width', pngOf(0, 10), null],
    ['nothing', bytes(), null],
  ])('%s', (_, data, expected) => {
    expect(readImageHeader(data)).toEqual(expected);
  });
});

describe('photoSizeError', () => {
  it(`refuses more than ${PhotoMaxPixels} pixels, naming the size`, () => {
    expect(photoSizeError({ type: 'image/png', width: 20_000, height: 20_000 })).toBe(
      imageMessages.tooManyPixels(20_000, 20_000),
    );
    expect(photoSizeError({ type: 'image/jpeg', width: 8000, height: 5000 })).toBeNull();
    expect(photoSizeError({ type: 'image/jpeg', width: 8001, height: 5000 })).not.toBeNull();
  });
});
