import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The HTTP server's own limits, over real sockets (inject() has no socket): refusals in the one error
 * shape, an over-limit upload that still reads its 413, time-outs and the per-address connection cap.
 */
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const http = {
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 1_500,
    idleTimeoutMs: 1_000,
    maxConnectionsPerAddress: 4,
  };
  app = await buildApp({ config: { ...t.config, http }, db: t.db, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

type Exchange = { text: string; error?: string; ms: number };

/** Sends raw bytes (pausing between chunks when asked) and answers what came back until the close. */
const raw = (chunks: (string | Buffer)[], { gapMs = 0 } = {}) =>
  new Promise<Exchange>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (error?: string) => resolve({ text, error, ms: Date.now() - started });
    socket.on('data', (d) => {
      text += d.toString('latin1');
    });
    socket.on('error', (e) => done((e as NodeJS.ErrnoException).code));
    socket.on('close', () => done());
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });

const answer = ({ text }: Exchange) => {
  const [head, body] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
};

describe("refusals by Node's HTTP parser", () => {
  it('answer oversized headers with 431 in the one error shape', async () => {
    const res = answer(
      await raw([`GET /api/version HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]),
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ message: 'The request headers or address are too large.' });
  });

  it('answer a request that is not HTTP with 400 in the one error shape', async () => {
    const res = answer(await raw(['GARBAGE\r\n\r\n']));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request is not valid HTTP.' });
  });
});

describe('an over-limit upload', () => {
  it('reads its whole 413 instead of a reset connection', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024, 97);
    const head =
      `POST /api/project/create HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.tokens.staff}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const exchange = await raw([head, body]);
    expect(exchange.error).toBeUndefined();
    const res = answer(exchange);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('time-outs', () => {
  it('close a connection whose body drips slower than the request time-out, even after a 401', async () => {
    const head =
      'POST /api/project/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const exchange = await raw([head, ...Array.from({ length: 100 }, () => 'a')], { gapMs: 100 });
    expect(answer(exchange).status).toBe(401);
    expect(exchange.ms).toBeLessThan(4_000);
  });

  it('close a connection that never finishes its headers', async () => {
    const exchange = await raw(
      ['GET /api/version HTTP/1.1\r\n', ...Array.from({ length: 100 }, () => 'X-A: b\r\n')],
      {
        gapMs: 100,
      },
    );
    expect(exchange.ms).toBeLessThan(4_000);
    expect(answer(exchange).status).toBe(408);
  });
});

describe('the per-address connection cap', () => {
  it('closes connections beyond the cap at once and serves those within it', async () => {
    const sockets = Array.from({ length: 6 }, () => connect(port, '127.0.0.1'));
    const closedEarly = await Promise.all(
      sockets.map(
        (s) =>
          new Promise<boolean>((resolve) => {
            s.on('error', () => {});
            s.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 500);
          }),
      ),
    );
    expect(closedEarly.filter(Boolean)).toHaveLength(2);
    for (const s of sockets) s.destroy();
  });
});
