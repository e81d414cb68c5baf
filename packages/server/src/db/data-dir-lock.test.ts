import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { lockDataDir, lockStaleMs } from './data-dir-lock';
import { copyDatabaseTemplate } from './template';

const main = new URL('../main.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'records-lock-'));
const dataDir = join(dir, 'data');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// The embedded database even when the suite runs against PostgreSQL (.ci/run sets DATABASE_URL).
const { DATABASE_URL: _ignored, ...inherited } = process.env;

/** `npm run serve`'s server on the shared folder: resolves when it listens or when it exits. */
const start = async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const started = performance.now();
  const outcome = await new Promise<{ listening: boolean; code?: number | null }>((done) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('is running at')) done({ listening: true });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => done({ listening: false, code }));
  });
  return { child, output, ms: performance.now() - started, ...outcome };
};

describe('one server process per embedded data folder', () => {
  it('refuses a second start on a folder in use, naming it and its process; a killed holder does not block', async () => {
    // A database made already, as `npm start` makes one from the build's: the lock is what is tested.
    copyDatabaseTemplate({ dataDir, seedDemo: true }, inject('pgliteTemplateDir'));
    const first = await start();
    expect(first.listening).toBe(true);

    const second = await start();
    expect(second.listening).toBe(false);
    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(
      `Cannot start: DATA_DIR: the data folder ${dataDir} is in use by process ${first.child.pid} (since ${
        second.output.match(/since ([^)]+)\)/)?.[1]
      }): stop that server, or set DATA_DIR to another folder`,
    );

    expect(second.ms).toBeLessThan(10_000);

    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    expect(existsSync(`${dataDir}.lock`)).toBe(true); // left behind by the killed process
    const third = await start();
    expect(third.listening).toBe(true);
    third.child.kill('SIGTERM');
    await new Promise((done) => third.child.once('exit', done));
    expect(existsSync(`${dataDir}.lock`)).toBe(false); // a clean stop lets go of the folder
  }, 300_000);
});

describe('the lock left by a process that is gone', () => {
  /** A lock file for a folder of its own, as another process would have written it. */
  const lockedBy = (holder: Record<string, unknown>, name: string) => {
    const folder = join(dir, name);
    writeFileSync(`${folder}.lock`, JSON.stringify({ since: '2026-01-01T00:00:00.000Z', ...holder }));
    return folder;
  };
  const mine = () => JSON.parse(readFileSync(`${join(dir, 'x')}.lock`, 'utf8'));

  it('is taken over when its pid now names another process (a reused pid)', async () => {
    const release = lockDataDir(join(dir, 'x'));
    const me = mine();
    release();
    // A live process with the pid the lock names, started at another time than the lock's holder.
    const other = spawn('sleep', ['60']);
    children.push(other);
    const folder = lockedBy({ ...me, pid: other.pid, started: '1' }, 'reused');
    const taken = lockDataDir(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    taken();
  });

  it('of this host before its last boot is taken over at once', () => {
    const folder = lockedBy(
      { pid: process.ppid, host: hostname(), boot: 'a-boot-before-this-one' },
      'rebooted',
    );
    lockDataDir(folder)();
  });

  it('of another host is believed while renewed, naming the host; once not renewed it is taken over', () => {
    const folder = lockedBy({ pid: 4242, host: `not-${hostname()}`, boot: 'another-boot' }, 'shared');
    expect(() => lockDataDir(folder)).toThrow(
      `the data folder ${folder} is in use by process 4242 on host not-${hostname()} (since 2026-01-01T00:00:00.000Z): stop that server, or set DATA_DIR to another folder (a lock no server renews is taken over after 30 s)`,
    );
    const past = new Date(Date.now() - lockStaleMs - 1000);
    utimesSync(`${folder}.lock`, past, past);
    lockDataDir(folder)();
  });
});
