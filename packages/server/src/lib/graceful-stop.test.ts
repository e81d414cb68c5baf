import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyDatabaseTemplate } from '../db/template';
import { freePort } from '../test/free-port';

/** A rolling restart behind a proxy, on a real server process: what its kept-alive connections see. */
const main = new URL('../main.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'records-stop-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// The embedded database even when the suite runs against PostgreSQL (.ci/run sets DATABASE_URL).
const { DATABASE_URL: _ignored, ...inherited } = process.env;

/** One kept-alive connection, as a proxy holds it: everything it receives, and how it ended. */
const connection = async (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((done, fail) => socket.once('connect', done).once('error', fail));
  const state = { received: '', ended: '' as '' | 'end' | 'reset' };
  socket.on('data', (chunk) => {
    state.received += chunk;
  });
  socket.on('end', () => {
    state.ended ||= 'end';
    socket.end();
  });
  socket.on('error', () => {
    state.ended = 'reset';
  });
  const closed = new Promise((done) => socket.once('close', done));
  return { socket, state, closed };
};

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 60_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
};

const form = 'username=draining&password=wrong';
/** A sign-in form whose body has not all arrived: the server answers it only once it has. */
const startPost = (socket: Socket, uid: string) =>
  socket.write(
    `POST /interaction/${uid}/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${form.length}\r\n\r\n${form.slice(0, 10)}`,
  );

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      done(false);
    });
    probe.once('error', () => done(true));
  });

describe('a stop (SIGTERM)', () => {
  it('closes idle connections, answers the requests in progress in full with Connection: close, then exits within its time-out', async () => {
    const port = await freePort();
    // A database made already, as `npm start` makes one from the build's: the stop is what is tested.
    copyDatabaseTemplate({ dataDir: join(dir, 'data'), seedDemo: true }, inject('pgliteTemplateDir'));
    server = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        SHUTDOWN_TIMEOUT_SECONDS: '6',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = server;
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<{ code: number | null; at: number }>((done) =>
      child.once('exit', (code) => done({ code, at: Date.now() })),
    );
    await until(() => output.includes('is running at'), 'the server to listen', 240_000);

    // An idle kept-alive connection: one answer read, nothing asked since.
    const idle = await connection(port);
    idle.socket.write('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => idle.state.received.includes('"clientId"'), 'the first answer');
    // Two requests in progress, and one that will not finish within the stop's time-out.
    const inProgress = [await connection(port), await connection(port)];
    const stuck = await connection(port);
    for (const [i, { socket }] of inProgress.entries()) startPost(socket, `draining-${i}`);
    startPost(stuck.socket, 'stuck');
    await new Promise((done) => setTimeout(done, 200));

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await idle.closed;
    expect(idle.state.ended).toBe('end');
    // No new connection: a proxy sends it to another process.
    await until(() => refused(port), 'new connections to be refused', 10_000);

    for (const { socket } of inProgress) socket.write(form.slice(10));
    await Promise.all(inProgress.map(({ closed }) => closed));
    for (const { state } of inProgress) {
      // The whole answer (the sign-in page for an unknown interaction), told to close, then a clean close.
      expect(state.received).toMatch(/^HTTP\/1\.1 400 /);
      expect(state.received.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expect(state.ended).toBe('end');
    }

    const { code, at } = await exited;
    expect(code).toBe(0);
    // The stuck request was cut at the time-out (6 s), not waited for (its request time-out is 120 s).
    expect(stuck.state.ended).not.toBe('');
    expect(at - stoppedAt).toBeGreaterThanOrEqual(5_000);
    expect(at - stoppedAt).toBeLessThan(30_000);
  }, 360_000);
});
