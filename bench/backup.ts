import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BackupsOverview } from '@app/domain';
import { isBackupName } from '@app/server/src/db/backup/write';
import { scratchDatabase } from '@app/server/src/db/scratch-database';
import { percentiles } from './measure';
import { childrenRssMb, processRssMb, type ServerProcess } from './server-process';

const root = resolve(import.meta.dirname, '..');
/** The simple read timed while the backup runs (the platform case's first call). */
const readPath = '/api/users';
const tick = () => new Promise((wake) => setTimeout(wake, 100));
const mb = (bytes: number) => bytes / 1048576;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Reads `readPath` one after the other (two callers, as a person's browser does) and samples the
 * server's RSS every 100 ms, until `until` answers true; answers the latencies, the reads that failed
 * (a connection the server dropped counts, it does not stop the run), the peak RSS, and that of the
 * server's child processes (a backup's or a verification's own, not the server's memory).
 */
const watch = async (server: ServerProcess, until: () => boolean | Promise<boolean>) => {
  const latencies: number[] = [];
  const failures: string[] = [];
  let peakRss = processRssMb(server.pid);
  let peakChildRss = 0;
  let done = false;
  const reader = async () => {
    while (!done) {
      const sent = performance.now();
      try {
        await server.get(readPath);
        latencies.push(performance.now() - sent);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  const readers = [reader(), reader()];
  try {
    while (!(await until())) {
      peakRss = Math.max(peakRss, processRssMb(server.pid));
      peakChildRss = Math.max(peakChildRss, childrenRssMb(server.pid));
      await tick();
    }
  } finally {
    done = true;
    await Promise.all(readers);
  }
  return { latencies, failures, peakRss, peakChildRss };
};

const latencyLine = (label: string, { latencies, failures }: { latencies: number[]; failures: string[] }) => {
  const f = percentiles(latencies);
  const failed = failures.length ? `  FAILED ${failures.length} (${failures[0]})` : '';
  console.log(
    `${label.padEnd(44)} n=${String(f.n).padStart(5)}  p50 ${f.p50.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms  max ${f.max.toFixed(1).padStart(7)} ms${failed}`,
  );
};

/** Runs `npm run restore FILE` as a user types it (its own process) and answers its time and peak RSS. */
const restoreWithCli = async (file: string, env: Record<string, string>) => {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/server/src/db/backup/cli.ts'), 'restore', file],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let peakRss = 0;
  let code: number | null | undefined;
  void exited.then((c) => {
    code = c;
  });
  while (code === undefined) {
    try {
      peakRss = Math.max(peakRss, processRssMb(child.pid as number));
    } catch {
      // exited between the check and the read
    }
    await tick();
  }
  if (code !== 0) throw new Error(`npm run restore exited with ${code}: ${output}`);
  return { ms: performance.now() - started, peakRss };
};

/**
 * Issue 30's figures: an Admin's Back up now on the running server (`POST backups/create`), timed to
 * its finished file and then to its verification, with the server's RSS rise over its idle RSS and
 * the latency of a simple read meanwhile; then `npm run restore` of that file into an empty data
 * folder (embedded) or a new database `<name>_restore` beside DATABASE_URL's (dropped after).
 * Photos come from the data set: `generate.ts --photos-mb 1024` stores 1 GB of them.
 */
export const benchBackup = async (
  server: ServerProcess,
  { backupDir, adminToken, databaseUrl }: { backupDir: string; adminToken: string; databaseUrl?: string },
) => {
  const admin = { authorization: `Bearer ${adminToken}` };
  const finished = () => readdirSync(backupDir).filter(isBackupName);
  const before = new Set(finished());

  // Idle: the read's latency and the server's RSS without a backup, the baseline of both.
  const idleUntil = performance.now() + 5_000;
  const idle = await watch(server, () => performance.now() > idleUntil);
  const baseRss = processRssMb(server.pid);

  const askedAt = performance.now();
  await server.send('POST', '/api/backups/create', undefined, admin);
  const writing = await watch(server, () => finished().some((name) => !before.has(name)));
  const writtenMs = performance.now() - askedAt;
  const name = finished().find((n) => !before.has(n)) as string;
  const file = join(backupDir, name);
  const bytes = statSync(file).size;
  const verifying = await watch(server, async () => {
    const overview = await server.send<BackupsOverview>('GET', '/api/backups', undefined, admin);
    return !overview.running;
  });
  const verifiedMs = performance.now() - askedAt - writtenMs;
  const overview = await server.send<BackupsOverview>('GET', '/api/backups', undefined, admin);
  const record = overview.backups.find((b) => b.name === name);
  if (!record?.verified)
    throw new Error(`the backup was not verified: ${record?.message ?? overview.lastError}`);

  console.log(
    `Back up now on the running server: ${mb(bytes).toFixed(1)} MB in ${seconds(writtenMs)} (${(mb(bytes) / (writtenMs / 1000)).toFixed(1)} MB/s); verified in ${seconds(verifiedMs)} more`,
  );
  console.log(
    `Server RSS idle ${baseRss.toFixed(0)} MB; rise while writing ${(writing.peakRss - baseRss).toFixed(0)} MB, while verifying ${(verifying.peakRss - baseRss).toFixed(0)} MB (budget ≤ 200 MB: ${Math.max(writing.peakRss, verifying.peakRss) - baseRss <= 200 ? 'ok' : 'OVER'})`,
  );
  console.log(
    `Its own processes' peak RSS (the embedded backup's reading, the verification): ${writing.peakChildRss.toFixed(0)} MB writing, ${verifying.peakChildRss.toFixed(0)} MB verifying`,
  );
  latencyLine(`GET ${readPath}, no backup running`, idle);
  latencyLine(`GET ${readPath}, while the backup is written`, writing);
  latencyLine(`GET ${readPath}, while it is verified`, verifying);

  const target = databaseUrl ? await scratchDatabase(databaseUrl, { suffix: 'restore', copy: false }) : null;
  const dataDir = target ? null : mkdtempSync(join(tmpdir(), 'records-bench-restore-'));
  try {
    const restored = await restoreWithCli(
      file,
      target ? { DATABASE_URL: target.url } : { DATABASE_URL: '', DATA_DIR: join(dataDir as string, 'db') },
    );
    console.log(
      `npm run restore into ${target ? 'a new PostgreSQL database' : 'an empty data folder'}: ${seconds(restored.ms)} (${(mb(bytes) / (restored.ms / 1000)).toFixed(1)} MB/s), its peak RSS ${restored.peakRss.toFixed(0)} MB`,
    );
  } finally {
    await target?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
};
