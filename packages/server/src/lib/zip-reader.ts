import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP archive held in memory, for uploads that must not become a zip bomb: the central
 * directory is read with every offset checked against the bytes received, the number of entries is
 * capped before they are listed, and an entry is inflated only when asked, by zlib with a ceiling on
 * its output, so inflating stops the moment a cap is passed. The sizes the archive declares are never
 * trusted for the caps; they are compared with what was inflated, with the CRC-32, afterwards.
 */

/** What one archive may cost to read. */
export type ZipLimits = {
  /** Entries in the central directory (files and folders). */
  entries: number;
  /** Bytes inflated from all the entries read, together. */
  inflatedBytes: number;
  /** Bytes one entry may inflate to per byte it packs (a deflate stream can reach about 1,000). */
  ratio: number;
};

export type ZipEntry = {
  /** The path inside the archive, with '/' between folders. */
  name: string;
  method: number;
  flags: number;
  crc: number;
  packedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
};

/** An archive the reader refuses, with the message for the person who sent it. */
export class ZipProblem extends Error {}
const fail = (message: string): never => {
  throw new ZipProblem(message);
};

const endOfDirectorySignature = 0x06054b50;
const directorySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const endOfDirectorySize = 22;
const maxCommentSize = 0xffff;

/** An entry of this size may inflate to ratio × its packed size, and never less than this (tiny files). */
const smallEntryAllowance = 4096;

/** A name as shown in a message: at most 100 characters of it. */
export const shownName = (name: string) => (name.length > 100 ? `${name.slice(0, 99)}…` : name);

/** Reads a ZIP's entries and inflates the ones asked for, within the limits, over the whole archive. */
export const openZip = (bytes: Uint8Array, limits: ZipLimits) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const notZip = 'The file is not a ZIP archive.';
  const damaged = 'The ZIP archive is damaged: its table of contents does not match its contents.';

  // The end-of-directory record closes the file, followed only by a comment of at most 64 KB.
  let end = -1;
  const lowest = Math.max(0, bytes.length - endOfDirectorySize - maxCommentSize);
  for (let at = bytes.length - endOfDirectorySize; at >= lowest; at--) {
    if (u32(at) === endOfDirectorySignature && at + endOfDirectorySize + u16(at + 20) <= bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) fail(notZip);
  const [disk, directoryDisk, entriesHere, entryCount] = [
    u16(end + 4),
    u16(end + 6),
    u16(end + 8),
    u16(end + 10),
  ];
  const [directorySize, directoryOffset] = [u32(end + 12), u32(end + 16)];
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff)
    fail('The ZIP archive is in the ZIP64 format, which is not read here; a shapefile never needs it.');
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount)
    fail('The ZIP archive is split across several files; send it as one.');
  if (entryCount > limits.entries)
    fail(
      `The ZIP archive holds ${entryCount.toLocaleString('en-US')} entries; at most ${limits.entries} are read.`,
    );
  if (directoryOffset + directorySize > end) fail(damaged);

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  const directoryEnd = directoryOffset + directorySize;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > directoryEnd || u32(at) !== directorySignature) fail(damaged);
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > directoryEnd) fail(damaged);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, nameEnd)),
      flags: u16(at + 8),
      method: u16(at + 10),
      crc: u32(at + 16),
      packedSize: u32(at + 20),
      declaredSize: u32(at + 24),
      localHeaderOffset: u32(at + 42),
    });
    at = nameEnd + extraLength + commentLength;
  }

  let inflated = 0;

  /** Where an entry's packed bytes lie, and how much it may inflate to, within what is left of the allowance. */
  const locate = (entry: ZipEntry, atMost: number) => {
    const name = shownName(entry.name);
    if (entry.flags & 1) fail(`${name} in the ZIP archive is encrypted; send it without a password.`);
    const local = entry.localHeaderOffset;
    if (local + 30 > directoryOffset || u32(local) !== localHeaderSignature) fail(damaged);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + entry.packedSize > directoryOffset) fail(damaged);
    const packed = bytes.subarray(start, start + entry.packedSize);

    const left = limits.inflatedBytes - inflated;
    const byRatio = Math.max(entry.packedSize * limits.ratio, smallEntryAllowance);
    const ceiling = Math.min(left, byRatio, atMost);
    const tooLarge = (): never =>
      ceiling === atMost
        ? fail(`${name} in the ZIP archive is larger than ${atMost.toLocaleString('en-US')} bytes.`)
        : ceiling === byRatio
          ? fail(
              `${name} in the ZIP archive expands more than ${limits.ratio} times its packed size; it is refused as a possible zip bomb.`,
            )
          : fail(
              `The ZIP archive expands to more than ${limits.inflatedBytes / 1_000_000} MB; it is refused as a possible zip bomb.`,
            );
    const unknownMethod = (): never =>
      fail(
        `${name} in the ZIP archive is packed with a method that is not read here (${entry.method}); zip it again with the usual (Deflate) compression.`,
      );
    const mismatch = (): never =>
      fail(`${name} in the ZIP archive is damaged: its size or checksum does not match.`);
    const broken = (): never => fail(`${name} in the ZIP archive is damaged and cannot be unpacked.`);
    return { packed, ceiling, tooLarge, unknownMethod, mismatch, broken };
  };

  /** The entry's bytes, inflated within what is left of the archive's allowance and the entry's ratio. */
  const read = (entry: ZipEntry, { atMost = Infinity }: { atMost?: number } = {}): Buffer => {
    const { packed, ceiling, tooLarge, unknownMethod, mismatch, broken } = locate(entry, atMost);
    let content: Buffer;
    if (entry.method === 0) {
      if (packed.length > ceiling) tooLarge();
      content = Buffer.from(packed);
    } else if (entry.method === 8) {
      try {
        // zlib stops with ERR_BUFFER_TOO_LARGE as soon as its output passes the ceiling.
        content = inflateRawSync(packed, { maxOutputLength: Math.max(ceiling, 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return tooLarge();
        return broken();
      }
      if (content.length > ceiling) tooLarge();
    } else return unknownMethod();
    if (content.length !== entry.declaredSize || crc32(content) !== entry.crc) mismatch();
    inflated += content.length;
    return content;
  };

  /**
   * The entry's bytes handed to `take` a piece at a time as they inflate, within the same allowances
   * as `read`, so a large part costs one piece of memory; the size and CRC-32 are checked at the end.
   * An error `take` throws stops the inflating and is the answer's.
   */
  const readPieces = (entry: ZipEntry, take: (piece: Uint8Array) => void): Promise<void> => {
    const { packed, ceiling, tooLarge, unknownMethod, mismatch, broken } = locate(entry, Infinity);
    let size = 0;
    let crc = 0;
    const took = (piece: Uint8Array) => {
      size += piece.length;
      if (size > ceiling) tooLarge();
      crc = crc32(piece, crc);
      take(piece);
    };
    const finish = () => {
      if (size !== entry.declaredSize || crc !== entry.crc) mismatch();
      inflated += size;
    };
    // A step that throws inside a promise's executor rejects it.
    if (entry.method === 0)
      return new Promise((resolve) => {
        took(packed);
        finish();
        resolve();
      });
    if (entry.method !== 8) return new Promise(() => unknownMethod());
    return new Promise((resolve, reject) => {
      const inflater = createInflateRaw();
      let stopped = false;
      const stop = (error: unknown) => {
        stopped = true;
        inflater.destroy();
        reject(error);
      };
      inflater.on('data', (piece: Buffer) => {
        if (stopped) return;
        try {
          took(piece);
        } catch (error) {
          stop(error);
        }
      });
      inflater.on('error', () => {
        try {
          broken();
        } catch (error) {
          stop(error);
        }
      });
      inflater.on('end', () => {
        try {
          finish();
          resolve();
        } catch (error) {
          reject(error);
        }
      });
      inflater.end(packed);
    });
  };

  return { entries, read, readPieces };
};
