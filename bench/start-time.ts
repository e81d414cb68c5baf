import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Time from spawning `npm run serve`'s command until /config.json answers, in ms. */
const timeStart = async (dataDir: string, port: number) => {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
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

/** Start time of the embedded database: first start (create, migrate, seed) and a restart on the same data. */
export const benchStartTime = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'records-bench-start-'));
  try {
    const fresh = await timeStart(join(dir, 'db'), 3201);
    const existing = await timeStart(join(dir, 'db'), 3202);
    console.log(`embedded start, fresh database (migrate + seed)       ${(fresh / 1000).toFixed(2)} s`);
    console.log(`embedded start, existing database                     ${(existing / 1000).toFixed(2)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
