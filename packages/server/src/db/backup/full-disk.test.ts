import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { templateCopy } from './backup.test-helper';

const child = join(dirname(fileURLToPath(import.meta.url)), 'full-disk-child.test-helper.ts');

/**
 * A real full disk: the backup's folder is a 256 kB tmpfs, mounted in a mount namespace of the child's
 * own (`unshare`, as root or in a user namespace), so the kernel itself answers ENOSPC. The simulated
 * one (backups.routes.test.ts) shows the server page; this one shows the error is the disk's.
 */
describe('a backup onto a disk that fills up', () => {
  it('stops with a clear error, leaves no file, and the database goes on answering', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-full-disk-'));
    const copy = await templateCopy();
    try {
      const { stdout } = await promisify(execFile)(
        'unshare',
        [
          '--map-root-user',
          '--mount',
          'sh',
          '-c',
          'mount -t tmpfs -o size=256k tmpfs "$1" && exec node --import tsx "$2" "$1" "$3"',
          'sh',
          dir,
          child,
          copy.source,
        ],
        { timeout: 240_000 },
      );
      const outcome = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
      expect(outcome.error).toMatch(
        /^No space left on the disk of .*records-full-disk-.*: the backup stopped and its unfinished file was removed\. Free some space, or set BACKUP_DIR/,
      );
      expect(outcome.left).toEqual([]);
      expect(outcome.contacts).toBeGreaterThan(0);
    } finally {
      await copy.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
