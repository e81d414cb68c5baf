import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: vitest's provide/inject typing needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database per run, which every test file then copies: a PGlite dump on the
 * embedded default, or the PostgreSQL database named by DATABASE_URL used as a CREATE DATABASE template.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    await database.close();
    project.provide('postgresTemplate', databaseUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'records-test-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('PGlite dump failed');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
