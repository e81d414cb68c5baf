import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { copyDatabaseTemplate } from '../template';
import { rows } from './backup.test-helper';
import { checkBackup } from './check';
import { tablePart } from './manifest';
import { readEntry } from './tar';
import { partialSuffix, writeBackup } from './write';

/**
 * The embedded engine has one session: a backup that read its rows on it kept every request waiting
 * until the last row was read (17.9 s with 0.1 of the large set). A served embedded database (on disk,
 * as the server's) is backed up from a copy of its folder instead, read in a process of its own.
 */
let dir: string;
let database: Database;
const filler = 'zz_backup_filler';
const fillerRows = 150_000;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'records-served-'));
  copyDatabaseTemplate({ dataDir: join(dir, 'db'), seedDemo: true }, inject('pgliteTemplateDir'));
  database = await openDatabase({ dataDir: join(dir, 'db') });
  // Read last (tables go by name), and enough rows that reading them takes seconds.
  await rows(database, `create table ${filler} (id int primary key, note text not null)`);
  await rows(
    database,
    `insert into ${filler} select g, repeat(md5(g::text), 4) from generate_series(1, ${fillerRows}) g`,
  );
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a backup of the served embedded database', () => {
  it('keeps answering requests while it reads the rows, and holds the database as it stood when it began', async () => {
    const backups = join(dir, 'backups');
    const dataDir = join(dir, 'db');
    mkdirSync(backups);
    let finished = false;
    const backup = writeBackup({ database, dir: backups, dataDir }).finally(() => {
      finished = true;
    });
    // Once the backup file has bytes, its reading has begun.
    const partial = () =>
      readdirSync(backups, { withFileTypes: true }).find((e) => e.name.endsWith(partialSuffix));
    for (const deadline = Date.now() + 120_000; ; ) {
      const found = partial();
      if (found && statSync(join(backups, found.name)).size > 0) break;
      if (finished || Date.now() > deadline) throw new Error('the backup file never started');
      await new Promise((wake) => setTimeout(wake, 5));
    }
    // A write while the backup reads: answered before the rows of the filler are in the file.
    await rows(database, `insert into ${filler} values (0, 'written during the backup')`);
    const found = partial();
    expect(finished).toBe(false);
    const written = statSync(join(backups, found?.name ?? '')).size;

    const { file, manifest } = await backup;
    const part = manifest.parts.find((p) => p.name === tablePart(filler));
    expect(part?.rows).toBe(fillerRows);
    expect(written).toBeLessThan(part?.bytes ?? 0);
    const checked = await checkBackup(file);
    try {
      const entry = checked.entries.get(tablePart(filler));
      if (!entry) throw new Error('no filler part');
      let text = '';
      for await (const chunk of readEntry(checked.file, entry)) text += chunk.toString();
      expect(text).not.toContain('written during the backup');
    } finally {
      await checked.file.close();
    }
    expect(
      readdirSync(backups).filter((name) => !name.startsWith('records-') || name.includes('.copy')),
    ).toEqual([]);
  }, 300_000);
});
