import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/** The installable app's files as the web build writes them (vite-plugin-pwa beside Vite's assets). */
const dist = mkdtempSync(join(tmpdir(), 'records-pwa-dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'icons'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(dist, 'workbox-1a2b3c.js'), 'define([], () => {})');
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Conservation Records' }));
writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  web = await buildApp({ config: t.config, db: t.db, webDist: dist });
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the installable web app', () => {
  it('serves the service worker and its runtime as scripts that are checked on every use, never kept', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c.js']) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the manifest as application/manifest+json and its icons as PNG, both re-checked', async () => {
    const manifest = await web.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Conservation Records' });
    const icon = await web.inject('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps only the hashed assets for a year', async () => {
    const asset = await web.inject('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing manifest, icon or worker with 404, never with the app page', async () => {
    for (const url of ['/other.webmanifest', '/icons/missing.png', '/sw-old.js']) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    expect((await web.inject('/project/1')).headers['content-type']).toContain('text/html');
  });

  it('lets the page register a worker and read a manifest of its own origin', async () => {
    const policy = String((await web.inject('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
