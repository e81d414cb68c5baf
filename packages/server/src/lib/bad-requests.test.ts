import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/** Odd input an outsider can send answers in the one error shape with a 4xx, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectErrorShape = (res: { statusCode: number; json: () => unknown; body: string }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'fieldErrors')).toEqual([]);
  expect(typeof body.message).toBe('string');
  return body as { message: string; fieldErrors?: Record<string, string[]> };
};

describe('a NUL character', () => {
  it('in a body text answers 400 with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/propertyLocality/create',
      headers: t.auth(t.tokens.staff),
      payload: { propertyId: 1, localityId: 1, taxParcels: [{ taxParcelNumber: 'A\u0000B', acres: 1 }] },
    });
    const body = expectErrorShape(res, 400);
    expect(body.fieldErrors).toEqual({ 'taxParcels.0.taxParcelNumber': [body.message] });
    expect(body.message).toContain('may not contain');
  });

  it('in a query answers 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact/crmSearch?name=Sm%00ith',
      headers: t.auth(t.tokens.staff),
    });
    expect(expectErrorShape(res, 400).fieldErrors).toHaveProperty('name');
  });

  it('in a path answers 400', async () => {
    for (const url of ['/api/contact/get/4110.0.%00', '/api/project/searchByName?name=ab%00c']) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(t.tokens.staff) });
      expectErrorShape(res, 400);
    }
  });
});

describe('an unpaired surrogate', () => {
  it('in a body text answers 400 with the field named, and stores nothing', async () => {
    const before = await t.app.inject({ url: '/api/instrument/tagtypes', headers: t.auth(t.tokens.admin) });
    // JSON escapes: the parsed name holds the lone surrogate (a raw one would travel as U+FFFD).
    for (const name of ['Dup\\ud800', 'Dup\\udfff', 'Dup\\ud800x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/instrument/updateOrCreateTagType',
        headers: { ...t.auth(t.tokens.admin), 'content-type': 'application/json' },
        payload: `{"id":null,"name":"${name}"}`,
      });
      const body = expectErrorShape(res, 400);
      expect(body.fieldErrors).toEqual({ name: [body.message] });
      expect(body.message).toContain('unpaired');
    }
    const after = await t.app.inject({ url: '/api/instrument/tagtypes', headers: t.auth(t.tokens.admin) });
    expect(after.json()).toEqual(before.json());
  });

  it('in a key answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/instrument/updateOrCreateTagType',
      headers: { ...t.auth(t.tokens.admin), 'content-type': 'application/json' },
      payload: '{"id":null,"name":"Fine","\\ud800":1}',
    });
    expect(expectErrorShape(res, 400).message).toContain('unpaired');
  });
});

describe('a broken multipart upload', () => {
  it('without a boundary answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/project/1/uploadphoto',
      headers: { ...t.auth(t.tokens.staff), 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expectErrorShape(res, 400);
  });

  it('cut short answers 400', async () => {
    const payload =
      '--XyZ\r\nContent-Disposition: form-data; name="formFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/project/1/uploadphoto',
      headers: { ...t.auth(t.tokens.staff), 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload,
    });
    expectErrorShape(res, 400);
  });
});

describe('odd URLs', () => {
  it('answer in the one error shape without echoing a long URL', async () => {
    const long = `/api/project/get/${'9'.repeat(300)}`;
    const res = await t.app.inject({ method: 'GET', url: long, headers: t.auth(t.tokens.staff) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(expectErrorShape(res, res.statusCode).message.length).toBeLessThan(200);
  });

  it('answer a malformed escape with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/project/get/%E0%A4%A',
      headers: t.auth(t.tokens.staff),
    });
    expectErrorShape(res, 400);
  });
});

describe('the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'records-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    web = await buildApp({ config: t.config, db: t.db, webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets browsers keep the hashed assets for a year, checks the page each time, and compresses', async () => {
    const asset = await web.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.inject('/project/1/summary');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await web.inject('/')).headers['cache-control']).toBe('no-cache');
    const list = await t.app.inject({
      url: '/api/locality/localities',
      headers: { ...t.auth(t.tokens.staff), 'accept-encoding': 'br, gzip' },
    });
    expect(list.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a missing asset but the app for a page path', async () => {
    expect((await web.inject('/assets/main-abc.js')).statusCode).toBe(200);
    expectErrorShape(await web.inject('/assets/main-old.js'), 404);
    const page = await web.inject('/project/1/summary');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
