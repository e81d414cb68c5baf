import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The page is no wider than the window: a wide table scrolls inside its own frame, not the page. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `page width at ${page.url()}`).toBeLessThanOrEqual(clientWidth);
  // A control whose label is cut ('Vie' for 'View') is as bad as a page that scrolls sideways.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, [role="tab"]')]
      .filter((el) => el.offsetParent !== null)
      .flatMap((el) => [el, ...el.querySelectorAll<HTMLElement>('span')])
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => (el.closest('button, a, [role="tab"]') as HTMLElement).innerText.trim())
      .filter((text, i, all) => text && all.indexOf(text) === i),
  );
  expect.soft(clipped, `controls cut short at ${page.url()}`).toEqual([]);
};

/** One visible level-1 heading names the screen, on a phone too, and there is one banner. */
export const expectOneHeadingAndBanner = async (page: Page) => {
  expect.soft(await page.locator('h1:visible').count(), `h1 on ${page.url()}`).toBe(1);
  expect.soft(await page.getByRole('banner').count(), `banners on ${page.url()}`).toBeLessThanOrEqual(1);
};
