// The two builds `npm start` needs, each redone only when its sources changed: the web app (Vite)
// and the server as one JavaScript bundle (esbuild) with a migrated, seeded database template.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isCurrent, sourceHash, writeStamp } from './build-state.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDist = join(root, 'packages/server/dist');

export const web = {
  /** What the web bundle is made of; the lock file stands for the libraries' versions. */
  sources: [
    'packages/web/src',
    'packages/web/public',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/postcss.config.cjs',
    'packages/web/package.json',
    'packages/domain/src',
    'package-lock.json',
  ],
  output: join(root, 'packages/web/dist/index.html'),
  stamp: join(root, 'packages/web/dist/.source-hash'),
};

export const server = {
  sources: [
    'packages/server/src',
    'packages/server/package.json',
    'packages/domain/src',
    'package-lock.json',
    'scripts/builds.mjs',
  ],
  /** The bundle `npm start` runs (`npm run dev` and the tests run the TypeScript through tsx). */
  output: join(serverDist, 'main.mjs'),
  stamp: join(serverDist, '.source-hash'),
  /** A fresh embedded database starts as a copy of this (migrated, lookups and demo data seeded). */
  template: join(serverDist, 'template-db'),
};

/**
 * Bundles server entries as `npm start` runs them: libraries stay in node_modules (so the file must sit
 * inside the repository to find them), our TypeScript and `@app/domain` go in. The API suite's worker
 * slice bundles the embedded engine's worker with it (server/src/test/global-setup.ts).
 */
export const bundleServer = async (entries, outfile, options = {}) => {
  const { build } = await import('esbuild');
  return build({
    entryPoints: entries.map((entry) => join(root, entry)),
    ...(options.splitting
      ? { outdir: dirname(outfile), entryNames: '[name]', splitting: true, outExtension: { '.js': '.mjs' } }
      : { outfile }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'libraries-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
};

/** Builds the web app unless its sources are unchanged since the last build; true when it built. */
export const buildWebIfStale = () => {
  const hash = sourceHash(root, web.sources);
  if (isCurrent(web, hash)) return false;
  const result = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  writeStamp(web, hash);
  return true;
};

/**
 * Bundles the server and its template database unless the sources are unchanged; true when it built.
 * Libraries stay in node_modules (external); our own packages (`@app/domain`) are bundled, since they
 * are TypeScript. The migrations are copied beside the bundle, where the database code looks for them.
 */
export const buildServerIfStale = async () => {
  const hash = sourceHash(root, server.sources);
  if (isCurrent(server, hash)) return false;
  rmSync(serverDist, { recursive: true, force: true });
  mkdirSync(serverDist, { recursive: true });
  // Split: the embedded engine's worker and a backup's reading and verification (processes of their
  // own) are files of their own beside main.mjs, and what startup.ts imports only when it needs it (the
  // web server) is a chunk loaded then.
  await bundleServer(
    [
      'packages/server/src/main.ts',
      'packages/server/src/db/pglite-worker.ts',
      'packages/server/src/db/backup/verify-process.ts',
      'packages/server/src/db/backup/backup-process.ts',
    ],
    server.output,
    { splitting: true },
  );
  const templateScript = join(serverDist, 'write-template.mjs');
  await bundleServer(['packages/server/src/db/write-template.ts'], templateScript);
  cpSync(join(root, 'packages/server/src/db/migrations'), join(serverDist, 'migrations'), {
    recursive: true,
  });
  const { writeDatabaseTemplate } = await import(pathToFileURL(templateScript).href);
  await writeDatabaseTemplate(server.template);
  rmSync(templateScript);
  rmSync(`${templateScript}.map`, { force: true });
  writeStamp(server, hash);
  return true;
};
