import type { BackupsOverview } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { BackupNotice } from './backup-notice';
import { BackupsPage } from './backups-page';

const settings = {
  dir: './backups',
  time: '02:30',
  timeZone: 'America/New_York',
  keep: 14,
  copyDir: null,
  bucket: 'records-backups/nightly/',
  engine: 'pglite' as const,
};
const backup = {
  name: 'records-2026-11-20T07-30-00-000Z.tar',
  createdAt: '2026-11-20T07:30:00.000Z',
  bytes: 12 * 1048576,
  sha256: 'a'.repeat(64),
  verified: true,
  verifiedAt: '2026-11-20T07:31:00.000Z',
  message: null,
  copies: [{ to: 's3://records-backups/nightly/', ok: true, at: '2026-11-20T07:32:00.000Z' }],
};
const old: BackupsOverview = {
  settings,
  backups: [backup],
  running: false,
  lastError: null,
  warning:
    'The newest verified backup of the records is 7 days old. Open Backups to see why and back up now.',
};

describe('Backups', { timeout: 20_000 }, () => {
  it('lists the backups with size and verification, shows the settings, and backs up now', async () => {
    let running = false;
    const fetch = mockApi({
      'GET /api/users/me': { body: adminUser },
      'GET /api/backups': () => ({ body: { ...old, running } }),
      'POST /api/backups/create': () => {
        running = true;
        return { status: 202, body: { ...old, running } };
      },
    });
    renderWithProviders(<BackupsPage />);
    expect(await screen.findByText('12.0 MB')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /12\.0 MB/ });
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('s3://records-backups/nightly/: copied, checksum equal')).toBeInTheDocument();
    expect(screen.getByText('02:30 (America/New_York)')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A backup is being written and verified');
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/backups/create'), expect.anything());
  });

  it('tells on the Backups page itself what to do there, not to open Backups', async () => {
    mockApi({
      'GET /api/users/me': { body: adminUser },
      'GET /api/backups': { body: { ...old, backups: [] } },
    });
    renderWithProviders(<BackupsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^There is no verified backup of the records\. Choose Back up now\.$/,
    );
  });

  it('tells Admins on the home page when the newest verified backup is old', async () => {
    mockApi({ 'GET /api/users/me': { body: adminUser }, 'GET /api/backups': { body: old } });
    renderWithProviders(<BackupNotice />);
    expect(await screen.findByRole('alert')).toHaveTextContent('7 days old');
  });
});
