import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../client';
import { runApart } from './apart';
import { type Copy, copyToBucket, copyToFolder, hashFile, removeBackupFiles } from './offsite';
import { type BackupFiles, isBackupName, writeBackup } from './write';

export type BackupSettings = Config['backup'];

/** What is known of one backup, kept beside it as `<name>.json` (the page's list reads these). */
export type BackupRecord = {
  name: string;
  createdAt: string;
  bytes: number;
  sha256: string | null;
  /** Null until its verification has run. */
  verified: boolean | null;
  verifiedAt: string | null;
  message: string | null;
  copies: Copy[];
};

const recordPath = (dir: string, name: string) => join(dir, `${name}.json`);

const saveRecord = async (dir: string, record: BackupRecord) => {
  const path = recordPath(dir, record.name);
  await writeFile(`${path}.partial`, JSON.stringify(record, null, 1));
  await rename(`${path}.partial`, path);
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The backups in a folder, newest first, with what their records say (a file without one: not verified yet). */
export const listBackups = async (dir: string): Promise<BackupRecord[]> => {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isBackupName).sort().reverse();
  return Promise.all(
    names.map(async (name) => {
      const saved = await readFile(recordPath(dir, name), 'utf8')
        .then((text) => JSON.parse(text) as BackupRecord)
        .catch(() => undefined);
      const { size, mtime } = await stat(join(dir, name));
      return (
        saved ?? {
          name,
          createdAt: mtime.toISOString(),
          bytes: size,
          sha256: null,
          verified: null,
          verifiedAt: null,
          message: null,
          copies: [],
        }
      );
    }),
  );
};

/**
 * `verifyBackup` in a child process (verify-process.ts), so the scratch database's memory is never
 * the server's.
 */
const verifyApart = (file: string, scratchRoot: string, databaseUrl?: string) =>
  runApart<null>('verify-process', [file, scratchRoot], 'verification', {
    VERIFY_DATABASE_URL: databaseUrl ?? '',
  });

/** Verifies a backup (beside the server's PostgreSQL database when `databaseUrl` names it) and keeps the outcome beside it. */
export const verifyAndRecord = async (
  dir: string,
  record: BackupRecord,
  databaseUrl?: string,
): Promise<BackupRecord> => {
  try {
    await verifyApart(join(dir, record.name), dir, databaseUrl);
    Object.assign(record, { verified: true, verifiedAt: new Date().toISOString(), message: null });
  } catch (error) {
    Object.assign(record, {
      verified: false,
      verifiedAt: new Date().toISOString(),
      message: messageOf(error),
    });
  }
  await saveRecord(dir, record);
  return record;
};

/**
 * Keeps the newest `keep` backups, and the newest verified one whatever its age (so failing backups
 * never push out the last good one); removes the rest here and in the copy folder.
 */
export const pruneBackups = async (settings: Pick<BackupSettings, 'dir' | 'keep' | 'copyDir'>) => {
  const all = await listBackups(settings.dir);
  const newestVerified = all.find((b) => b.verified);
  const gone = all
    .slice(settings.keep)
    .filter((b) => b !== newestVerified)
    .map((b) => b.name);
  await removeBackupFiles(settings.dir, gone);
  if (settings.copyDir) await removeBackupFiles(settings.copyDir, gone);
  return gone;
};

export type BackupJob = {
  database: Pick<Database, 'db' | 'kind'>;
  settings: BackupSettings;
  databaseUrl?: string;
  files?: BackupFiles;
  /** A served embedded database's folder (write.ts). */
  dataDir?: string;
};

/**
 * What `npm run backup`, Back up now and the schedule all do: write a backup, verify it by restoring
 * it, send a verified one to the second places set, and prune. Each step's outcome is kept in the
 * backup's record; only a failure to write the backup at all is thrown.
 */
export const runBackupJob = async (job: BackupJob): Promise<BackupRecord> => {
  const { settings } = job;
  const written = await writeBackup({
    database: job.database,
    dir: settings.dir,
    databaseUrl: job.databaseUrl,
    pgDump: settings.pgDump,
    files: job.files,
    dataDir: job.dataDir,
  });
  const record: BackupRecord = {
    name: written.name,
    createdAt: written.manifest.createdAt,
    bytes: written.bytes,
    sha256: await hashFile(written.file),
    verified: null,
    verifiedAt: null,
    message: null,
    copies: [],
  };
  await saveRecord(settings.dir, record);
  await verifyAndRecord(settings.dir, record, job.databaseUrl);
  if (record.verified && record.sha256) {
    const sha256 = record.sha256;
    const places: [string, () => Promise<void>][] = [];
    if (settings.copyDir)
      places.push([settings.copyDir, () => copyToFolder(written.file, settings.copyDir ?? '', sha256)]);
    const s3 = settings.s3;
    if (s3) places.push([`s3://${s3.bucket}/${s3.prefix}`, () => copyToBucket(written.file, s3, sha256)]);
    for (const [to, copy] of places) {
      try {
        await copy();
        record.copies.push({ to, ok: true, at: new Date().toISOString() });
      } catch (error) {
        record.copies.push({ to, ok: false, at: new Date().toISOString(), message: messageOf(error) });
      }
    }
    await saveRecord(settings.dir, record);
  }
  await pruneBackups(settings);
  return record;
};
