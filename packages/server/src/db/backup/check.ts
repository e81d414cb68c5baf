import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { basename } from 'node:path';
import { backupFormat, type Manifest, manifestName } from './manifest';
import { readEntry, readTarIndex, type TarEntry } from './tar';

/** A backup that cannot be used, in words for the person who chose it (the CLI prints it, the API answers it). */
export class BackupError extends Error {}

export type CheckedBackup = { manifest: Manifest; entries: Map<string, TarEntry>; file: FileHandle };

/**
 * Opens a backup and checks it whole before anything is restored from it: its manifest is there (the
 * last part: a file cut short has none), and every part is there with the size and SHA-256 the manifest
 * gives. A failure names the part. The caller closes `file`.
 */
export const checkBackup = async (path: string): Promise<CheckedBackup> => {
  const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot open ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  try {
    const index = await readTarIndex(file).catch((error: Error) => {
      throw new BackupError(`${basename(path)} is not a whole backup: ${error.message}`);
    });
    const last = index.at(-1);
    if (last?.name !== manifestName)
      throw new BackupError(
        `${basename(path)} is not a whole backup: it has no manifest (it was cut short, or is not a backup)`,
      );
    const chunks: Buffer[] = [];
    for await (const chunk of readEntry(file, last)) chunks.push(chunk);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
    } catch {
      throw new BackupError(`${basename(path)}: its manifest is damaged (not JSON)`);
    }
    if (manifest.format !== backupFormat || manifest.formatVersion !== 1 || !Array.isArray(manifest.parts))
      throw new BackupError(
        `${basename(path)} is not a backup of this product (format ${String(manifest.format)})`,
      );
    const entries = new Map(index.slice(0, -1).map((e) => [e.name, e]));
    for (const part of manifest.parts) {
      const entry = entries.get(part.name);
      if (!entry) throw new BackupError(`The part ${part.name} is missing from ${basename(path)}`);
      const hash = createHash('sha256');
      for await (const chunk of readEntry(file, entry)) hash.update(chunk);
      if (entry.size !== part.bytes || hash.digest('hex') !== part.sha256)
        throw new BackupError(`The part ${part.name} fails its SHA-256 check: ${basename(path)} is damaged`);
    }
    if (entries.size !== manifest.parts.length)
      throw new BackupError(`${basename(path)} holds parts its manifest does not list`);
    return { manifest, entries, file };
  } catch (error) {
    await file.close();
    throw error;
  }
};
