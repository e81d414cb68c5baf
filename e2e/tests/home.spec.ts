import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

const quickNavigation = (page: Page) => page.getByRole('region', { name: 'Quick Navigation' });

test.describe('home', () => {
  test('Staff goes to a project by id, finds a property by name and opens a tile list', async ({ page }) => {
    // The name to look for: a named property's, as its page shows it.
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    const property = await findProperty(page, (p) => Boolean(p.name));
    await page.goto(property.path);
    const heading = page.getByRole('heading', { name: new RegExp(`^Property ${property.id}: `) });
    await expect(heading).toBeVisible();
    const propertyName = ((await heading.textContent()) ?? '').replace(`Property ${property.id}: `, '');

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const navigation = quickNavigation(page);
    const projectId = navigation.getByRole('textbox', { name: 'Project ID' });
    await projectId.fill('99999');
    await navigation.getByRole('button', { name: 'Go' }).click();
    await expect(navigation.getByText('Project not found.')).toBeVisible();
    await projectId.fill(String(property.projectId));
    await navigation.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${property.projectId}$`));

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await navigation.getByRole('combobox', { name: 'Search By' }).selectOption('Property Name');
    await navigation.getByRole('textbox', { name: 'Property Name' }).fill(propertyName);
    await navigation.getByRole('button', { name: 'Search' }).click();
    await navigation.getByRole('link', { name: `Property ${property.id}: ${propertyName}` }).click();
    await expect(page).toHaveURL(new RegExp(`${property.path}$`));

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const tile = page.getByRole('button', { name: /My Pending Instruments/ });
    await expect(tile).toHaveText(/^\d+My Pending Instruments$/);
    await tile.click();
    const list = page.getByRole('region', { name: 'My Pending Instruments' });
    const view = list.getByRole('link', { name: /^View Instrument \d+$/ }).first();
    await expect(view).toBeVisible();
    const count = Number(/^\d+/.exec((await tile.textContent()) ?? '')?.[0]);
    await expect(list.getByRole('link', { name: /^View Instrument/ })).toHaveCount(Math.min(count, 100));
    await expectAccessible(page);
    await tile.click();
    await expect(list).toBeHidden();
  });

  test('a view-only user sees no Quick Actions', async ({ page }) => {
    await signIn(page, 'viewer');
    await expectSignedIn(page, 'viewer');
    await expect(page.getByRole('heading', { name: 'Quick Lookup' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create New Project' })).toHaveCount(0);

    // Quick Lookup leads to a contact's page.
    await page.getByRole('button', { name: 'Search Contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coleman');
    await dialog.getByRole('checkbox').first().click();
    await dialog.getByRole('button', { name: 'Use Selected Contact' }).click();
    await expect(page).toHaveURL(/\/contact\/[\d.]+$/);
  });

  test('an admin may manage instrument tags from Quick Actions', async ({ page }) => {
    await signIn(page, 'admin');
    await expectSignedIn(page, 'admin');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Create New Project' })).toBeVisible();
    await actions.getByRole('link', { name: 'Manage Instrument Tags' }).click();
    await expect(page).toHaveURL(/\/instrumentTags$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });
    test('the tiles are radio buttons and Quick Actions are left out', async ({ page }) => {
      await signIn(page, 'staff');
      await expectSignedIn(page, 'staff');
      await expect(page.getByRole('heading', { name: 'Quick Navigation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create New Project' })).toBeHidden();
      await page.getByRole('radio', { name: /My Open Services/ }).check();
      const list = page.getByRole('region', { name: 'My Open Services' });
      await expect(list.getByRole('link', { name: /^View Service \d+$/ }).first()).toBeVisible();
    });
  });
});
