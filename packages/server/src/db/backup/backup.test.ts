import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { type Database, openDatabase } from '../client';
import { addPhoto, openEmptyDatabase, rows } from './backup.test-helper';
import { BackupError, checkBackup } from './check';
import { type Manifest, manifestName, tablePart } from './manifest';
import { currentLevel, levelOf, migrateTo } from './migrations';
import { restoreBackup } from './restore';
import { withSession } from './session';
import { readEntry, readTarIndex, tarWriter } from './tar';
import { verifyBackup } from './verify';
import { type WrittenBackup, writeBackup } from './write';

let source: Database;
let dir: string;
let backup: WrittenBackup;
let photo: { id: number; sha256: string };
/** Contacts inserted before the backup started. */
const acknowledged: number[] = [];

beforeAll(async () => {
  source = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'records-backup-test-'));
  photo = await withSession(source, ({ query }) => addPhoto(query));
  for (let n = 0; n < 5; n++)
    acknowledged.push(
      (
        await rows<{ id: number }>(
          source,
          `insert into contacts (crm_id, name) values ($1, $2) returning id`,
          [`backup-test-${n}`, `Writer ${n}`],
        )
      )[0].id,
    );
  // Writes while it runs, through the API, are backups.crowd.test.ts's.
  backup = await writeBackup({ database: source, dir });
}, 300_000);

afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the backup with its manifest changed as given (the parts stay as they are). */
const withManifest = async (change: (m: Manifest) => void) => {
  const file = await open(backup.file, 'r');
  const copy = join(dir, `changed-${Math.random().toString(36).slice(2)}.tar`);
  const out = await open(copy, 'w');
  try {
    const tar = tarWriter({
      write: async (bytes) => {
        await out.write(bytes);
      },
    });
    for (const entry of await readTarIndex(file)) {
      if (entry.name !== manifestName) {
        await tar.add(entry.name, entry.size, readEntry(file, entry));
        continue;
      }
      const manifest = structuredClone(backup.manifest);
      change(manifest);
      const text = Buffer.from(JSON.stringify(manifest));
      await tar.add(manifestName, text.length, [text]);
    }
    await tar.end();
  } finally {
    await file.close();
    await out.close();
  }
  return copy;
};

describe('a backup', () => {
  it('is one finished file whose manifest counts every table and lists every stored photo part', async () => {
    expect(readdirSync(dir)).toEqual([backup.name]);
    const { manifest } = backup;
    expect(manifest.migrations).toEqual(currentLevel());
    expect(manifest.engine.kind).toBe(source.kind);
    expect(manifest.tables.photo_parts).toEqual({ rows: expect.any(Number), blobs: expect.any(Number) });
    expect(manifest.parts.filter((p) => p.name.startsWith('blobs/photo_parts/'))).toHaveLength(
      manifest.tables.photo_parts.blobs,
    );
    expect(manifest.tables.photo_parts.blobs).toBeGreaterThanOrEqual(3);
    const [{ n }] = await rows<{ n: number }>(source, 'select count(*)::int as n from contacts');
    expect(manifest.tables.contacts.rows).toBe(n);
  });

  it('restores into an empty database with every acknowledged write, every row, and ids that go on', async () => {
    const target = await openEmptyDatabase();
    try {
      await restoreBackup({ file: backup.file, database: target });
      const restored = await rows<{ id: number }>(
        target,
        'select id from contacts where id = any($1::int[])',
        [acknowledged],
      );
      expect(restored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
      for (const [table, { rows: count }] of Object.entries(backup.manifest.tables)) {
        const [{ n }] = await rows<{ n: number }>(target, `select count(*)::int as n from public."${table}"`);
        expect(n, table).toBe(count);
      }
      // The photo reads back whole: its parts in order hash to the SHA-256 the upload checked.
      const [{ sha }] = await rows<{ sha: string }>(
        target,
        `select encode(sha256(string_agg(bytes, ''::bytea order by seq)), 'hex') as sha from photo_parts where photo_id = $1 and kind = 'original'`,
        [photo.id],
      );
      expect(sha).toBe(photo.sha256);
      const [{ id }] = await rows<{ id: number }>(
        target,
        `insert into contacts (crm_id, name) values ('after-restore', 'After') returning id`,
      );
      expect(id).toBeGreaterThan(Math.max(...acknowledged));
      expect(await levelOf((text, params) => rows(target, text, params))).toEqual(currentLevel());
    } finally {
      await target.close();
    }
  }, 300_000);

  it('verifies: restored into a scratch database, every table and photo part equal to the manifest', async () => {
    const verified = await verifyBackup(backup.file);
    expect(verified.tables).toBe(Object.keys(backup.manifest.tables).length);
    expect(verified.blobs).toBe(backup.manifest.tables.photo_parts.blobs);
  }, 300_000);

  const serverUrl = inject('postgresTemplate');
  /** The scratch databases a verification beside `serverUrl`'s database made and left. */
  const verifyDatabases = async () => {
    const server = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
    try {
      return (
        await rows<{ datname: string }>(
          server,
          `select datname from pg_database where datname like current_database() || '_verify_%'`,
        )
      ).map((r) => r.datname);
    } finally {
      await server.close();
    }
  };

  it.runIf(serverUrl)(
    "verifies on PostgreSQL in a scratch database beside the server's, dropped after, also when it fails",
    async () => {
      const before = await verifyDatabases();
      const verified = await verifyBackup(backup.file, { databaseUrl: serverUrl });
      expect(verified.blobs).toBe(backup.manifest.tables.photo_parts.blobs);
      // A manifest counting one contact more: the file checks whole, the restored rows do not match.
      const miscounted = await withManifest((m) => {
        const part = m.parts.find((p) => p.name === tablePart('contacts'));
        if (!part?.rows) throw new Error('no contacts part');
        part.rows += 1;
      });
      await expect(verifyBackup(miscounted, { databaseUrl: serverUrl })).rejects.toThrow(
        /Verification: tables\/contacts.jsonl restored differs from the backup/,
      );
      expect(await verifyDatabases()).toEqual(before);
    },
    300_000,
  );

  it('refuses a target that holds data', async () => {
    await expect(restoreBackup({ file: backup.file, database: source })).rejects.toThrow(
      /The target already holds a database/,
    );
  });

  it('fails verification on one flipped byte, naming the part', async () => {
    const damaged = join(dir, 'damaged.tar');
    copyFileSync(backup.file, damaged);
    const file = await open(damaged, 'r');
    const blob = (await readTarIndex(file)).find((e) => e.name.startsWith('blobs/photo_parts/'));
    await file.close();
    if (!blob) throw new Error('no photo part in the backup');
    const bytes = readFileSync(damaged);
    bytes[blob.offset + 1000] ^= 0x01;
    writeFileSync(damaged, bytes);
    await expect(checkBackup(damaged)).rejects.toThrow(`The part ${blob.name} fails its SHA-256 check`);
    await expect(verifyBackup(damaged)).rejects.toThrow(`The part ${blob.name} fails its SHA-256 check`);
    rmSync(damaged);
  }, 60_000);

  it('refuses a file cut short, and one from a newer version or migration level', async () => {
    const cut = join(dir, 'cut.tar');
    writeFileSync(cut, readFileSync(backup.file).subarray(0, Math.floor(backup.bytes / 2)));
    await expect(checkBackup(cut)).rejects.toThrow(/cut short/);
    // Refused before the target is looked at (this one holds data, which would be refused after).
    const target = source;
    {
      const newer = await withManifest((m) => {
        m.product.version = '99.0.0';
      });
      await expect(restoreBackup({ file: newer, database: target })).rejects.toThrow(
        /made by version 99\.0\.0, newer than this one/,
      );
      const later = await withManifest((m) => {
        m.migrations = { count: m.migrations.count + 1, last: '9999_from_the_future' };
      });
      await expect(restoreBackup({ file: later, database: target })).rejects.toThrow(BackupError);
      await expect(restoreBackup({ file: later, database: target })).rejects.toThrow(/does not know/);
    }
  });
});

describe('a backup of an earlier migration level', () => {
  it('restores at its own level and is migrated to this one', async () => {
    const older = await openEmptyDatabase();
    const target = await openEmptyDatabase();
    const olderDir = join(dir, 'older');
    try {
      const previous = { count: currentLevel().count - 1, last: '' };
      await migrateTo(older, previous);
      const made = await writeBackup({ database: older, dir: olderDir });
      expect(made.manifest.migrations.count).toBe(previous.count);
      await restoreBackup({ file: made.file, database: target });
      expect(await levelOf((text, params) => rows(target, text, params))).toEqual(currentLevel());
    } finally {
      await older.close();
      await target.close();
    }
  }, 300_000);
});
