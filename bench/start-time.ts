import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server-process';

const root = resolve(import.meta.dirname, '..');

const serve = [join(root, 'scripts/start.mjs'), '--no-web'];
/** The compiled server `npm run serve` runs once its sources are checked (the check takes ~40 ms). */
const bundle = join(root, 'packages/server/dist/main.mjs');

/** Time from spawning the compiled server until /config.json answers, in ms. */
const timeStart = async (dataDir: string, port: number) => {
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://localhost:${port}/config.json`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
};

/**
 * Start time of the embedded database: a first start (the database copied from the build's template,
 * or created, migrated and seeded) and a restart on the same data (budgets: 3 s and 1.5 s). The server
 * is built first, as the first `npm start` after a change builds it; that build is not timed, and the
 * bundle is then started directly, so a source changed meanwhile (a shared tree) cannot add a rebuild.
 */
export const benchStartTime = async () => {
  const built = spawnSync(process.execPath, [...serve, '--build-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed');
  const dir = mkdtempSync(join(tmpdir(), 'records-bench-start-'));
  try {
    const fresh = await timeStart(join(dir, 'db'), await freePort());
    const existing = await timeStart(join(dir, 'db'), await freePort());
    const verdict = (s: number, budget: number) => `(budget ≤ ${budget} s: ${s <= budget ? 'ok' : 'OVER'})`;
    console.log(
      `embedded start, fresh database (from the template)    ${(fresh / 1000).toFixed(2)} s  ${verdict(fresh / 1000, 3)}`,
    );
    console.log(
      `embedded start, existing database                     ${(existing / 1000).toFixed(2)} s  ${verdict(existing / 1000, 1.5)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
