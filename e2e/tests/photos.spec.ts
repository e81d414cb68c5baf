import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { projectsWithCoveredProperties } from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { expectSignedIn, signIn } from './sign-in';

// A real JPEG (1×1 white): one upload part.
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

test.describe('field photos on a phone', () => {
  test.use({
    viewport: phone,
    geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
    permissions: ['geolocation'],
  });

  test('a monitor takes a photo: the position is recorded, the upload verified, the photo listed; a viewer sees it without controls', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'staff', '/');
    await expectSignedIn(page, 'staff');
    const [{ projectId, propertyIds }] = await projectsWithCoveredProperties(page, 1);
    await page.goto(`/project/${projectId}/services/new`);
    const form = page.getByRole('form', { name: 'New Service' });
    await form.getByRole('combobox', { name: 'Property' }).click();
    await page.getByRole('option', { name: new RegExp(`^Property ${propertyIds[0]} `) }).click();
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Inspection', exact: true }).click();
    await form.getByRole('combobox', { name: 'Components' }).click();
    await page.getByRole('option', { name: 'Annual Monitoring Visit' }).click();
    const agreement = form.getByRole('combobox', { name: 'Agreement Type' });
    if ((await agreement.inputValue()) === '') {
      await agreement.click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${projectId}/services/\\d+$`));
    const path = new URL(page.url()).pathname;

    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByText('No Photos have been added to this Service')).toBeVisible();
    // The context's position is set again here: after the sign-in's round trip through the provider's
    // pages, headless Chromium answered the page's position requests with a time-out.
    await page.context().setGeolocation({ latitude: 37.5407, longitude: -77.436, accuracy: 6 });
    const chooser = page.waitForEvent('filechooser');
    await photos.getByRole('button', { name: 'Take Photo' }).click();
    await (await chooser).setFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const add = photos.getByRole('form', { name: 'Add Photo' });
    await expect(add.getByText('Position: 37.54070, -77.43600 (± 6 m)')).toBeVisible();
    await add.getByRole('textbox', { name: 'Caption' }).fill('Gate at the access point');
    await add.getByRole('textbox', { name: 'Heading (degrees)' }).fill('400');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('The Heading must be from 0 to 360 degrees.')).toBeVisible();
    await add.getByRole('textbox', { name: 'Heading (degrees)' }).fill('275');
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save' }).click();

    const photo = photos.getByRole('article').first();
    await expect(photo.getByText('Gate at the access point')).toBeVisible();
    await expect(photo.getByText('37.54070, -77.43600 (± 6 m)')).toBeVisible();
    await expect(photo.getByText('Heading 275°')).toBeVisible();
    await expect(photo.getByText('Verified')).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Gate at the access point' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The server holds exactly the bytes the device had.
    const id = Number((await photo.getAttribute('aria-label'))?.replace('Photo ', ''));
    const original = await page.evaluate(async (photoId) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
      const token = JSON.parse(localStorage.getItem(key) ?? '{}').access_token;
      const answer = await fetch(`/api/photo/${photoId}/original`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return Array.from(new Uint8Array(await answer.arrayBuffer()));
    }, id);
    expect(createHash('sha256').update(Buffer.from(original)).digest('hex')).toBe(
      createHash('sha256').update(jpeg).digest('hex'),
    );

    const viewer = await (await browser.newContext({ baseURL, viewport: phone })).newPage();
    await signIn(viewer, 'viewer', path);
    await expectSignedIn(viewer, 'viewer');
    const seen = viewer.getByRole('region', { name: 'Photos' });
    await expect(seen.getByText('Gate at the access point')).toBeVisible();
    await expect(seen.getByRole('button')).toHaveCount(1); // the card's own expand toggle only
    await deleteServices(browser, baseURL as string, [Number(/\/services\/(\d+)$/.exec(path)?.[1])]);
  });
});
