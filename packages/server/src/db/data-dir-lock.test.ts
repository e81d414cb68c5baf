import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = new URL('../main.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'records-lock-'));
const dataDir = join(dir, 'data');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = async () => {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
};

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
    const first = await start();
    expect(first.listening).toBe(true);

    const second = await start();
    expect(second.listening).toBe(false);
    expect(second.code).toBe(1);
    expect(second.ms).toBeLessThan(10_000);
    // Its last line (Node 20 adds oidc-provider's runtime warning above it).
    expect(second.output.trim().split('\n').at(-1)).toBe(
      `Cannot start: DATA_DIR: the data folder ${dataDir} is in use by process ${first.child.pid} (since ${
        second.output.match(/since ([^)]+)\)/)?.[1]
      }); stop it or set DATA_DIR to another folder`,
    );

    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    expect(existsSync(`${dataDir}.lock`)).toBe(true); // left behind by the killed process
    const third = await start();
    expect(third.listening).toBe(true);
    third.child.kill('SIGTERM');
    await new Promise((done) => third.child.once('exit', done));
    expect(existsSync(`${dataDir}.lock`)).toBe(false); // a clean stop lets go of the folder
  }, 120_000);
});
