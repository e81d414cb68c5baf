import { expect, test } from '@playwright/test';
import { demo, expectSignedIn, signIn } from './sign-in';

test.describe('sign-in and the application shell', () => {
  for (const who of ['admin', 'staff', 'viewer'] as const) {
    test(`${who} signs in through the built-in provider and sees who is signed in`, async ({ page }) => {
      await signIn(page, who);
      await expectSignedIn(page, who);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Advanced Search' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Sign Out' }).or(page.getByRole('link', { name: 'Sign Out' })),
      ).toBeVisible();
    });
  }

  test('the account not assigned to the application lands on the not-authorized page', async ({ page }) => {
    await signIn(page, 'unassigned');
    await expect(page).toHaveURL(/\/notauthorized$/);
    await expect(
      page.getByText(
        'You are not authorized to access the product. Please contact your IT administrator if you believe you should have access.',
      ),
    ).toBeVisible();
  });

  test('a wrong password is refused on the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('User name').fill(demo.staff.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
  });

  test('a view-only user opening a create route lands on the view-only page', async ({ page }) => {
    await signIn(page, 'viewer', '/project/new');
    await expect(page).toHaveURL(/\/viewonly$/);
    await expect(
      page.getByText(
        'You are not authorized to edit or add data to the product. Please contact your IT administrator if you believe you should have access to this functionality.',
      ),
    ).toBeVisible();
  });

  test('a sign-out link from elsewhere asks first, and declining keeps the user signed in', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // What a link on another site would open: no ID token of the user's, so the provider must ask.
    await page.goto('/oidc/session/end?client_id=records-web');
    await expect(page.getByRole('heading', { name: 'Sign out of Conservation Records?' })).toBeVisible();
    await page.goto('/');
    await expectSignedIn(page, 'staff');
  });

  test('the signed-in session survives a reload and Sign Out lands on the signed-out page', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    await page.reload();
    await expectSignedIn(page, 'staff');
    await page
      .getByRole('button', { name: 'Sign Out' })
      .or(page.getByRole('link', { name: 'Sign Out' }))
      .click();
    await expect(page).toHaveURL(/\/signedout$/);
    await expect(page.getByText('Not signed in')).toBeVisible();
  });
});
