import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { firstProject } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * The installable app with no network (issue 18, step 1): the service worker keeps the app shell, the
 * configuration and the sign-in provider's documents, so a signed-in user who reloads offline lands in
 * the app, not on a sign-in error.
 */

/** Waits until the service worker controls the page and holds what an offline start reads. */
const waitForOfflineReady = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    async () => {
      const discovery = await caches.match(`${location.origin}/oidc/.well-known/openid-configuration`);
      const keys = await caches.match(`${location.origin}/oidc/jwks`);
      return Boolean((await caches.match('/config.json')) && discovery && keys);
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );
};

const offlineBadge = (page: Page) => page.getByRole('banner').getByRole('status');

const goOffline = async (context: BrowserContext, page: Page) => {
  await context.setOffline(true);
  await page.reload();
};

test.describe('the app with no network', () => {
  test('a signed-in user reloads offline, moves between screens, and is back online when the network returns', async ({
    page,
    context,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // Looked up while online: the deep link below is opened with no network.
    const projectId = await firstProject(page);
    await waitForOfflineReady(page);

    await goOffline(context, page);
    // The layout with the user's name: the shell, the configuration and the user's record came from
    // the device.
    await expectSignedIn(page, 'staff');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(offlineBadge(page)).toHaveText('Offline');
    await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
    await expect(page.getByText(/^You are offline\./)).toBeVisible();

    // Another screen (its own lazy chunk) opens from the precache; its data waits, and the page says why.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Advanced Search' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Advanced Search', level: 2 })).toBeVisible();
    await expect(page.getByText(/^You are offline\./)).toBeVisible();

    // A deep link typed or opened from a bookmark with no network gets the app too.
    await page.goto(`/project/${projectId}`);
    await expectSignedIn(page, 'staff');
    await expect(offlineBadge(page)).toHaveText('Offline');
    // The API itself is never answered from the device: it fails without a network.
    const api = await page.evaluate(() =>
      fetch('/api/version').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');

    await context.setOffline(false);
    await expect(offlineBadge(page)).toBeEmpty();
    await expect(page.getByText(/^You are offline\./)).toBeHidden();
    // The waiting requests go on by themselves: the project's page fills in.
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Project ${projectId}\\b`) }).first(),
    ).toBeVisible();
  });

  test('a token that expired offline keeps the user in the app, and is renewed silently once back online', async ({
    page,
    context,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    await waitForOfflineReady(page);
    const storedExpiry = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
        return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').expires_at as number) : null;
      });

    await context.setOffline(true);
    // As if the hour of the access token had passed in the field.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      if (!key) throw new Error('no stored sign-in');
      const user = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    await page.reload();
    await expectSignedIn(page, 'staff');
    await expect(offlineBadge(page)).toHaveText('Offline');
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toHaveCount(0);

    await context.setOffline(false);
    // The provider's session still holds: the hidden frame renews the token without asking.
    await expect.poll(storedExpiry, { timeout: 20_000 }).toBeGreaterThan(Date.now() / 1000);
    await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toHaveCount(0);
    await expect(offlineBadge(page)).toBeEmpty();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('the offline app fits the screen and passes axe', async ({ page, context }) => {
      await signIn(page, 'staff');
      await expectSignedIn(page, 'staff');
      await waitForOfflineReady(page);

      await goOffline(context, page);
      await expect(offlineBadge(page)).toHaveText('Offline');
      await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // The phone menu still leads to another screen.
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Advanced Search' })
        .click();
      await expect(page.getByRole('heading', { name: 'Advanced Search', level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await context.setOffline(false);
      await expect(offlineBadge(page)).toBeEmpty();
    });
  });
});

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test.describe('installing the app', () => {
  test('the page names a valid manifest whose icons are served, and the theme colour', async ({
    page,
    request,
  }) => {
    await page.goto('/signedout');
    const head = page.locator('head');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f6b3b');
    const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Conservation Records',
      short_name: expect.any(String),
      start_url: '/',
      display: 'standalone',
      theme_color: '#2f6b3b',
    });

    type Icon = { src: string; sizes: string; type: string; purpose?: string };
    const icons = manifest.icons as Icon[];
    for (const size of ['192x192', '512x512']) expect(icons.some((icon) => icon.sizes === size)).toBe(true);
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of [...icons, { src: touchIcon ?? '', sizes: '180x180', type: 'image/png' }]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
