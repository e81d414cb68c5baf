import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

test.describe('history', () => {
  test("a property's History card shows an edit with its fields before and after; a viewer reads it too", async ({
    page,
    browser,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // A property without notes, so the change reads 'None → …'.
    const property = await findProperty(page, (p) => p.notes === null);
    await page.goto(property.path);
    const heading = page.getByRole('heading', { name: new RegExp(`^Property ${property.id}\\b`) });
    await expect(heading).toBeVisible();
    const oldName = ((await heading.textContent()) ?? '').replace(
      new RegExp(`^Property ${property.id}:? ?`),
      '',
    );

    const details = page.getByRole('region', { name: 'Property Details' });
    await details.getByRole('button', { name: 'Edit Property Details' }).click();
    const form = details.getByRole('form', { name: 'Edit Property Details' });
    await form.getByRole('textbox', { name: 'Name' }).fill('History Check Tract');
    await form.getByRole('textbox', { name: 'Notes' }).fill('Walked the boundary with the owner.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);

    const history = page.getByRole('region', { name: 'History' });
    const toggle = history.getByRole('button', { name: 'History' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const edit = history.getByRole('article', { name: 'Property updated' }).first();
    await expect(edit).toBeVisible();
    await expect(edit.getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M by Sam Staff$/)).toBeVisible();
    await expect(edit.getByText(`Name: ${oldName || 'None'} → History Check Tract`)).toBeVisible();
    await expect(edit.getByText('Notes: None → Walked the boundary with the owner.')).toBeVisible();
    await expectAccessible(page);

    // A view-only user, in a browser of their own, reads the same history.
    const viewer = await browser.newPage();
    await signIn(viewer, 'viewer', property.path);
    await expectSignedIn(viewer, 'viewer');
    const viewersHistory = viewer.getByRole('region', { name: 'History' });
    await viewersHistory.getByRole('button', { name: 'History' }).click();
    await expect(viewersHistory.getByText(`Name: ${oldName || 'None'} → History Check Tract`)).toBeVisible();
    await viewer.close();
  });
});
