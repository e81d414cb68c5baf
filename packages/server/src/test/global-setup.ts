import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { sourceHash } from '../../../../scripts/build-state.mjs';
import { bundleServer } from '../../../../scripts/builds.mjs';
import { openDatabase } from '../db/client';
import { openPglite } from '../db/pglite';
import { seedIfEmpty } from '../db/seed';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: vitest's provide/inject typing needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteTemplateDir: string;
    postgresTemplate: string;
    /** The embedded engine's worker bundle, in the worker slice of the suite (else ''). */
    pgliteWorker: string;
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** What the embedded template is made of: the migrations, schema and seed, the rules they use, the libraries. */
const templateSources = [
  'packages/server/src/db',
  'packages/server/src/auth/passwords.ts',
  'packages/domain/src',
  'package-lock.json',
];
const templateCache = join(root, 'node_modules', '.cache', 'records-test-template');

/**
 * The embedded template, kept between runs under the hash of its sources: a PGlite dump, which every
 * API test file loads, and the same database as a data folder, which a test that starts a server
 * process copies (as `npm start` copies the build's). Making them (a new PGlite's initdb, the
 * migrations, the demo seed) took 25–40 s of every run before any API test could start, on one core;
 * a change to any source makes new ones and removes the old.
 */
const pgliteTemplate = async () => {
  const hash = sourceHash(root, templateSources);
  const file = join(templateCache, `${hash}.tar`);
  const folder = join(templateCache, hash);
  if (existsSync(file) && existsSync(folder)) return { file, folder };
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('PGlite dump failed');
  await database.close();
  // Written aside, then renamed: a run that stops half-way never leaves half a template under the name.
  const aside = join(templateCache, `${process.pid}`);
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside, { recursive: true });
  writeFileSync(join(aside, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  await (await openPglite({ dataDir: join(aside, 'db'), loadDataDir: dump })).close();
  // Older templates go; another run's folder set aside (named by its pid) is left to that run.
  for (const name of readdirSync(templateCache))
    if (/^[0-9a-f]{64}(\.tar)?$/.test(name))
      rmSync(join(templateCache, name), { recursive: true, force: true });
  renameSync(join(aside, 'template.tar'), file);
  renameSync(join(aside, 'db'), folder);
  rmSync(aside, { recursive: true, force: true });
  return { file, folder };
};

/**
 * The embedded engine's worker, bundled as `npm start` bundles it, inside the repository so that its
 * libraries resolve from node_modules. The `server-worker` project (vitest.config.ts) runs a slice of
 * the API suite through it: the thread, its messages and its rebuilt errors are what production runs.
 */
const pgliteWorker = async () => {
  const file = join(root, 'node_modules', '.cache', 'records-test-worker', 'pglite-worker.mjs');
  await bundleServer(['packages/server/src/db/pglite-worker.ts'], file);
  return file;
};

/**
 * Migrates and seeds one database, which every test file then copies: the PGlite dump on the embedded
 * default, or the PostgreSQL database named by DATABASE_URL used as a CREATE DATABASE template.
 */
export default async function setup(project: TestProject) {
  // A test that starts a server process runs it on the embedded engine whatever DATABASE_URL says.
  const embedded = await pgliteTemplate();
  project.provide('pgliteTemplateDir', embedded.folder);
  project.provide('pgliteWorker', project.name === 'server-worker' ? await pgliteWorker() : '');
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
  project.provide('pgliteTemplate', embedded.file);
  project.provide('postgresTemplate', '');
}
