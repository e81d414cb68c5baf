import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type DemoProperty, findInstrument, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/** From the demo seed: a landowner in the CRM copy. */
const landowner = 'Harrison and Thomas Coleman';
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A current property (status 1): a new instrument may cover it. */
const currentProperty = (page: Page) => findProperty(page, (p) => p.statusId === 1);

/** New Instrument on the property's project covering it, as the signed-in user; answers its id. */
const createInstrument = async (page: Page, property: DemoProperty) => {
  await page.goto(`/project/${property.projectId}/instruments/new`);
  await expect(page.getByRole('heading', { name: 'New Instrument' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Primary Contact is required.')).toBeVisible();
  await expect(page.getByText('At least one Associated Property is required.')).toBeVisible();

  await page.getByRole('checkbox', { name: new RegExp(`^Property ${property.id}\\b`) }).check();
  await page.getByRole('combobox', { name: 'Agreement Type' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Search Contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Coleman');
  await dialog.getByRole('checkbox', { name: new RegExp(landowner) }).click();
  await dialog.getByRole('button', { name: 'Use Selected Contact' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Created by the browser journey.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${property.projectId}/instruments/\\d+$`));
  await expect(card(page, 'Instrument Details').getByText('Pending', { exact: true })).toBeVisible();
  return Number(page.url().split('/').pop());
};

const openDetailsForm = async (page: Page) => {
  const details = card(page, 'Instrument Details');
  await details.getByRole('button', { name: 'Edit Instrument Details' }).click();
  return details.getByRole('form', { name: 'Edit Instrument Details' });
};

const chooseStatus = async (page: Page, form: ReturnType<Page['getByRole']>, status: string) => {
  await form.getByRole('combobox', { name: 'Instrument Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
};

test.describe('instruments', () => {
  test('Staff creates an instrument and executes it: refused without the Executed event, saved with it', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expectSignedIn(page, 'staff');
    // Its primary locality is not Wise County, the one every New Instrument once got.
    const property = await findProperty(
      page,
      (p) =>
        p.statusId === 1 && p.propertyLocalities.some((l) => l.primary && l.localityName !== 'Wise County'),
    );
    await page.goto(`/project/${property.projectId}/instruments`);
    await expect(page).toHaveURL(new RegExp(`/project/${property.projectId}/instruments/\\d+$`));
    const id = await createInstrument(page, property);
    // Its locality is its property's primary locality (every New Instrument was once Wise County).
    await page.goto(property.path);
    const primary = page.getByRole('article').filter({ has: page.getByText('Primary', { exact: true }) });
    const locality = ((await primary.getAttribute('aria-label')) ?? '').replace(/^Locality /, '');
    expect(locality).not.toBe('Wise County');
    await page.goto(`/project/${property.projectId}/instruments/${id}`);
    await expect(card(page, 'Instrument Details').getByText(locality, { exact: true })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Instruments' });
    await expect(sidebar.getByRole('link', { name: `Instrument ${id}` })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const form = await openDetailsForm(page);
    await chooseStatus(page, form, 'Active');
    const eventDate = form.getByRole('textbox', { name: 'Event Date' });
    await expect(eventDate).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The Date field is required.')).toBeVisible();
    await expect(card(page, 'Instrument Details').getByText('Pending', { exact: true })).toHaveCount(0);

    await eventDate.fill('03/15/2024');
    await form.getByRole('textbox', { name: 'Event Notes' }).fill('Signed at the courthouse.');
    await form.getByRole('textbox', { name: 'Deed Book/Page' }).fill('1234567/1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('The Deed Book/Page field must be up to 6 digits, a slash, and up to 6 digits.'),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'Deed Book/Page' }).fill('1234/56');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);

    const details = card(page, 'Instrument Details');
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(details.getByText('03/15/2024')).toBeVisible();
    await expect(details.getByText('1234/56')).toBeVisible();
    // The events were refetched: the Executed event is listed, and the sidebar title has its year.
    await expect(card(page, 'Events').getByText('Signed at the courthouse.')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: `Instrument ${id} - 2024` })).toBeVisible();
  });

  test('an Admin deletes an inactive instrument after seeing why a pending one cannot go', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expectSignedIn(page, 'admin');
    const property = await currentProperty(page);
    const id = await createInstrument(page, property);
    const details = card(page, 'Instrument Details');
    await details.getByRole('button', { name: `Delete Instrument ${id}` }).click();
    await expect(details.getByRole('alert')).toHaveText(
      'Instrument status must be set to inactive before it is deleted.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const form = await openDetailsForm(page);
    await chooseStatus(page, form, 'Inactive');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);

    await details.getByRole('button', { name: `Delete Instrument ${id}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Instrument' });
    await expect(confirm).toContainText('Partnership Grants, Reviews, Contacts and Events are deleted too.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Folders in Box must be deleted manually.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${property.projectId}/instruments/\\d+$`));
    await expect(
      page
        .getByRole('navigation', { name: 'Instruments' })
        .getByRole('link', { name: new RegExp(`^Instrument ${id}\\b`) }),
    ).toHaveCount(0);
  });

  test('an Admin adds, renames and deletes an instrument tag', async ({ page }) => {
    await signIn(page, 'admin', '/instrumentTags');
    await expectSignedIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Instrument Tags' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Instrument Tags' });
    await expect(table.getByRole('row', { name: /Important/ }).getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await table.getByRole('textbox', { name: 'New Tag Name' }).fill('Important');
    await table.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This tag name already exists. Please enter a unique tag.')).toBeVisible();
    await table.getByRole('textbox', { name: 'New Tag Name' }).fill('E2E Boundary Dispute');
    await table.getByRole('button', { name: 'Save' }).click();
    const row = table.getByRole('row', { name: /E2E Boundary Dispute/ });
    await expect(row).toContainText('0');

    await row.getByRole('button', { name: 'Edit E2E Boundary Dispute' }).click();
    await table.getByRole('textbox', { name: 'Tag Name' }).fill('');
    await table.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tag name must be at least one character long.')).toBeVisible();
    await table.getByRole('textbox', { name: 'Tag Name' }).fill('E2E Boundary Question');
    await table.getByRole('button', { name: 'Save' }).click();
    const renamed = table.getByRole('row', { name: /E2E Boundary Question/ });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete E2E Boundary Question' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Instrument Tag' });
    await expect(confirm).toContainText(
      'Deleting a tag removes it from all Instruments that currently use it. Are you sure you want to delete this tag?',
    );
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(renamed).toHaveCount(0);
  });

  test('a view-only user sees no controls, and downloads the summary workbook with the instrument data', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'viewer');
    await expectSignedIn(page, 'viewer');
    const instrument = await findInstrument(page, (i) => i.associatedProperties.length > 0);
    await page.goto(instrument.path);
    const details = card(page, 'Instrument Details');
    await expect(details.getByText('Instrument ID')).toBeVisible();
    for (const name of [/^Edit/, /^Delete/, /Add/, /Remove/, /Update Box Folder/])
      await expect(page.getByRole('main').getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /Add/ })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Instrument Summary Output' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Instrument-${instrument.id}-SummaryOutput.xlsx`);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const detailsSheet = workbook.getWorksheet('Details');
    expect(detailsSheet?.getCell('A1').text).toBe('Instrument Summary Output');
    const rows: string[][] = [];
    detailsSheet?.eachRow((row) => rows.push([row.getCell(1).text, row.getCell(2).text]));
    expect(rows).toContainEqual(['Instrument ID', String(instrument.id)]);
    const number = await details
      .getByText('Instrument Number')
      .locator('xpath=following-sibling::*[1]')
      .innerText();
    expect(rows).toContainEqual(['Instrument Number', number]);
    expect(workbook.getWorksheet('Associated Properties')?.getCell('A2').text).toMatch(/^\d+$/);
  });
});
