import { expect, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { findProperty } from './demo-records';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

test.use({ viewport: phone });

test('with no network the Field page says what needs it, shows what the device holds, and never "Failed to fetch"', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  // Two properties to prepare, looked up rather than assumed from the seed.
  const kept = await findProperty(page, () => true);
  const unreached = await findProperty(page, (p) => p.id !== kept.id);
  await page.goto('/field');
  await waitForServiceWorker(page);
  const work = page.getByRole('region', { name: 'My Field Work' });
  const prepared = page.getByRole('region', { name: 'Prepared on This Device' });
  const prepareForm = page.getByRole('form', { name: 'Prepare a Property' });
  await prepareForm.getByRole('textbox', { name: 'Property ID' }).fill(String(kept.id));
  await prepareForm.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible();

  // The phone says online but the server is out of reach: the failure is told in words.
  await page.route('**/api/field/property/**', (route) => route.abort('internetdisconnected'));
  await prepareForm.getByRole('textbox', { name: 'Property ID' }).fill(String(unreached.id));
  await prepareForm.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(prepared.getByRole('alert')).toContainText(
    `Property ${unreached.id} was not prepared: the server could not be reached. Try again where you have a network.`,
  );
  await page.unroute('**/api/field/property/**');

  // No network at all, opened from the home screen.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Field', level: 2 })).toBeVisible();
  await expect(
    work.getByText(
      'My Open Inspections and Inspections Due come from the server: they show once you have a network.',
    ),
  ).toBeVisible();
  await expect(
    work.getByText('This device holds 1 prepared property (above), ready to work on.'),
  ).toBeVisible();
  const reason = 'Preparing needs the network.';
  await expect(prepared.getByRole('button', { name: 'Prepare Again' })).toBeDisabled();
  await expect(prepared.getByRole('button', { name: 'Prepare Again' })).toHaveAccessibleDescription(reason);
  await expect(prepareForm.getByRole('button', { name: 'Prepare Offline' })).toBeDisabled();
  await expect(prepareForm.getByRole('button', { name: 'Prepare Offline' })).toHaveAccessibleDescription(
    reason,
  );
  await expect(
    page.getByRole('region', { name: 'Sync' }).getByRole('button', { name: 'Sync Now' }),
  ).toBeDisabled();
  // What needs no network stays there: the prepared property opens.
  await expect(prepared.getByRole('link', { name: new RegExp(`^Property ${kept.id}\\b`) })).toBeVisible();
  await expect(prepared.getByRole('button', { name: 'Remove from Device' })).toBeEnabled();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expectAccessible(page);

  // Back online: the work list loads by itself and the buttons come back.
  await context.setOffline(false);
  await expect(work.getByRole('link', { name: /^Service \d+$/ }).first()).toBeVisible();
  await expect(work.getByRole('button', { name: 'Prepare Offline' }).first()).toBeEnabled();
  await expect(prepared.getByRole('button', { name: 'Prepare Again' })).toBeEnabled();
});
