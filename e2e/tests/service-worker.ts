import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker controls the page, as on a phone where the app was installed
 * and opened before: a reload or a screen's code with no network is then answered by the worker.
 */
export const waitForServiceWorker = async (page: Page) => {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};
