export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export type ImageHeader = { type: ImageType; width: number; height: number };

/**
 * The most pixels a stored photo may have. A browser decodes an image at 4 bytes a pixel whatever its
 * file size: a 389 KB PNG claiming 20000×20000 took a page from 171 MB to 2 GB. 40 MP is above every
 * phone camera's photo.
 */
export const PhotoMaxPixels = 40_000_000;

export const imageMessages = {
  notImage: 'The photo must be a PNG, JPEG, GIF or WebP image.',
  tooManyPixels: (width: number, height: number) =>
    `The photo may not be larger than ${PhotoMaxPixels / 1_000_000} megapixels (this one is ${width} × ${height}).`,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

const png = (b: Uint8Array) =>
  startsWith(b, ascii('IHDR'), 12) && b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;

const gif = (b: Uint8Array) => (b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null);

const webp = (b: Uint8Array) => {
  if (startsWith(b, ascii('VP8 '), 12) && startsWith(b, [0x9d, 0x01, 0x2a], 23) && b.length >= 30)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (startsWith(b, ascii('VP8L'), 12) && b[20] === 0x2f && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, ascii('VP8X'), 12) && b.length >= 30)
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
};

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they hold the size. */
const jpegFrameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Walks the JPEG's segments (each names its length, so the walk is linear) to the first frame header. */
const jpeg = (b: Uint8Array) => {
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (jpegFrameMarkers.has(marker)) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
};

/**
 * The type and size of an image, read from its header, or null when it is no PNG, JPEG, GIF or WebP
 * with a readable size: the file name and the browser's content type are only claims.
 */
export const readImageHeader = (bytes: Uint8Array): ImageHeader | null => {
  const read = (type: ImageType, size: { width: number; height: number } | null) =>
    size && size.width > 0 && size.height > 0 ? { type, ...size } : null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return read('image/png', png(bytes));
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return read('image/jpeg', jpeg(bytes));
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return read('image/gif', gif(bytes));
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return read('image/webp', webp(bytes));
  return null;
};

/** Why an image is too large to keep as a photo, or null. */
export const photoSizeError = ({ width, height }: ImageHeader): string | null =>
  width * height > PhotoMaxPixels ? imageMessages.tooManyPixels(width, height) : null;
