import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { accessTokenOf } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

const desktop = { width: 1366, height: 900 };

/** axe and the fit of the page as it is now, at desktop width and on a phone. */
const expectAccessibleAtBothWidths = async (page: Page) => {
  await page.setViewportSize(desktop);
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
};

test.describe('backups', () => {
  test('an Admin is warned there is no verified backup, opens Backups, makes one and sees it listed: time, size, verified', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await signIn(page, 'admin', '/');
    await expectSignedIn(page, 'admin');
    // The server of the journeys starts with no backup (its folder is made fresh with its data folder).
    await expect(page.getByRole('alert').filter({ hasText: /no verified backup/ })).toBeVisible();
    await page.getByRole('link', { name: 'Backups', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible();
    const list = page.getByRole('region', { name: 'Last Backups' });
    await expect(list.getByText('No backups yet.')).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A backup is being written and verified' }),
    ).toBeVisible();
    const row = list.getByRole('table', { name: 'Last Backups' }).getByRole('row').nth(1);
    // Written, then restored into a scratch database and compared: the page asks again every 3 s.
    await expect(row.getByText('Verified', { exact: true })).toBeVisible({ timeout: 150_000 });
    await expect(page.getByRole('status').filter({ hasText: 'being written' })).toHaveCount(0);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(/\d{4}|\d{1,2}:\d{2}/);
    await expect(cells.nth(1)).toHaveText(/^\d+\.\d MB$/);
    await expect(page.getByRole('alert').filter({ hasText: /no verified backup/ })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });

  for (const who of ['staff', 'viewer'] as const)
    test(`${who === 'staff' ? 'Staff' : 'a view-only user'} cannot reach Backups: the page says it is for Admins and the API answers 403`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await signIn(page, who, '/');
      await expectSignedIn(page, who);
      await expect(page.getByRole('link', { name: /Backups/ })).toHaveCount(0);
      await page.goto('/backups');
      await expect(page.getByRole('heading', { name: 'Admins Only' })).toBeVisible();
      await expect(page.getByText('Only an Admin can see and make backups.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
      const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
      expect((await page.request.get('/api/backups', { headers })).status()).toBe(403);
      expect((await page.request.post('/api/backups/create', { headers })).status()).toBe(403);
      await expectAccessibleAtBothWidths(page);
    });
});
