import { expect, test } from '@playwright/test';
import { firstProject } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/** From the demo seed: a landowner in the CRM copy. */
const landowner = 'Harrison and Thomas Coleman';

test.describe('projects', () => {
  test('an Admin creates a project with its first instrument and property and lands on its summary', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/project/new');
    await expectSignedIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Create New Project' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Project Name' }).fill('Cedar Run Preserve');
    await page.getByRole('textbox', { name: 'Description' }).fill('Riparian forest along Cedar Run.');

    await page.getByRole('combobox', { name: 'Agreement Type' }).click();
    await page.getByRole('option', { name: 'Conservation Easement', exact: true }).click();
    await page.getByRole('button', { name: 'Search Contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coleman');
    await dialog.getByRole('checkbox', { name: new RegExp(landowner) }).click();
    await dialog.getByRole('button', { name: 'Use Selected Contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'First Instrument' }).getByText(landowner)).toBeVisible();

    await page.getByRole('textbox', { name: 'Property Name' }).fill('Cedar Run Home Tract');
    const primaryLocality = page.getByRole('combobox', { name: 'Primary Locality' });
    await primaryLocality.fill('Albemarle');
    await page.getByRole('option', { name: 'Albemarle County', exact: true }).click();

    await page.getByRole('button', { name: 'Save Project' }).click();

    await expect(page).toHaveURL(/\/project\/\d+$/);
    const projectId = /\/project\/(\d+)$/.exec(page.url())?.[1];
    await expect(
      page.getByRole('heading', { name: `Project ${projectId}:Cedar Run Preserve` }),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Project Details' });
    await expect(details.getByText('Cedar Run Preserve', { exact: true })).toBeVisible();
    await expect(details.getByText('Albemarle County', { exact: true })).toBeVisible();
    await expect(details.getByText('Riparian forest along Cedar Run.')).toBeVisible();
    await expect(details.getByText('Active', { exact: true })).toBeVisible();

    // The first property and instrument are there too.
    await page.getByRole('tab', { name: 'Properties' }).click();
    await expect(page.getByText('Cedar Run Home Tract').first()).toBeVisible();
  });

  test('a chosen photo shows in the preview before it is saved', async ({ page }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    await page.goto(`/project/${await firstProject(page)}/edit`);
    // A 1×1 PNG: what a user picks from the computer.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'tract.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'The chosen photo' });
    await expect(preview).toBeVisible();
    // The content security policy once blocked the preview: a blocked image has no size.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});
