import type { Browser } from '@playwright/test';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Deletes, as an Admin, the services a journey made, so the demo data is as the next journey expects
 * it (the advanced search journey counts the Inspection services Sam Staff leads).
 */
export const deleteServices = async (browser: Browser, baseURL: string, serviceIds: readonly number[]) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin', '/');
    await expectSignedIn(page, 'admin');
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
      return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
    });
    const headers = { Authorization: `Bearer ${token}` };
    for (const id of serviceIds) {
      const { version } = (await (await page.request.get(`/api/service/${id}`, { headers })).json()) as {
        version: number;
      };
      const answer = await page.request.delete(`/api/service/delete/${id}?version=${version}`, { headers });
      if (!answer.ok()) throw new Error(`Service ${id} was not deleted: ${await answer.text()}`);
    }
  } finally {
    await context.close();
  }
};
