import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { username: 'admin', password: 'admin-demo-1', name: 'Avery Admin', roles: 'Admin' },
  staff: { username: 'staff', password: 'staff-demo-1', name: 'Sam Staff', roles: 'Staff' },
  viewer: { username: 'viewer', password: 'viewer-demo-1', name: 'Val Viewer', roles: 'viewonly' },
  unassigned: { username: 'unassigned', password: 'unassigned-demo-1', name: 'Una Assigned', roles: '' },
} as const;

/** Signs in through the app's own sign-in button and the built-in provider's page, as a person would. */
export const signIn = async (page: Page, who: keyof typeof demo, path = '/') => {
  const account = demo[who];
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('User name').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const expectSignedIn = async (page: Page, who: keyof typeof demo) => {
  const account = demo[who];
  await expect(page.getByText(`Signed in as ${account.roles} ${account.name}`)).toBeVisible();
};
