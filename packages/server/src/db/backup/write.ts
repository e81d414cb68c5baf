import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type FileHandle, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Database } from '../client';
import { runApart } from './apart';
import { hasBlobs, quoteIdent, readSequences, readTables, type Table } from './catalog';
import { BackupError } from './check';
import { copyDataDir } from './data-dir-copy';
import {
  backupFormat,
  blobPart,
  type Manifest,
  manifestName,
  type Part,
  pgDumpPart,
  productVersion,
  tablePart,
} from './manifest';
import { levelOf } from './migrations';
import { matchingPgDump } from './pg-dump';
import { type Query, withSession } from './session';
import { readEntry, tarWriter } from './tar';

/** The file operations a backup uses: node's, or in a test ones that fail as a full disk does. */
export type BackupFiles = { open: (path: string, flags: string) => Promise<FileHandle> };

export type BackupOptions = {
  database: Pick<Database, 'db' | 'kind'>;
  dir: string;
  /** PostgreSQL's address, for pg_dump; without it (or without a matching pg_dump) none is added. */
  databaseUrl?: string;
  pgDump?: boolean;
  files?: BackupFiles;
  now?: () => Date;
  /**
   * The embedded database's folder, when a server holds it open and serves from it: the backup is then
   * read from a copy of it (data-dir-copy.ts) in a process of its own (backup-process.ts).
   */
  dataDir?: string;
};

export type WrittenBackup = { file: string; name: string; bytes: number; manifest: Manifest };

/** A finished backup's name: its time, sortable. Unfinished ones end in `.partial`. */
export const backupName = (at: Date) => `records-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
export const isBackupName = (name: string) => /^records-[\dTZ-]+\.tar$/.test(name);
export const partialSuffix = '.partial';

const rowsPerFetch = 500;

/** A stored photo part changed after the snapshot (its row deleted or rewritten): the backup starts again. */
class ChangedDuringBackup extends Error {}

type BlobKey = { table: Table; row: number; column: string; key: unknown[]; xmin: string; bytes: number };

const sha256 = () => createHash('sha256');

/**
 * Writes one backup of the whole database into `dir` and answers it once it is complete on disk:
 * written under a `.partial` name, flushed to the disk and only then renamed, so a file with the
 * backup's name is always whole (a killed run leaves only a `.partial`, which the next run removes).
 *
 * Consistency: every table's rows are read in one repeatable-read transaction. The raw bytes of stored
 * photos, most of a backup's size, are read after it, one part per query, so the server answers
 * between them; each is asked for by its key and its row version (xmin) in the snapshot, so a part
 * deleted or rewritten since is noticed (the backup starts again) rather than mixed in.
 *
 * The embedded engine has one session, which such a transaction would hold while every row is read
 * (minutes on the large set, every request waiting): a served embedded database (`dataDir`) is copied
 * as it stands at one moment, holding the session only for the files written meanwhile, and the
 * backup is read from the copy in a process of its own.
 */
export const writeBackup = (options: BackupOptions): Promise<WrittenBackup> =>
  oneAtATime(options.database, async () => {
    await removeUnfinished(options.dir);
    try {
      return options.dataDir && options.database.kind === 'pglite'
        ? await writeFromCopy(options, options.dataDir)
        : await writeSnapshot(options);
    } catch (error) {
      throw explained(error, options.dir);
    }
  });

/** A backup read in one snapshot, started again (three tries) when a photo part changed meanwhile. */
export const writeSnapshot = async (options: BackupOptions): Promise<WrittenBackup> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(options);
    } catch (error) {
      if (!(error instanceof ChangedDuringBackup && attempt < 3)) throw error;
    }
  }
};

/** Where a served embedded database is copied to be backed up; a killed run's copy is removed by the next. */
const copySuffix = '.copy';

const writeFromCopy = async (options: BackupOptions, dataDir: string): Promise<WrittenBackup> => {
  const copy = join(options.dir, `records-${process.pid}${copySuffix}`);
  try {
    const at = await copyDataDir(options.database, dataDir, copy);
    return await runApart<WrittenBackup>('backup-process', [copy, options.dir, at.toISOString()], 'backup');
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
};

/** Any fixed key, the same in every process (beside the seed's 7_311_001 and the migrations' 7_311_003). */
const backupLockKey = 7_311_006;
const running = new WeakSet<Database['db']>();

/**
 * One backup at a time per database: in this process (the embedded engine's one session would let its
 * advisory lock be taken twice) and across processes (a session advisory lock on PostgreSQL: the
 * schedule of several servers, or `npm run backup` beside them).
 */
const oneAtATime = async <T>(database: Pick<Database, 'db' | 'kind'>, run: () => Promise<T>): Promise<T> => {
  if (running.has(database.db)) throw new BackupError('A backup is already running: wait for it to finish');
  running.add(database.db);
  try {
    if (database.kind === 'pglite') return await run();
    return await withSession(database, async ({ query }) => {
      const [{ locked }] = await query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        backupLockKey,
      ]);
      if (!locked)
        throw new BackupError(
          'A backup is already running (in another server process): wait for it to finish',
        );
      try {
        return await run();
      } finally {
        await query('select pg_advisory_unlock($1)', [backupLockKey]);
      }
    });
  } finally {
    running.delete(database.db);
  }
};

/**
 * What a run that was killed left behind: never a finished backup's name, so removed (under the lock),
 * and a verification's scratch folder a day old (a younger one may be another process's, verifying).
 */
const removeUnfinished = async (dir: string) => {
  mkdirSync(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (name.endsWith(partialSuffix) || name.endsWith('.spool')) await rm(path, { force: true });
    else if (name.endsWith(copySuffix) || name.endsWith(`${copySuffix}.lock`))
      await rm(path, { recursive: true, force: true });
    else if (name.startsWith('records-verify-') && Date.now() - (await stat(path)).mtimeMs > 86_400_000)
      await rm(path, { recursive: true, force: true });
  }
};

/** The chunks of `source` as they are, each added to `hash` on its way. */
async function* hashing(source: AsyncIterable<Uint8Array>, hash: ReturnType<typeof sha256>) {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

/** A full disk in words: the backup stopped and took its unfinished file away. */
export const explained = (error: unknown, dir: string) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new BackupError(
      `No space left on the disk of ${resolve(dir)}: the backup stopped and its unfinished file was removed. Free some space, or set BACKUP_DIR to a folder on a larger disk.`,
    );
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new BackupError(
      `Cannot write backups in ${resolve(dir)} (${code}): set BACKUP_DIR to a folder this server may write`,
    );
  return error;
};

const writeOnce = async (options: BackupOptions): Promise<WrittenBackup> => {
  const { database, dir } = options;
  const openFile = options.files?.open ?? open;
  const createdAt = (options.now ?? (() => new Date()))();
  const name = backupName(createdAt);
  const file = join(dir, name);
  const partial = `${file}${partialSuffix}`;
  const spool = `${file}.spool`;
  const out = await openFile(partial, 'wx');
  let bytes = 0;
  const tar = tarWriter(
    {
      write: async (chunk) => {
        await out.write(chunk);
        bytes += chunk.length;
      },
    },
    createdAt.getTime(),
  );
  const parts: Part[] = [];
  const tables: Manifest['tables'] = {};
  try {
    // Appends a part from a spool file written first (a part's size goes before its bytes in a tar),
    // hashing it on the way when its SHA-256 is not known yet (pg_dump's file).
    const addSpooled = async (part: string, size: number, known?: { sha: string; rows: number }) => {
      const from = await open(spool, 'r');
      const hash = known ? undefined : sha256();
      try {
        const chunks = readEntry(from, { name: part, size, offset: 0 });
        await tar.add(part, size, hash ? hashing(chunks, hash) : chunks);
      } finally {
        await from.close();
      }
      const sha = known?.sha ?? hash?.digest('hex') ?? '';
      parts.push({ name: part, bytes: size, sha256: sha, ...(known ? { rows: known.rows } : {}) });
    };
    const { head, blobs } = await withSession(database, (session) =>
      session.transaction('begin isolation level repeatable read read only', async (query) => {
        await query(`set local timezone = 'UTC'`);
        const [{ version }] = await query<{ version: string }>(
          `select current_setting('server_version') as version`,
        );
        const head = {
          migrations: await levelOf(query),
          engine: { kind: database.kind, version },
          sequences: Object.fromEntries(
            (await readSequences(query)).map((r) => [`${r.table}.${r.column}`, r.value]),
          ),
        };
        const blobs: BlobKey[] = [];
        for (const table of await readTables(query)) {
          const { sha, size, rows, keys } = await spoolRows(query, table, spool, openFile);
          await addSpooled(tablePart(table.name), size, { sha, rows });
          tables[table.name] = { rows, blobs: keys.length };
          blobs.push(...keys);
        }
        const dump =
          options.pgDump !== false && options.databaseUrl ? await matchingPgDump(query) : undefined;
        if (dump && options.databaseUrl) {
          const [{ snapshot }] = await query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
          await runPgDump(dump, options.databaseUrl, snapshot, spool);
          await addSpooled(pgDumpPart, (await stat(spool)).size);
        }
        return { head, blobs };
      }),
    );
    await rm(spool, { force: true });
    await withSession(database, async ({ query }) => {
      for (const blob of blobs) parts.push(await addBlob(query, blob, tar.add));
    });
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: 1,
      product: { version: productVersion },
      ...head,
      createdAt: createdAt.toISOString(),
      tables,
      parts,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await tar.add(manifestName, text.length, [text]);
    await tar.end();
    await out.sync();
    await out.close();
    await rename(partial, file);
    await syncFolder(dir);
    return { file, name, bytes, manifest };
  } catch (error) {
    await out.close().catch(() => {});
    await rm(partial, { force: true });
    await rm(spool, { force: true });
    throw error;
  }
};

/** A rename is durable once its folder is flushed too. */
const syncFolder = async (dir: string) => {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
};

/**
 * A table's rows as JSON lines (jsonb's text: the same on both engines) through a cursor, a few hundred
 * at a time. A raw-bytes value is written as its length; its bytes become a part of their own, read
 * after the snapshot by the key and row version collected here.
 */
const spoolRows = async (query: Query, table: Table, spool: string, openFile: BackupFiles['open']) => {
  const blobColumns = table.columns.filter((c) => c.bytea);
  const json = blobColumns.length
    ? `(to_jsonb(t) || jsonb_build_object(${blobColumns.map((c) => `'${c.name}', length(t.${quoteIdent(c.name)})`).join(', ')}))`
    : 'to_jsonb(t)';
  const keyed = hasBlobs(table) && table.primaryKey.length > 0;
  const extra = keyed
    ? `, jsonb_build_array(${table.primaryKey.map((k) => `t.${quoteIdent(k)}`).join(', ')})::text as key, t.xmin::text as xmin`
    : '';
  if (hasBlobs(table) && !keyed)
    throw new Error(`table ${table.name} holds raw bytes but has no primary key`);
  await query(
    `declare backup_rows no scroll cursor for select ${json}::text as j${extra} from public.${quoteIdent(table.name)} t order by ${table.orderBy}`,
  );
  const out = await openFile(spool, 'w');
  const hash = sha256();
  let size = 0;
  let rows = 0;
  const keys: BlobKey[] = [];
  try {
    for (;;) {
      const batch = await query<{ j: string; key?: string; xmin?: string }>(
        `fetch forward ${rowsPerFetch} from backup_rows`,
      );
      if (batch.length === 0) break;
      const text = Buffer.from(batch.map((r) => `${r.j}\n`).join(''));
      hash.update(text);
      await out.write(text);
      size += text.length;
      for (const r of batch) {
        if (keyed) {
          const row = JSON.parse(r.j) as Record<string, unknown>;
          for (const column of blobColumns) {
            const length = row[column.name];
            if (typeof length === 'number')
              keys.push({
                table,
                row: rows,
                column: column.name,
                key: JSON.parse(r.key ?? '[]') as unknown[],
                xmin: r.xmin ?? '',
                bytes: length,
              });
          }
        }
        rows++;
      }
    }
  } finally {
    await out.close();
    await query('close backup_rows');
  }
  return { sha: hash.digest('hex'), size, rows, keys };
};

/** One raw-bytes value as a part: asked for by key and row version, so a changed row is noticed. */
const addBlob = async (
  query: Query,
  blob: BlobKey,
  add: ReturnType<typeof tarWriter>['add'],
): Promise<Part> => {
  const where = blob.table.primaryKey.map((k, i) => `${quoteIdent(k)} = $${i + 1}`).join(' and ');
  const [found] = await query<{ b: string }>(
    `select encode(${quoteIdent(blob.column)}, 'base64') as b from public.${quoteIdent(blob.table.name)}
     where ${where} and xmin::text = $${blob.key.length + 1}`,
    [...blob.key, blob.xmin],
  );
  if (!found) throw new ChangedDuringBackup();
  const bytes = Buffer.from(found.b, 'base64');
  if (bytes.length !== blob.bytes) throw new ChangedDuringBackup();
  const name = blobPart(blob.table.name, blob.row, blob.column);
  await add(name, bytes.length, [bytes]);
  return { name, bytes: bytes.length, sha256: sha256().update(bytes).digest('hex') };
};

/**
 * pg_dump's custom format of the same snapshot, into the spool file, uncompressed: its default gzip
 * spent 162 s on 200 MB of incompressible bytes (as JPEG photos are; dumped as hex) where
 * `--compress=0` took 5 s, for a file twice the photos' size instead of 1.1 times. Its SHA-256 is
 * taken as it is copied into the backup, not by reading it once more.
 */
const runPgDump = (pgDump: string, databaseUrl: string, snapshot: string, spool: string) =>
  new Promise<void>((done, fail) => {
    const child = spawn(
      pgDump,
      [
        '--format=custom',
        '--compress=0',
        `--snapshot=${snapshot}`,
        `--file=${spool}`,
        `--dbname=${databaseUrl}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`pg_dump failed: ${errors.trim() || `exit ${code}`}`)),
    );
  });
