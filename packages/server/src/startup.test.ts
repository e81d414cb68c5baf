import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from './config';
import { copyDatabaseTemplate } from './db/template';
import { StartupError, startServer } from './startup';
import { freePort } from './test/free-port';

/** A TCP server that accepts connections and never says a word: a hung database or authority. */
let silent: Server;
let silentPort: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => silent.close(done));
});

const failure = async (env: Record<string, string>) => {
  const started = performance.now();
  const error = await startServer(parseConfig({ LOG_LEVEL: 'silent', ...env })).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupError);
  return { message: (error as StartupError).message, ms: performance.now() - started };
};

describe('a start that cannot succeed', () => {
  it('gives up on a database that never answers within its time-out, naming the setting', async () => {
    const { message, ms } = await failure({
      DATABASE_URL: `postgres://someone@127.0.0.1:${silentPort}/records`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '0.5',
    });
    expect(message).toBe('Cannot start: DATABASE_URL: no answer within the time-out');
    expect(ms).toBeLessThan(5000);
  });

  it('says in one line that the database server cannot be reached', async () => {
    const port = await freePort();
    const { message } = await failure({ DATABASE_URL: `postgres://someone@127.0.0.1:${port}/records` });
    expect(message).toMatch(/^Cannot start: DATABASE_URL: .*ECONNREFUSED/);
    expect(message).not.toContain('\n');
  });

  it('says in one line when the database server refuses the database', async () => {
    // A PostgreSQL server as far as its first answer: the database named does not exist.
    const refusing = createServer((socket) =>
      socket.once('data', () => {
        const fields = Buffer.from('SFATAL\0VFATAL\0C3D000\0Mdatabase "records" does not exist\0\0');
        const header = Buffer.alloc(5);
        header.write('E');
        header.writeInt32BE(fields.length + 4, 1);
        socket.end(Buffer.concat([header, fields]));
      }),
    );
    await new Promise<void>((done) => refusing.listen(0, '127.0.0.1', done));
    try {
      const { port } = refusing.address() as { port: number };
      const { message } = await failure({ DATABASE_URL: `postgres://someone@127.0.0.1:${port}/records` });
      expect(message).toBe(
        'Cannot start: DATABASE_URL: the database does not exist (database "records" does not exist)',
      );
    } finally {
      await new Promise((done) => refusing.close(done));
    }
  });

  it('gives up on an authority that never answers within its time-out', async () => {
    const { message, ms } = await failure({
      OIDC_AUTHORITY: `http://127.0.0.1:${silentPort}/tenant`,
      OIDC_DISCOVERY_TIMEOUT_SECONDS: '0.5',
    });
    expect(message).toBe('Cannot start: OIDC_AUTHORITY: no answer within the time-out');
    expect(ms).toBeLessThan(5000);
  });

  it('says in one line that the authority cannot be reached', async () => {
    const port = await freePort();
    const { message } = await failure({ OIDC_AUTHORITY: `http://127.0.0.1:${port}/tenant` });
    expect(message).toBe(`Cannot start: OIDC_AUTHORITY: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('says so when the authority is not an OpenID provider', async () => {
    const web = createServer((socket) =>
      socket.once('data', () => socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n')),
    );
    await new Promise<void>((done) => web.listen(0, '127.0.0.1', done));
    try {
      const { port } = web.address() as { port: number };
      const { message } = await failure({ OIDC_AUTHORITY: `http://127.0.0.1:${port}/tenant` });
      expect(message).toBe(
        `Cannot start: OIDC_AUTHORITY: OpenID discovery at http://127.0.0.1:${port}/tenant answered 404`,
      );
    } finally {
      await new Promise((done) => web.close(done));
    }
  });

  it('says which setting to change when the port is taken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-start-'));
    // A database made already (the port, not the database, is what is tested).
    copyDatabaseTemplate({ dataDir: join(dir, 'db'), seedDemo: true }, inject('pgliteTemplateDir'));
    try {
      const { message } = await failure({
        PORT: String(silentPort),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'db'),
        SEED_DEMO: 'false',
      });
      expect(message).toBe('Cannot start: PORT: the port is already in use');
      // The same database, an address this machine does not have (TEST-NET-1): HOST is at fault.
      const elsewhere = await failure({ HOST: '192.0.2.1', DATA_DIR: join(dir, 'db'), SEED_DEMO: 'false' });
      expect(elsewhere.message).toBe('Cannot start: HOST: no interface of this machine has that address');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says in one line why the embedded database folder cannot be used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-start-'));
    try {
      writeFileSync(join(dir, 'db'), '');
      // PGlite's own file-system error has a number and no message.
      const { message } = await failure({ DATA_DIR: join(dir, 'db') });
      expect(message).toMatch(/^Cannot start: DATA_DIR: the folder cannot be used: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
