import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Database } from '../client';
import { BackupError, checkBackup } from './check';
import { checkFacts } from './facts';
import { type Manifest, pgDumpPart } from './manifest';
import { restoreBackup } from './restore';
import { openScratch } from './scratch';
import { writeBackup } from './write';

/**
 * Backs a restored database up again (into `dir`) and compares every table's part (SHA-256 and row
 * count) and every photo part's SHA-256 with the manifest it was restored from.
 */
export const compareWithManifest = async (database: Database, manifest: Manifest, dir: string) => {
  const again = await writeBackup({ database, dir });
  const theirs = new Map(again.manifest.parts.map((p) => [p.name, p]));
  for (const part of manifest.parts) {
    if (part.name === pgDumpPart) continue; // checked by its SHA-256 only: PostgreSQL's own format
    const found = theirs.get(part.name);
    if (!found) throw new BackupError(`Verification: the restored database has no ${part.name}`);
    if (found.sha256 !== part.sha256 || found.rows !== part.rows)
      throw new BackupError(
        `Verification: ${part.name} restored differs from the backup (${found.rows ?? found.bytes} rows or bytes against ${part.rows ?? part.bytes})`,
      );
  }
  const restoredParts = again.manifest.parts.length;
  const expected = manifest.parts.filter((p) => p.name !== pgDumpPart).length;
  if (restoredParts !== expected)
    throw new BackupError(
      `Verification: the restored database has ${restoredParts} parts, the backup ${expected}`,
    );
};

export type Verified = { file: string; tables: number; rows: number; blobs: number; verifiedAt: Date };

/**
 * Proves a backup by restoring it into a scratch database (scratch.ts: beside the server's PostgreSQL
 * database when `databaseUrl` names it, else embedded in a folder under `scratchRoot`), at the backup's
 * own migration level; then backs the scratch database up the same way and compares every table's rows
 * (its part's SHA-256 and row count) and every stored photo part's SHA-256 with the original manifest;
 * then migrates it to this version and checks the kept facts against a rebuild. The scratch database is
 * removed after, whatever the outcome.
 */
export const verifyBackup = async (
  file: string,
  options: { scratchRoot?: string; databaseUrl?: string } = {},
): Promise<Verified> => {
  // A damaged file is told at once, before a scratch database is made for it.
  const checked = await checkBackup(file);
  const scratch = await openScratch(options.scratchRoot ?? tmpdir(), options.databaseUrl).catch(
    async (error) => {
      await checked.file.close();
      throw error;
    },
  );
  const again = await mkdtemp(join(options.scratchRoot ?? tmpdir(), 'records-verify-again-'));
  try {
    const { database } = scratch;
    const manifest = await restoreBackup({ file, database, migrateToLatest: false, checked });
    await compareWithManifest(database, manifest, again);
    await database.migrate();
    const facts = await checkFacts(database);
    if (facts.length) throw new BackupError(`Verification of ${basename(file)}: ${facts.join('; ')}`);
    const tables = Object.values(manifest.tables);
    return {
      file,
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      blobs: tables.reduce((sum, t) => sum + t.blobs, 0),
      verifiedAt: new Date(),
    };
  } finally {
    await scratch.remove();
    await rm(again, { recursive: true, force: true });
  }
};
