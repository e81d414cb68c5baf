import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { templateCopy } from './backup.test-helper';
import { checkBackup } from './check';
import { isBackupName, writeBackup } from './write';

let source: Database;
let dir: string;
beforeAll(async () => {
  source = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'records-kill-'));
});
afterAll(async () => {
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

const child = join(dirname(fileURLToPath(import.meta.url)), 'kill-child.test-helper.ts');

describe('kill -9 during a backup', () => {
  it('leaves the earlier backups whole and no file that looks finished; the next backup clears what it left', async () => {
    const earlier = await writeBackup({ database: source, dir });
    const copy = await templateCopy();
    try {
      const process = spawn('node', ['--import', 'tsx', child, dir, copy.source], { stdio: 'ignore' });
      const exited = new Promise((done) => process.on('exit', done));
      // Killed as soon as its unfinished file has bytes in it.
      const partial = () => readdirSync(dir).find((name) => name.endsWith('.partial'));
      const deadline = Date.now() + 120_000;
      for (;;) {
        const name = partial();
        if (name && statSync(join(dir, name)).size > 0) break;
        if (Date.now() > deadline) throw new Error('the child never started writing');
        await new Promise((wake) => setTimeout(wake, 10));
      }
      process.kill('SIGKILL');
      await exited;
      const left = readdirSync(dir);
      expect(left.filter(isBackupName)).toEqual([earlier.name]);
      const unfinished = left.find((name) => name.endsWith('.partial'));
      expect(unfinished).toBeDefined();
      await expect(checkBackup(join(dir, unfinished ?? ''))).rejects.toThrow(/cut short|no manifest/);
      const { file } = await checkBackup(earlier.file);
      await file.close();
      const next = await writeBackup({ database: source, dir });
      expect(readdirSync(dir).sort()).toEqual([earlier.name, next.name].sort());
    } finally {
      await copy.drop();
    }
  }, 300_000);
});
