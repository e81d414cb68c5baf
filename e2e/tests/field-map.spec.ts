import { expect, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { findProperty } from './demo-records';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

test.use({
  viewport: phone,
  geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
  permissions: ['geolocation'],
});

test('on a prepared property with no signal the map draws from the precached files, with the distance and bearing to the access point', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  // A property with an access point: the map gives the distance and bearing to it.
  const property = await findProperty(page, (p) => p.accessPointLatitude !== null);
  await page.goto('/field');
  await waitForServiceWorker(page);
  const prepare = page.getByRole('form', { name: 'Prepare a Property' });
  await prepare.getByRole('textbox', { name: 'Property ID' }).fill(String(property.id));
  await prepare.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('link', { name: new RegExp(`^Property ${property.id}\\b`) })
    .click();
  const map = page.getByRole('region', { name: 'Map' });
  // MapLibre, its worker and Virginia's localities all come from the service worker's cache.
  await expect(map.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await map.getByRole('button', { name: 'Show My Position' }).click();
  await expect(
    map.getByText(/^Access point: [\d.]+ (m|km) (N|NE|E|SE|S|SW|W|NW) \(\d+°\) from you$/),
  ).toBeVisible();
  await expect(map.getByText('You (red): 37.54070, -77.43600 (± 6 m)')).toBeVisible();
  await expect(map.getByRole('link', { name: 'Directions to the access point' })).toHaveAttribute(
    'href',
    /^geo:/,
  );
  await expectAccessible(page);
});
