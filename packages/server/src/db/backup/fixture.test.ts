import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, rows } from './backup.test-helper';
import { currentLevel, levelOf } from './migrations';
import { restoreBackup } from './restore';
import { compareWithManifest } from './verify';

/**
 * A backup the embedded database of release 0.1.0 made (its demo data and a stored photo), kept as
 * it was: restored on the engine the suite runs on (PostgreSQL in CI's second run, the way an
 * organisation moves off the embedded default), with equal rows and photos, then migrated.
 */
const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'release-0.1.0-embedded.tar.gz');
const dir = mkdtempSync(join(tmpdir(), 'records-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a backup of an earlier release, made by the embedded database', () => {
  it('restores here with every row and photo part equal, and is migrated to this version', async () => {
    const file = join(dir, 'release-0.1.0-embedded.tar');
    writeFileSync(file, gunzipSync(readFileSync(fixture)));
    const target = await openEmptyDatabase();
    try {
      const manifest = await restoreBackup({ file, database: target, migrateToLatest: false });
      expect(manifest.engine.kind).toBe('pglite');
      expect(manifest.tables.photo_parts.blobs).toBeGreaterThan(0);
      await compareWithManifest(target, manifest, join(dir, 'again'));
      await target.migrate();
      expect(await levelOf((text, params) => rows(target, text, params))).toEqual(currentLevel());
    } finally {
      await target.close();
    }
  }, 300_000);
});
