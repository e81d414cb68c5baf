import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOf, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Picks an option of a Mantine select by typing part of its name, as a keyboard user would. */
const choose = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The localities in the order the card shows them. */
const localityNames = (localities: Locator) =>
  localities
    .getByRole('article')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')?.replace('Locality ', '')));

test.describe('properties', () => {
  test('Staff edits the details, adds a locality, makes it primary and adds a tax parcel', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // Not its project's default property; a primary locality and one other with one tax parcel, named
    // in alphabetical order (so the order after a new primary is the same whichever rule orders the
    // rest); not yet in Fauquier County.
    const property = await findProperty(page, (p, ids) => {
      const [primary, other, ...more] = p.propertyLocalities;
      return (
        p.id !== ids[0] &&
        more.length === 0 &&
        primary?.primary === true &&
        other?.taxParcels.length === 1 &&
        primary.localityName < other.localityName &&
        !p.propertyLocalities.some((l) => l.localityName === 'Fauquier County')
      );
    });
    const get = await apiOf(page);
    const [{ id: defaultId }] =
      (await get<{ id: number }[]>(`/project/${property.projectId}/properties`)) ?? [];
    const [formerPrimary, other] = property.propertyLocalities.map((l) => l.localityName) as [string, string];
    await page.goto(`/project/${property.projectId}/properties`);
    // The list goes to the default property, the first in the spec's order.
    await expect(page).toHaveURL(new RegExp(`/project/${property.projectId}/properties/${defaultId}$`));
    await page
      .getByRole('navigation', { name: 'Properties' })
      .getByRole('link', { name: new RegExp(`^Property ${property.id}\\b`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${property.path}$`));

    const details = card(page, 'Property Details');
    await details.getByRole('button', { name: 'Edit Property Details' }).click();
    const form = details.getByRole('form', { name: 'Edit Property Details' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Martin North Tract');
    await form.getByRole('textbox', { name: 'Access Point Latitude' }).fill('37.5');
    await form.getByRole('textbox', { name: 'Target Inspection Frequency (years)' }).fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText(
        'The Access Point Latitude field must be numeric and contain between 4 and 5 decimal places.',
      ),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'Access Point Latitude' }).fill('37.5012');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(details.getByText('Martin North Tract', { exact: true })).toBeVisible();
    await expect(details.getByText('37.5012')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Property ${property.id}: Martin North Tract` }),
    ).toBeVisible();

    const localities = card(page, 'Localities and Tax Parcels');
    await localities.getByRole('button', { name: 'Add Locality' }).click();
    const add = localities.getByRole('form', { name: 'Add Locality' });
    await choose(page, add.getByRole('combobox', { name: 'Locality' }), 'Fauquier County');
    await add.getByRole('textbox', { name: 'Parcel ID, row 1' }).fill('E2E-100-A');
    await add.getByRole('textbox', { name: 'Acres, row 1' }).fill('12.3456');
    // A second row left empty is dropped on save.
    await add.getByRole('button', { name: '+ Add Parcel' }).click();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
    const fauquier = localities.getByRole('article', { name: 'Locality Fauquier County' });
    await expect(fauquier.getByRole('row', { name: 'E2E-100-A 12.3456' })).toBeVisible();
    await expect(fauquier.getByRole('row')).toHaveCount(2);

    await fauquier.getByRole('button', { name: 'Make Primary: Fauquier County' }).click();
    await expect(localities.getByRole('article').first()).toHaveAccessibleName('Locality Fauquier County');
    await expect(fauquier.getByText('Primary', { exact: true })).toBeVisible();
    // The primary locality cannot be deleted; the former primary now can.
    await expect(fauquier.getByRole('button', { name: 'Delete Fauquier County' })).toHaveCount(0);
    await expect(localities.getByRole('button', { name: `Delete ${formerPrimary}` })).toBeVisible();
    expect(await localityNames(localities)).toEqual(['Fauquier County', formerPrimary, other]);

    const bland = localities.getByRole('article', { name: `Locality ${other}` });
    await bland.getByRole('button', { name: `Edit Tax Parcels of ${other}` }).click();
    const parcels = localities.getByRole('form', { name: `Edit Tax Parcels of ${other}` });
    await parcels.getByRole('button', { name: '+ Add Parcel' }).click();
    await parcels.getByRole('textbox', { name: 'Parcel ID, row 2' }).fill('E2E-200-B');
    await parcels.getByRole('textbox', { name: 'Acres, row 2' }).fill('3.25');
    await parcels.getByRole('button', { name: 'Save' }).click();
    await expect(parcels).toHaveCount(0);
    await expect(bland.getByRole('row', { name: 'E2E-200-B 3.25' })).toBeVisible();
  });

  test('Staff adds a feature, moves it to another property and finds it in that property’s Excel file', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // A property with no dwelling units built yet, and another property of its project to move to.
    const get = await apiOf(page);
    const source = await findProperty(
      page,
      async ({ id }, ids) =>
        ids.length >= 2 &&
        ((await get<{ dwellingUnits: number }[]>(`/property/${id}/builtEnvironmentFeatures`)) ?? []).every(
          (f) => f.dwellingUnits === 0,
        ),
    );
    const destinationId = ((await get<{ id: number }[]>(`/project/${source.projectId}/properties`)) ?? [])
      .map((p) => p.id)
      .find((id) => id !== source.id);
    await page.goto(source.path);
    const features = card(page, 'Built Environment Features');
    await features.getByRole('button', { name: 'Add Feature' }).click();
    const add = features.getByRole('form', { name: 'Add Built Environment Feature' });
    await add.getByRole('textbox', { name: 'Description' }).fill('E2E Guest Cottage');
    await add.getByRole('textbox', { name: 'Dwelling Units' }).fill('1');
    await add.getByRole('textbox', { name: 'Finished Area' }).fill('950');
    await add.getByRole('textbox', { name: 'Impervious Area' }).fill('1200');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
    const cottage = features.getByRole('article', { name: 'Feature E2E Guest Cottage' });
    await expect(cottage.getByText('Finished Area: 950')).toBeVisible();
    const rights = features.getByRole('table', { name: 'Development Rights' });
    await expect(rights.getByRole('row', { name: /^Dwelling Units \S+ 1 / })).toBeVisible();

    await cottage.getByRole('button', { name: 'Move E2E Guest Cottage' }).click();
    const move = features.getByRole('form', { name: 'Move E2E Guest Cottage' });
    await move.getByRole('textbox', { name: 'Destination Property ID' }).fill(String(source.id));
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(
      move.getByText(
        'The Built Environment Feature is already on this Property. Enter a different Property ID.',
      ),
    ).toBeVisible();
    await move.getByRole('textbox', { name: 'Destination Property ID' }).fill(String(destinationId));
    await move.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Built Environment Feature' });
    await expect(dialog).toContainText(`Move 'E2E Guest Cottage' to Property ${destinationId}`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`'E2E Guest Cottage' was moved to Property ${destinationId}.`)).toBeVisible();
    await expect(cottage).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Properties' })
      .getByRole('link', { name: `Property ${destinationId}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/project/${source.projectId}/properties/${destinationId}$`));
    const moved = card(page, 'Built Environment Features').getByRole('article', {
      name: 'Feature E2E Guest Cottage',
    });
    await expect(moved).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card(page, 'Built Environment Features').getByRole('button', { name: 'Export Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const texts: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => texts.push(String(cell.text)))),
    );
    expect(texts).toContain('E2E Guest Cottage');
  });

  test('Staff adds a contact with a role, sees the property on the contact page, and removes it', async ({
    page,
  }) => {
    const contact = { crmId: '4110.0.1000081', name: 'Lisa Coleman' };
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    const get = await apiOf(page);
    const property = await findProperty(
      page,
      async ({ id }) =>
        !((await get<{ crmId: string }[]>(`/property/${id}/contacts`)) ?? []).some(
          (c) => c.crmId === contact.crmId,
        ),
    );
    await page.goto(property.path);
    const contacts = card(page, 'Contacts');
    await contacts.getByRole('button', { name: 'Add Contact' }).click();
    const search = page.getByRole('dialog', { name: 'Search Contacts' });
    await search.getByRole('textbox', { name: 'Name' }).fill('Coleman');
    await search.getByRole('checkbox', { name: new RegExp(contact.name) }).click();
    await search.getByRole('button', { name: 'Use Selected Contact' }).click();

    const form = contacts.getByRole('form', { name: 'Add Contact' });
    await form.getByRole('combobox', { name: /Role\(s\)/ }).click();
    await page.getByRole('option', { name: 'Forester' }).click();
    // The role list stays open for more choices; Escape closes it, as a keyboard user would.
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(contacts.getByText(contact.name, { exact: true })).toBeVisible();

    await contacts.getByRole('link', { name: `View ${contact.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/${contact.crmId.replaceAll('.', '\\.')}$`));
    const properties = card(page, 'Properties');
    const view = properties.getByRole('link', { name: `View Property ${property.id}` });
    await expect(view).toHaveAttribute('href', property.path);
    await view.click();

    await expect(page).toHaveURL(new RegExp(`${property.path}$`));
    await card(page, 'Contacts')
      .getByRole('button', { name: `Remove ${contact.name}` })
      .click();
    const prompt = page.getByRole('dialog', { name: 'Remove Contact' });
    await expect(
      prompt.getByText(
        /^Removing Contacts in .+ does not delete Contacts in eTapestry\. Are you sure you want to remove this Contact from this .+ record\?$/,
      ),
    ).toBeVisible();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(card(page, 'Contacts').getByText(contact.name, { exact: true })).toHaveCount(0);
  });

  test('a view-only user sees no Edit, Add or Delete control on a property', async ({ page }) => {
    await signIn(page, 'viewer');
    await expectSignedIn(page, 'viewer');
    await page.goto((await findProperty(page, (p) => p.propertyLocalities.length > 0)).path);
    await expect(card(page, 'Property Details').getByText('Property ID', { exact: true })).toBeVisible();
    await expect(card(page, 'Localities and Tax Parcels').getByRole('article').first()).toBeVisible();
    // The contacts have loaded: their roles, or the empty text.
    await expect(
      card(page, 'Contacts')
        .getByText(/^Role\(s\):|^No Contacts/)
        .first(),
    ).toBeVisible();
    await expect(
      card(page, 'Built Environment Features').getByRole('button', { name: 'Export Excel' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Edit|Add|Delete|Move|Make Primary|Update Box Folder|Remove/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Add/ })).toHaveCount(0);
  });

  test('an Admin is refused deleting a current property with the spec’s message', async ({ page }) => {
    await signIn(page, 'admin');
    await expectSignedIn(page, 'admin');
    // A current property (status 1) that is not its project's last (a refusal of its own).
    const current = await findProperty(page, (p, ids) => p.statusId === 1 && ids.length >= 2);
    await page.goto(current.path);
    const details = card(page, 'Property Details');
    await details.getByRole('button', { name: `Delete Property ${current.id}` }).click();
    await expect(details.getByRole('alert')).toHaveText(
      'Property status must be set to inactive before it is deleted.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Property Details').getByText('Property ID', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${current.path}$`));
  });
});
