import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationLevel } from './migrations';

export const manifestName = 'manifest.json';
export const backupFormat = 'conservation-records-backup';

/** One part of a backup: a table's rows (JSON lines), a stored photo part's bytes, or pg_dump's file. */
export type Part = { name: string; bytes: number; sha256: string; rows?: number };

/**
 * The last entry of every backup, written once every part is: a file without it was cut short. It
 * says what made the backup (product version, migration level, engine) and what it holds.
 */
export type Manifest = {
  format: typeof backupFormat;
  formatVersion: 1;
  product: { version: string };
  migrations: MigrationLevel;
  engine: { kind: 'pglite' | 'postgres'; version: string };
  createdAt: string;
  /** Rows per table, and how many of its raw-bytes values are parts of their own. */
  tables: Record<string, { rows: number; blobs: number }>;
  /** Where each id sequence stood (`table.column`: its last value), so no id is handed out twice. */
  sequences: Record<string, string | null>;
  parts: Part[];
};

export const tablePart = (table: string) => `tables/${table}.jsonl`;
export const blobPart = (table: string, row: number, column: string) => `blobs/${table}/${row}.${column}`;
export const pgDumpPart = 'postgres.dump';

/** The product's version: the root package.json's, found upward from this file (source or build). */
export const productVersion = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'conservation-records' && pkg.version) return pkg.version;
    } catch {}
  }
  return '0.0.0';
})();

/** Compares dotted versions number by number (1.10.0 is newer than 1.9.2). */
export const compareVersions = (a: string, b: string) => {
  const pa = a.split(/[.-]/).map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split(/[.-]/).map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
};
