import { describe, expect, it } from 'vitest';
import { backupWarning } from './backups.schema';

const now = new Date('2026-11-27T12:00:00Z');
const at = (iso: string, verified: boolean | null = true) => ({ createdAt: iso, verified });

describe('backupWarning', () => {
  it('tells when there is no verified backup', () => {
    expect(backupWarning([], now)).toMatch(/no verified backup/);
    expect(backupWarning([at('2026-11-27T10:00:00Z', false), at('2026-11-27T11:00:00Z', null)], now)).toMatch(
      /no verified backup/,
    );
  });
  it('is quiet up to two days, and names the age after', () => {
    expect(backupWarning([at('2026-11-25T12:00:00Z')], now)).toBeNull();
    expect(backupWarning([at('2026-11-25T11:59:00Z')], now)).toMatch(/is 2 days old/);
    expect(backupWarning([at('2026-11-20T12:00:00Z'), at('2026-11-27T11:00:00Z', false)], now)).toMatch(
      /7 days old/,
    );
  });
  it('points to Backups on the home page, and to the button on the Backups page itself', () => {
    expect(backupWarning([], now)).toMatch(/Open Backups and choose Back up now\.$/);
    expect(backupWarning([], now, 'backups')).toBe(
      'There is no verified backup of the records. Choose Back up now.',
    );
    expect(backupWarning([at('2026-11-20T12:00:00Z')], now, 'backups')).toBe(
      'The newest verified backup of the records is 7 days old. The list below shows why; choose Back up now.',
    );
  });
});
