import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupsOverview } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAndRecord } from '../../db/backup/job';
import { readTarIndex } from '../../db/backup/tar';
import { backupName } from '../../db/backup/write';
import { createTestApp, type TestApp } from '../../test/test-app';
import { msUntil } from './backups.schedule';
import { runningBackup, startBackup } from './backups.service';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'records-backups-routes-'));
  t.config.backup.dir = dir;
  t.config.backup.copyDir = join(dir, 'second-place');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const overview = async () => {
  const res = await t.app.inject({ url: '/api/backups', headers: t.auth(t.tokens.admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as BackupsOverview;
};

describe('Backups', () => {
  it('is for Admins only', async () => {
    for (const token of [t.tokens.staff, t.tokens.viewer]) {
      expect((await t.app.inject({ url: '/api/backups', headers: t.auth(token) })).statusCode).toBe(403);
      const post = await t.app.inject({ method: 'POST', url: '/api/backups/create', headers: t.auth(token) });
      expect(post.statusCode).toBe(403);
    }
  });

  it('warns Admins when there is no verified backup, then Back up now writes, verifies and copies one', async () => {
    const before = await overview();
    expect(before.backups).toEqual([]);
    expect(before.warning).toMatch(/no verified backup/);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/backups/create',
      headers: t.auth(t.tokens.admin),
    });
    expect(started.statusCode).toBe(202);
    expect((started.json() as BackupsOverview).running).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/backups/create',
      headers: t.auth(t.tokens.admin),
    });
    expect(again.statusCode).toBe(409);
    // The server answers while the backup runs.
    expect((await t.app.inject({ url: '/api/users', headers: t.auth(t.tokens.staff) })).statusCode).toBe(200);
    await runningBackup(t.db);
    const after = await overview();
    expect(after.running).toBe(false);
    expect(after.warning).toBeNull();
    expect(after.backups).toHaveLength(1);
    expect(after.backups[0]).toMatchObject({ verified: true, message: null });
    expect(after.backups[0].copies).toEqual([
      { to: join(dir, 'second-place'), ok: true, at: expect.any(String) },
    ]);
    expect(readdirSync(join(dir, 'second-place'))).toEqual([after.backups[0].name]);
  }, 300_000);

  it('shows a full disk as the last error, and the server goes on answering', async () => {
    const files = {
      open: async (path: string, flags: string) => {
        const handle = await open(path, flags);
        return Object.assign(handle, {
          write: async () => {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          },
        }) as typeof handle;
      },
    };
    await expect(startBackup(t.db, t.config, files)).rejects.toThrow(/No space left/);
    const after = await overview();
    expect(after.lastError).toMatch(/No space left on the disk of .*: the backup stopped/);
    expect(after.backups).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/users', headers: t.auth(t.tokens.staff) })).statusCode).toBe(200);
  });
});

describe('a backup that fails its verification', () => {
  it('is listed as not verified, naming the damaged part (the verification runs in its own process)', async () => {
    const [good] = (await overview()).backups;
    const name = backupName(new Date(Date.parse(good.createdAt) + 1000));
    const damaged = readFileSync(join(dir, good.name));
    const handle = await open(join(dir, good.name), 'r');
    const part = (await readTarIndex(handle)).find((e) => e.name.startsWith('tables/'));
    await handle.close();
    if (!part) throw new Error('no table part in the backup');
    damaged[part.offset] ^= 0x01;
    writeFileSync(join(dir, name), damaged);
    const record = await verifyAndRecord(dir, { ...good, name, verified: null, verifiedAt: null });
    expect(record.verified).toBe(false);
    expect(record.message).toBe(`The part ${part.name} fails its SHA-256 check: ${name} is damaged`);
    expect((await overview()).backups[0]).toMatchObject({ name, verified: false, message: record.message });
  }, 300_000);
});

describe('the schedule', () => {
  it('wakes at the next time of day given, today or tomorrow', () => {
    const now = new Date(2026, 10, 27, 2, 0, 0);
    expect(msUntil('02:30', now)).toBe(30 * 60_000);
    expect(msUntil('01:00', now)).toBe(23 * 3_600_000);
    expect(msUntil('02:00', now)).toBe(24 * 3_600_000);
  });
});
