import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { apiOf } from './demo-records';
import { recordOrigins } from './page-origins';
import { expectSignedIn, signIn } from './sign-in';

/** A GET of the signed-in user's API that must answer. */
const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const answer = await (await apiOf(page))<T>(path);
  if (answer === null) throw new Error(`GET ${path} did not answer`);
  return answer;
};
const totalOf = async (page: Page, query: string) =>
  (await apiGet<{ totalCount: number }>(page, `/Property/search?${query}`)).totalCount;
const mapCountOf = async (page: Page, query: string) =>
  (await apiGet<{ items: unknown[] }>(page, `/Property/searchMapPoints?${query}`)).items.length;

const filters = (page: Page) => page.getByRole('region', { name: 'Search Filters' });
const results = (page: Page) => page.getByRole('region', { name: 'Property Search Results' });
const count = (n: number) => n.toLocaleString('en-US');

/** A third of the state (the demo's access points spread over the whole of it) and Current properties. */
const area = '-80,37,-77,38.5';
const current = 'propertyStatuses=1';

test('the search map view and the map-area facet restored from a URL, then the table and the facet removed, with nothing asked of another origin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origins = recordOrigins(page);
  await signIn(page, 'staff', `/search?entityType=Property&view=map&${current}&mapArea=${area}`);
  await expectSignedIn(page, 'staff');

  // The map is drawn (MapLibre's first 'idle' on the WebGL canvas) and the facet is applied.
  const found = results(page);
  await expect(found.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 30_000 });
  await expect(found.locator('canvas.maplibregl-canvas')).toHaveAttribute(
    'aria-label',
    /^Map of the Property results/,
  );
  await expect(filters(page).getByRole('textbox', { name: 'Within the Map Area' })).toHaveValue(area);
  await expect(found.getByRole('radio', { name: 'Map' })).toBeChecked();
  const inArea = await totalOf(page, `${current}&mapArea=${area}`);
  const everywhere = await totalOf(page, current);
  expect(inArea).toBeGreaterThan(5);
  expect(inArea).toBeLessThan(everywhere);
  await expect(found.getByText(`Showing 1-5 of ${inArea}`)).toBeVisible();
  // Every match is on the map, not just the page.
  const onMap = await mapCountOf(page, `${current}&mapArea=${area}`);
  await expect(found.getByText(new RegExp(`^${count(onMap)} properties on the map`))).toBeVisible();
  await expectAccessible(page);

  // Search Within This Area: the box in view becomes the facet, in the address, and is searched.
  await found.getByRole('button', { name: 'Search Within This Area' }).click();
  const mapAreaInUrl = () => new URL(page.url()).searchParams.get('mapArea');
  await expect.poll(mapAreaInUrl).not.toBe(area);
  const viewed = mapAreaInUrl() ?? '';
  expect(viewed).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  await expect(filters(page).getByRole('textbox', { name: 'Within the Map Area' })).toHaveValue(viewed);
  const inView = await totalOf(page, `${current}&mapArea=${encodeURIComponent(viewed)}`);
  await expect(found.getByText(`Showing 1-5 of ${inView}`)).toBeVisible();

  // On a phone the map, the switch and the table fit.
  await page.setViewportSize(phone);
  await expect(found.locator('[data-map-state="ready"]')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the table: the map goes, the address forgets the view, the results stay.
  await found.getByText('Table', { exact: true }).click();
  await expect(found.locator('.land-map')).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(found.getByText(`Showing 1-5 of ${inView}`)).toBeVisible();

  // The facet is removed in the panel like any other, and Apply searches without it.
  await filters(page).getByRole('button', { name: 'Remove Within the Map Area' }).click();
  await filters(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).not.toHaveURL(/mapArea=/);
  await expect(found.getByText(`Showing 1-5 of ${everywhere}`)).toBeVisible();
  await expectAccessible(page);

  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
