import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../client';
import { withSession } from './session';

/**
 * A file written after a moment has a modification time no earlier than it less this margin: the
 * kernel stamps writes from a coarse clock (a few milliseconds behind the one `Date.now` reads).
 */
const clockMarginMs = 1_000;

/**
 * Files copied at once: a data folder holds some 1,500 files, and each step waits for a turn of the
 * event loop, which the server's requests share (a test's engine even runs in it).
 */
const filesAtOnce = 16;

/** A file or folder the engine removed while the first copy ran (a temporary file, old WAL): skipped. */
const unlessGone = async <T>(work: Promise<T>) =>
  work.catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** The folders and regular files under `root`, as paths relative to it. */
const listTree = async (root: string) => {
  const folders: string[] = [];
  const files: string[] = [];
  const walk = async (relative: string) => {
    const entries = (await unlessGone(readdir(join(root, relative), { withFileTypes: true }))) ?? [];
    await Promise.all(
      entries.map(async (entry) => {
        const path = join(relative, entry.name);
        if (entry.isDirectory()) {
          folders.push(path);
          await walk(path);
        } else if (entry.isFile()) files.push(path);
      }),
    );
  };
  await walk('');
  return { folders, files };
};

/**
 * Makes `to` a copy of `from`, file by file. With `since`, a file already in `to` with the same size
 * and not modified since then is taken as equal and not copied again.
 */
const copyTree = async (from: string, to: string, since?: number) => {
  const source = await listTree(from);
  const copied = await listTree(to);
  const wanted = new Set([...source.folders, ...source.files]);
  for (const path of [...copied.folders, ...copied.files])
    if (!wanted.has(path)) await rm(join(to, path), { recursive: true, force: true });
  for (const folder of ['', ...source.folders]) await mkdir(join(to, folder), { recursive: true });
  const queue = [...source.files];
  const copyNext = async (): Promise<void> => {
    const path = queue.pop();
    if (path === undefined) return;
    if (since !== undefined) {
      const [was, copy] = await Promise.all([stat(join(from, path)), unlessGone(stat(join(to, path)))]);
      if (copy && copy.size === was.size && was.mtimeMs < since - clockMarginMs) return copyNext();
    }
    await unlessGone(copyFile(join(from, path), join(to, path)));
    return copyNext();
  };
  await Promise.all(Array.from({ length: filesAtOnce }, copyNext));
};

/**
 * A copy of the embedded database's folder as it stands at one moment, made while the server serves:
 * answers that moment. The folder is copied once while the engine goes on (its files change under
 * the copy), then the engine's one session is taken, so nothing writes; a CHECKPOINT puts every
 * change on disk, and only the files modified since the first copy began (by their modification time)
 * are copied again. The copy is then the folder at that moment, as after a clean checkpoint; the
 * session is held for the few files the server wrote meanwhile, never for reading every row.
 */
export const copyDataDir = async (
  database: Pick<Database, 'db' | 'kind'>,
  dataDir: string,
  to: string,
): Promise<Date> => {
  // Most of what the server has changed is written out first, and stamped before the first copy
  // begins (a margin later), so the second copy has less to do.
  await withSession(database, ({ query }) => query('checkpoint'));
  await new Promise((wake) => setTimeout(wake, clockMarginMs));
  const started = Date.now();
  await copyTree(dataDir, to);
  return withSession(database, (session) =>
    session.transaction('begin', async (query) => {
      await query('checkpoint');
      const at = new Date();
      await copyTree(dataDir, to, started);
      return at;
    }),
  );
};
