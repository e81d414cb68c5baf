import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A ZIP archive written as it is read: each file deflated by zlib (on its thread pool) as its content
 * is produced, its CRC-32 and sizes in a data descriptor after it, so nothing waits for a whole file
 * and no file is held whole in memory. Files and the archive stay under 4 GB (no ZIP64): a larger one
 * fails rather than writing sizes that wrap.
 */
export type ZipSource = {
  /** The path inside the archive, '/' between folders. */
  name: string;
  content: Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
};

/** Deflate level 3: at 15 MB of sheet XML a third of the default level's time for a file 6 % larger. */
const DeflateLevel = 3;
/** General purpose flags: sizes in a data descriptor (bit 3), names in UTF-8 (bit 11). */
const Flags = 0x0808;
const Deflated = 8;
const Version = 20;
const Max32 = 0xffffffff;

type Written = { crc: number; size: number; packed: number };

/** The MS-DOS time and date of `moment` (UTC), as ZIP headers hold them. */
const dosTime = (moment: Date) => ({
  time: (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | Math.floor(moment.getUTCSeconds() / 2),
  date: ((moment.getUTCFullYear() - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
});

/** Little-endian fields, each [bytes, value]. */
const fields = (...values: [2 | 4, number][]) => {
  const buffer = Buffer.alloc(values.reduce((sum, [bytes]) => sum + bytes, 0));
  let at = 0;
  for (const [bytes, value] of values) {
    if (bytes === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value >>> 0, at);
    at += bytes;
  }
  return buffer;
};

/** The content as bytes, its CRC-32 and size counted on the way. */
async function* counted(content: ZipSource['content'], written: Written) {
  for await (const chunk of content) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    written.crc = crc32(bytes, written.crc);
    written.size += bytes.length;
    yield bytes;
  }
}

/** The content deflated; a failure of the content ends the deflate stream with it. */
async function* deflated(content: ZipSource['content'], written: Written) {
  const deflate = createDeflateRaw({ level: DeflateLevel });
  // Errors reach the loop below through the destroyed deflate stream; an early stop of the loop
  // destroys it, and the pipeline then stops the content.
  pipeline(Readable.from(counted(content, written)), deflate, () => {});
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    written.packed += chunk.length;
    yield chunk;
  }
}

async function* zipChunks(sources: readonly ZipSource[], moment: Date) {
  const { time, date } = dosTime(moment);
  const entries: (Written & { name: Buffer; offset: number })[] = [];
  let offset = 0;
  for (const source of sources) {
    const name = Buffer.from(source.name, 'utf8');
    const header = Buffer.concat([
      fields([4, 0x04034b50], [2, Version], [2, Flags], [2, Deflated], [2, time], [2, date]),
      fields([4, 0], [4, 0], [4, 0], [2, name.length], [2, 0]),
      name,
    ]);
    yield header;
    const written: Written = { crc: 0, size: 0, packed: 0 };
    yield* deflated(source.content, written);
    if (written.size > Max32 || written.packed > Max32 || offset > Max32)
      throw new Error(`The archive's file ${source.name} passed 4 GB, more than a ZIP without ZIP64 holds.`);
    yield fields([4, 0x08074b50], [4, written.crc], [4, written.packed], [4, written.size]);
    entries.push({ ...written, name, offset });
    offset += header.length + written.packed + 16;
  }
  let directorySize = 0;
  for (const entry of entries) {
    const record = Buffer.concat([
      fields([4, 0x02014b50], [2, Version], [2, Version], [2, Flags], [2, Deflated], [2, time], [2, date]),
      fields([4, entry.crc], [4, entry.packed], [4, entry.size], [2, entry.name.length], [2, 0], [2, 0]),
      fields([2, 0], [2, 0], [4, 0], [4, entry.offset]),
      entry.name,
    ]);
    directorySize += record.length;
    yield record;
  }
  if (offset > Max32) throw new Error('The archive passed 4 GB, more than a ZIP without ZIP64 holds.');
  yield fields(
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, entries.length],
    [2, entries.length],
    [4, directorySize],
    [4, offset],
    [2, 0],
  );
}

/** The archive of these files, in this order, as a byte stream; a failure ends it with the error. */
export const zipStream = (sources: readonly ZipSource[], moment = new Date()): Readable =>
  Readable.from(zipChunks(sources, moment), { objectMode: false });
