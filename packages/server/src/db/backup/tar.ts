import type { FileHandle } from 'node:fs/promises';

/**
 * A backup is a plain POSIX tar file (ustar), readable by any tar tool: `tar -tvf` lists its parts.
 * Written and read here in a few lines rather than through a library, since a backup needs only
 * regular files whose sizes are known before they are written.
 */
const block = 512;

/** Where a backup's bytes go: a file, or in a test one that fails as a full disk does. */
export type Sink = { write: (bytes: Uint8Array) => Promise<void> };

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

const header = (name: string, size: number, mtime: number) => {
  const bytes = Buffer.alloc(block);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  bytes.write(name, 0);
  bytes.write(octal(0o644, 8), 100);
  bytes.write(octal(0, 8), 108);
  bytes.write(octal(0, 8), 116);
  // Sizes past 8 GiB in base-256, as GNU tar and every modern reader take them.
  if (size < 8 ** 11) bytes.write(octal(size, 12), 124);
  else {
    bytes[124] = 0x80;
    bytes.writeBigUInt64BE(BigInt(size), 128);
  }
  bytes.write(octal(Math.floor(mtime / 1000), 12), 136);
  bytes.write('        ', 148);
  bytes.write('0', 156);
  bytes.write('ustar\x0000', 257);
  let sum = 0;
  for (const byte of bytes) sum += byte;
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return bytes;
};

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

/** Appends entries to a sink; `end` writes the two empty blocks that close the archive. */
export const tarWriter = (sink: Sink, mtime = Date.now()) => ({
  /** An entry of `size` bytes from `source`, which must yield exactly that many. */
  async add(name: string, size: number, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
    await sink.write(header(name, size, mtime));
    let written = 0;
    for await (const chunk of source) {
      written += chunk.length;
      if (written > size) break;
      await sink.write(chunk);
    }
    if (written !== size) throw new Error(`tar entry ${name}: ${written} bytes where ${size} were announced`);
    await sink.write(padding(size));
  },
  end: () => sink.write(Buffer.alloc(block * 2)),
});

export type TarEntry = { name: string; size: number; offset: number };

const readSize = (bytes: Buffer) =>
  bytes[124] & 0x80
    ? Number(bytes.readBigUInt64BE(128))
    : Number.parseInt(bytes.toString('latin1', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);

/**
 * The entries of a tar file, read from their headers only. A file cut short (a copy that stopped, a
 * backup killed before it finished) is reported as such, never half-listed.
 */
export const readTarIndex = async (file: FileHandle): Promise<TarEntry[]> => {
  const { size: fileSize } = await file.stat();
  const entries: TarEntry[] = [];
  const bytes = Buffer.alloc(block);
  for (let at = 0; ; ) {
    const { bytesRead } = await file.read(bytes, 0, block, at);
    if (bytesRead < block) throw new Error('the file ends before the archive does (it was cut short)');
    if (bytes.every((b) => b === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 32 : bytes[i];
    const stored = Number.parseInt(bytes.toString('latin1', 148, 156).replace(/\0.*$/, '').trim(), 8);
    if (sum !== stored) throw new Error(`the archive is damaged at byte ${at} (a header's checksum fails)`);
    const name = bytes.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = readSize(bytes);
    if (at + block + size > fileSize)
      throw new Error(`the file ends inside its part ${name} (it was cut short)`);
    entries.push({ name, size, offset: at + block });
    at += block + size + padding(size).length;
  }
};

/** An entry's bytes, a chunk at a time. */
export async function* readEntry(file: FileHandle, entry: TarEntry, chunkSize = 1 << 20) {
  for (let at = 0; at < entry.size; ) {
    const length = Math.min(chunkSize, entry.size - at);
    const chunk = Buffer.alloc(length);
    const { bytesRead } = await file.read(chunk, 0, length, entry.offset + at);
    if (bytesRead !== length) throw new Error(`the file ends inside its part ${entry.name}`);
    at += length;
    yield chunk;
  }
}
