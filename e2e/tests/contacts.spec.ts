import { expect, type Page, test } from '@playwright/test';
import { expectSignedIn, signIn } from './sign-in';

/** From the demo seed: the organisation's own account, and a landowner on instruments, properties and services. */
const organisation = { crmId: '4110.0.1000000', name: 'Virginia Outdoors Foundation' };
const landowner = { crmId: '4110.0.1000044', name: 'Harrison and Thomas Coleman' };

const openContactSearch = async (page: Page) => {
  await page.getByRole('button', { name: 'New Contact Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
  await expect(
    dialog.getByText(/Last synced with eTapestry at \d\d:\d\d [AP]M, \d\d\/\d\d\/\d{4}/),
  ).toBeVisible();
  return dialog;
};

test.describe('contacts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'staff', `/contact/${organisation.crmId}`);
    await expectSignedIn(page, 'staff');
    await expect(page.getByRole('heading', { name: organisation.name })).toBeVisible();
  });

  test('New Contact Search opens the chosen contact with its instruments, properties and services', async ({
    page,
  }) => {
    const dialog = await openContactSearch(page);
    const useSelected = dialog.getByRole('button', { name: 'Use Selected Contact' });
    await expect(useSelected).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Coleman');
    await dialog.getByRole('checkbox', { name: new RegExp(landowner.name) }).click();
    await useSelected.click();

    await expect(page).toHaveURL(new RegExp(`/contact/${landowner.crmId.replaceAll('.', '\\.')}$`));
    await expect(page.getByRole('heading', { name: landowner.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contact Information' }).getByText(landowner.name),
    ).toBeVisible();
    for (const [card, entity, path] of [
      ['Instruments', 'Instrument', 'instruments'],
      ['Properties', 'Property', 'properties'],
      ['Services', 'Service', 'services'],
    ] as const) {
      const region = page.getByRole('region', { name: card });
      const view = region.getByRole('link', { name: new RegExp(`^View ${entity} \\d+$`) }).first();
      await expect(view).toHaveAttribute('href', new RegExp(`^/project/\\d+/${path}/\\d+$`));
      await expect(region.getByText(/^Project \d+: ./).first()).toBeVisible();
      await expect(region.getByText(`This Contact is not associated to any ${card}`)).toHaveCount(0);
    }
  });

  test('Resync right after a sync is refused with a message, and the time stays', async ({ page }) => {
    const dialog = await openContactSearch(page);
    const time = dialog.locator('time');
    // Opening the search synced (a fresh database has no recent sync), so a forced one must wait.
    await expect(time).toHaveAttribute('datetime', /\d{4}-/);
    const before = await time.getAttribute('datetime');
    await dialog.getByRole('button', { name: 'Resync' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The contacts were synced less than a minute ago. Please wait a minute before syncing again.',
    );
    await expect(dialog.getByRole('button', { name: 'Resync' })).toBeVisible();
    await expect(time).toHaveAttribute('datetime', before ?? '');
  });
});
