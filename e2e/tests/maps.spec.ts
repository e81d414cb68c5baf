import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { apiOf, findProperty } from './demo-records';
import { recordOrigins } from './page-origins';
import { expectSignedIn, signIn } from './sign-in';

const mapCard = (page: Page) => page.getByRole('region', { name: 'Map' });

/** A property with an access point and localities: its map has places to list and a locality to shade. */
const mappedProperty = (page: Page) =>
  findProperty(page, (p) => p.accessPointLatitude !== null && p.propertyLocalities.length > 0);

test.describe('maps', () => {
  test("a property's map draws its localities and access point from the app's own files", async ({
    page,
    baseURL,
  }) => {
    const origins = recordOrigins(page);
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    const property = await mappedProperty(page);
    await page.goto(property.path);
    const card = mapCard(page);
    // The map has drawn (MapLibre's first 'idle') on the WebGL canvas.
    await expect(card.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('canvas.maplibregl-canvas')).toBeVisible();
    // Every place on the map is listed too.
    await expect(
      card.getByRole('list', { name: `Places on the map of Property ${property.id}` }),
    ).toContainText(/Access point: \d+\.\d{4,}, -\d+\.\d{4,}/);
    // The property's primary locality is named on the map (an HTML label: the style has no glyphs).
    const localityName = (await card.getByRole('list').textContent())?.match(/shaded\): ([^,]+)/)?.[1];
    expect(localityName).toBeTruthy();
    await expect(card.locator('.land-map-label[data-highlighted="true"]').first()).toBeAttached();
    // Keyboard: the canvas takes focus and + zooms in.
    const canvas = card.locator('canvas.maplibregl-canvas');
    await canvas.focus();
    await expect(canvas).toBeFocused();
    await expect(canvas).toHaveAttribute('aria-label', new RegExp(`Map of Property ${property.id}\\b`));
    await expectAccessible(page);
    await page.setViewportSize(phone);
    await expectAccessible(page);
    expect([...origins]).toEqual([baseURL]);
  });

  test('Staff imports a boundary, sees it drawn and its area beside Calculated Acres, then removes it; Record History keeps both', async ({
    page,
  }) => {
    const origins = recordOrigins(page);
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // A property with an access point and no boundary yet.
    const get = await apiOf(page);
    const property = await findProperty(
      page,
      async (p) =>
        p.accessPointLatitude !== null &&
        (await get<{ boundary: unknown }>(`/property/${p.id}/boundary`))?.boundary === null,
    );
    await page.goto(property.path);
    const card = mapCard(page);
    const map = card.locator('[data-map-state="ready"]');
    await expect(map).toBeVisible({ timeout: 30_000 });
    const places = card.getByRole('list', { name: `Places on the map of Property ${property.id}` });
    const [, lat, lng] =
      ((await places.textContent()) ?? '').match(/Access point: ([\d.]+), (-[\d.]+)/) ?? [];
    // A square of about 90 by 110 m beside the access point (about 2.5 acres).
    const [x, y] = [Number(lng), Number(lat)];
    const ring = [
      [x, y],
      [x + 0.001, y],
      [x + 0.001, y + 0.001],
      [x, y + 0.001],
      [x, y],
    ];
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Import Boundary' }).click();
    await (await chooser).setFiles({
      name: 'east-tract.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(
        JSON.stringify({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [ring] },
        }),
      ),
    });
    await expect(places).toContainText(
      /Boundary: east-tract\.geojson, [\d.]+ acres \(Calculated Acres: [\d.]+\)/,
    );
    await expect(map).toHaveAttribute('data-boundaries-drawn', '1');
    // Far smaller than the parcels' acres: the page says so.
    await expect(card.getByText(/differs from the Calculated Acres by/)).toBeVisible();
    await expectAccessible(page);

    // A file outside Virginia is refused with the server's words, and the boundary stays.
    const refused = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Replace Boundary' }).click();
    await (await refused).setFiles({
      name: 'wrong.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [2, 48],
              [2.1, 48],
              [2.1, 48.1],
              [2, 48],
            ],
          ],
        }),
      ),
    });
    await expect(card.getByText(/vertex 1 \(2, 48\) is outside Virginia/)).toBeVisible();
    await expect(places).toContainText('east-tract.geojson');

    // The project's map draws the boundary too, and lists it with its area.
    await page.goto(`/project/${property.projectId}`);
    const projectMap = mapCard(page);
    await expect(projectMap.locator('[data-map-state="ready"]')).toHaveAttribute(
      'data-boundaries-drawn',
      '1',
      {
        timeout: 30_000,
      },
    );
    await expect(
      projectMap.getByRole('list', { name: `Places on the map of Project ${property.projectId}` }),
    ).toContainText(new RegExp(`Property ${property.id}: access point .*; boundary [\\d.]+ acres`));
    await page.goto(property.path);
    await expect(map).toHaveAttribute('data-boundaries-drawn', '1', { timeout: 30_000 });
    await expect(places).toContainText('east-tract.geojson');

    await card.getByRole('button', { name: 'Remove Boundary' }).click();
    await page.getByRole('dialog', { name: 'Remove Boundary' }).getByRole('button', { name: 'Yes' }).click();
    await expect(places).toContainText('Boundary: none imported');
    await expect(map).toHaveAttribute('data-boundaries-drawn', '0');

    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'History' }).click();
    await expect(history.getByRole('article', { name: 'Boundary east-tract.geojson deleted' })).toBeVisible();
    await expect(history.getByRole('article', { name: 'Boundary east-tract.geojson created' })).toBeVisible();
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test('a view-only user sees the boundary controls nowhere', async ({ page }) => {
    await signIn(page, 'viewer');
    await expectSignedIn(page, 'viewer');
    await page.goto((await mappedProperty(page)).path);
    await expect(mapCard(page).locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(mapCard(page).getByRole('button', { name: /Boundary/ })).toHaveCount(0);
  });

  test('with no MAP_URL the home page draws every property by status, and a project its own, fitted and listed', async ({
    page,
  }) => {
    const origins = recordOrigins(page);
    await signIn(page, 'viewer', '/');
    await expectSignedIn(page, 'viewer');
    const statewide = page.getByRole('region', { name: 'Statewide Map' });
    await expect(statewide.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(statewide.getByText(/\d+ properties with an access point/)).toBeVisible();
    await expect(statewide.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);

    const property = await mappedProperty(page);
    await page.goto(`/project/${property.projectId}`);
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
    const list = map.getByRole('list', { name: `Places on the map of Project ${property.projectId}` });
    await list.getByRole('link', { name: new RegExp(`^Property ${property.id}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`${property.path}$`));
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });
});
