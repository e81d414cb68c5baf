import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The phone width the product must fit (DESIGN §7): nothing clipped, nothing to scroll sideways. */
export const phone = { width: 390, height: 844 };

/**
 * axe-core on the page as it is now: no serious or critical violation (WCAG 2.1 A and AA). The
 * failure lists each rule with the first elements it found, so the fix is findable.
 */
export const expectAccessible = async (page: Page) => {
  // A dialog fading in is half transparent: axe would measure the contrast of a colour mid-blend. Endless
  // animations (a spinner) never finish, so only the finite ones are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect.soft(serious, `axe on ${page.url()}`).toEqual([]);
};

/**
 * What a screen opens above itself: a date field's calendar, a select's drop-down, a menu. axe reads
 * only what is in the page, so each is opened before it runs (a picker's month buttons and the
 * neighbouring month's days exist only while it is open).
 */
export type Opener = { what: string; open: (page: Page) => Promise<void> };

/** Opens a date field's calendar by clicking the field (after `reveal` opens its form), and waits for its days. */
export const datePicker = (
  field: (page: Page) => Locator,
  reveal?: (page: Page) => Promise<void>,
): Opener => ({
  what: 'date picker',
  open: async (page) => {
    await reveal?.(page);
    await field(page).click();
    await expect(page.locator('[data-dates-dropdown] table').first()).toBeVisible();
  },
});

/** Opens a select's drop-down (a combobox's list of options). */
export const selectDropDown = (field: (page: Page) => Locator): Opener => ({
  what: 'select drop-down',
  open: async (page) => {
    await field(page).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  },
});

/** Opens a menu from its button. */
export const menu = (button: (page: Page) => Locator): Opener => ({
  what: 'menu',
  open: async (page) => {
    await button(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  },
});

/** axe with each of the screen's pickers and menus open in turn, closed again (Escape) after each. */
export const expectAccessibleWhenOpen = async (page: Page, openers: readonly Opener[]) => {
  for (const opener of openers) {
    await opener.open(page);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
};

/** The page is no wider than the window: a wide table scrolls inside its own frame, not the page. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `page width at ${page.url()}`).toBeLessThanOrEqual(clientWidth);
  await expectNothingClipped(page);
};

/**
 * No control or badge is cut short: a label cut ('Vie' for 'View', 'NOT MO…' for 'Not monitored') is
 * as bad as a page that scrolls sideways.
 */
export const expectNothingClipped = async (page: Page) => {
  const clipped = await page.evaluate(() => {
    const labelled = 'button, a, [role="tab"], .mantine-Badge-root';
    return [...document.querySelectorAll<HTMLElement>(labelled)]
      .filter((el) => el.offsetParent !== null)
      .flatMap((el) => [el, ...el.querySelectorAll<HTMLElement>('span')])
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => (el.closest(labelled) as HTMLElement).innerText.trim())
      .filter((text, i, all) => text && all.indexOf(text) === i);
  });
  expect.soft(clipped, `controls cut short at ${page.url()}`).toEqual([]);
};

/** One visible level-1 heading names the screen, on a phone too, and there is one banner. */
export const expectOneHeadingAndBanner = async (page: Page) => {
  expect.soft(await page.locator('h1:visible').count(), `h1 on ${page.url()}`).toBe(1);
  expect.soft(await page.getByRole('banner').count(), `banners on ${page.url()}`).toBeLessThanOrEqual(1);
};
