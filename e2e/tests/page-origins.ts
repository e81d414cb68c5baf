import type { Page } from '@playwright/test';

/**
 * The origins of every request the page itself makes (its workers included), to assert that the maps
 * need nothing from outside the app. Frames the configuration embeds (the document folder) are the
 * organisation's own services and are left out.
 */
export const recordOrigins = (page: Page) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.frame().parentFrame() !== null) return;
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
};
