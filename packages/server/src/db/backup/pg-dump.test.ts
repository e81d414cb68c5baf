import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { templateCopy } from './backup.test-helper';
import { pgDumpPart } from './manifest';
import { readEntry, readTarIndex } from './tar';
import { writeBackup } from './write';

const dir = mkdtempSync(join(tmpdir(), 'records-pg-dump-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pg_dump's file in a backup", () => {
  it('is there on PostgreSQL (of the same snapshot, readable by pg_restore), and never on the embedded engine', async () => {
    const copy = await templateCopy();
    const postgres = copy.source.startsWith('postgres');
    const database = postgres
      ? await openDatabase({ databaseUrl: copy.source, poolSize: 3 })
      : await openDatabase({ loadDataDir: new Blob([await (await open(copy.source)).readFile()]) });
    try {
      const made = await writeBackup({ database, dir, databaseUrl: postgres ? copy.source : undefined });
      const part = made.manifest.parts.find((p) => p.name === pgDumpPart);
      if (!postgres) {
        expect(part).toBeUndefined();
        return;
      }
      expect(part?.bytes).toBeGreaterThan(0);
      const file = await open(made.file, 'r');
      const entry = (await readTarIndex(file)).find((e) => e.name === pgDumpPart);
      const chunks: Buffer[] = [];
      if (entry) for await (const chunk of readEntry(file, entry)) chunks.push(chunk);
      await file.close();
      writeFileSync(join(dir, 'records.dump'), Buffer.concat(chunks));
      const { stdout } = await promisify(execFile)('pg_restore', ['--list', join(dir, 'records.dump')]);
      expect(stdout).toContain('TABLE DATA public photo_parts');
    } finally {
      await database.close();
      await copy.drop();
    }
  }, 300_000);
});
