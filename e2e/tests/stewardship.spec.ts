import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { expectSignedIn, signIn } from './sign-in';

/** The demo data has properties overdue for inspection, some of them on Active instruments Sam Staff leads. */
const filters = (page: Page) => page.getByRole('region', { name: 'Search Filters' });
const results = (page: Page) => page.getByRole('region', { name: /Search Results$/ });

test.describe('stewardship schedule', () => {
  test("Staff opens the Inspections Due tile's list, overdue first, and goes to a property's schedule", async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    const tile = page.getByRole('button', { name: /Inspections Due/ });
    await expect(tile).toHaveText(/^\d+Inspections Due$/);
    const count = Number(/^\d+/.exec((await tile.textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    await tile.click();
    const list = page.getByRole('region', { name: 'Inspections Due' });
    const views = list.getByRole('link', { name: /^View Property \d+/ });
    await expect(views).toHaveCount(Math.min(count, 100));
    // Overdue first: no 'Overdue' entry after a 'Due within 90 days' one.
    const states = await list.getByText(/^(Overdue|Due within 90 days)$/).allTextContents();
    expect(states).toEqual([...states].sort((a, b) => (a === b ? 0 : a === 'Overdue' ? -1 : 1)));
    await expectAccessible(page);

    const first = views.first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const propertyId = /Property (\d+)/.exec(label)?.[1];
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}$`));
    await expect(page.getByText('Last Inspection', { exact: true })).toBeVisible();
    await expect(page.getByText('Next Inspection Due', { exact: true })).toBeVisible();
    await expect(page.getByText(states[0], { exact: true })).toBeVisible();
  });

  test('the Inspection facet finds overdue properties, sorted by Next Inspection Due, on a phone too', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'viewer', '/search');
    await expectSignedIn(page, 'viewer');
    await filters(page).getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: 'Property', exact: true }).click();
    const facet = filters(page).getByRole('combobox', { name: 'Inspection' });
    await facet.click();
    await page.getByRole('option', { name: 'Overdue', exact: true }).click();
    await page.keyboard.press('Escape');
    await filters(page).getByRole('button', { name: 'Apply' }).click();

    await expect(results(page).getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/inspection=1/);
    await results(page)
      .getByRole('button', { name: /^Next Inspection Due/ })
      .click();
    await expect(results(page).getByRole('columnheader', { name: /^Next Inspection Due/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Every cell overdue, soonest first (the previous page stays on screen until the sorted one arrives).
    const cells = results(page).getByText(/^\d{2}\/\d{2}\/\d{4} \(Overdue\)$/);
    const sortedDueDates = async () => {
      const due = (await cells.allTextContents()).map((text) => {
        const [m, d, y] = text.slice(0, 10).split('/');
        return `${y}-${m}-${d}`;
      });
      return due.length === 5 && due.every((day, i) => i === 0 || due[i - 1] <= day);
    };
    await expect.poll(sortedDueDates).toBe(true);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });
});
