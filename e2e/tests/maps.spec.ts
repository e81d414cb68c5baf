import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { expectSignedIn, signIn } from './sign-in';

/**
 * The origins of every request the page itself makes (its workers included), to assert that no map
 * needs anything from outside the app. Frames the configuration embeds (the document folder) are
 * the organisation's own services and are left out.
 */
const recordOrigins = (page: Page) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.frame().parentFrame() !== null) return;
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
};

const mapCard = (page: Page) => page.getByRole('region', { name: 'Map' });

test.describe('maps', () => {
  test("a property's map draws its localities and access point from the app's own files", async ({
    page,
    baseURL,
  }) => {
    const origins = recordOrigins(page);
    await signIn(page, 'staff', '/project/5/properties/5');
    await expectSignedIn(page, 'staff');
    const card = mapCard(page);
    // The map has drawn (MapLibre's first 'idle') on the WebGL canvas.
    await expect(card.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('canvas.maplibregl-canvas')).toBeVisible();
    // Every place on the map is listed too.
    await expect(card.getByRole('list', { name: 'Places on the map of Property 5' })).toContainText(
      /Access point: \d+\.\d{4,}, -\d+\.\d{4,}/,
    );
    // The property's primary locality is named on the map (an HTML label: the style has no glyphs).
    const localityName = (await card.getByRole('list').textContent())?.match(/shaded\): ([^,]+)/)?.[1];
    expect(localityName).toBeTruthy();
    await expect(card.locator('.land-map-label[data-highlighted="true"]').first()).toBeAttached();
    // Keyboard: the canvas takes focus and + zooms in.
    const canvas = card.locator('canvas.maplibregl-canvas');
    await canvas.focus();
    await expect(canvas).toBeFocused();
    await expect(canvas).toHaveAttribute('aria-label', /Map of Property 5/);
    await expectAccessible(page);
    await page.setViewportSize(phone);
    await expectAccessible(page);
    expect([...origins]).toEqual([baseURL]);
  });
});
