import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { someProjects } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * The demo data (the same on every fresh database) has 9 Inspection services led by Sam Staff, and
 * 56 contacts who own a property (Anthony and Robert Carrington, among the first five by name, and one
 * more further down have left the CRM).
 */
const filters = (page: Page) => page.getByRole('region', { name: 'Search Filters' });
const results = (page: Page) => page.getByRole('region', { name: /Search Results$/ });

/** Picks an option of a Mantine select by typing part of its name, as a keyboard user would. */
const choose = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
};

const searchBy = async (page: Page, type: string) => {
  await filters(page).getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
};

/** The first cell of each body row (the id column of every type but Contact). */
const firstColumn = (page: Page) =>
  results(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[0]?.textContent ?? ''));

test.describe('advanced search', () => {
  test('Staff searches services by category and staff lead, pages, sorts, reloads and exports', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'staff', '/search');
    await expectSignedIn(page, 'staff');
    await expect(page.getByText('Choose filters and apply to view search results')).toBeVisible();

    await searchBy(page, 'Service');
    await choose(page, filters(page).getByRole('combobox', { name: 'Service Category' }), 'Inspection');
    await choose(page, filters(page).getByRole('combobox', { name: 'Staff Lead' }), 'Sam Staff');
    await filters(page).getByRole('button', { name: 'Apply' }).click();

    await expect(results(page).getByRole('heading', { name: 'Service Search Results' })).toBeVisible();
    await expect(results(page).getByText('Showing 1-5 of 9')).toBeVisible();
    const newestFirst = await firstColumn(page);
    expect(newestFirst.map(Number)).toEqual([...newestFirst.map(Number)].sort((a, b) => b - a));

    // Ten a page: all nine on one page, then sorted by ID ascending.
    await results(page).getByRole('combobox', { name: 'Items per Page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(results(page).getByText('Showing 1-9 of 9')).toBeVisible();
    await results(page).getByRole('button', { name: /^ID/ }).click();
    await expect(results(page).getByRole('columnheader', { name: /^ID/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The previous page stays on screen until the sorted one arrives.
    await expect
      .poll(async () => {
        const ids = (await firstColumn(page)).map(Number);
        return ids.length === 9 && ids.every((id, i) => i === 0 || ids[i - 1] < id);
      })
      .toBe(true);
    const ascending = (await firstColumn(page)).map(Number);
    await expect(page).toHaveURL(/pageSize=10/);

    // The address holds the search: a reload shows the same page and the same filters.
    await page.reload();
    await expect(results(page).getByText('Showing 1-9 of 9')).toBeVisible();
    expect((await firstColumn(page)).map(Number)).toEqual(ascending);
    await expect(filters(page).getByText('Sam Staff')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await results(page).getByRole('button', { name: 'Export Results' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('ServiceSearchResults.xlsx');
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'ID',
      'Property ID',
      'Category',
      'Component(s)',
      'Agreement Type',
      'Status',
      'Staff Lead',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(ascending);
    for (const row of rows.slice(1)) {
      expect(row[2]).toBe('Inspection');
      expect(row[6]).toBe('Sam Staff');
    }
  });

  test('Staff finds the owners of properties and sends the list to eTapestry as a journal entry', async ({
    page,
  }) => {
    await signIn(page, 'staff', '/search?entityType=Contact');
    await expectSignedIn(page, 'staff');
    await choose(page, filters(page).getByRole('combobox', { name: 'Property Role' }), 'Owner');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(results(page).getByText('Showing 1-5 of 56')).toBeVisible();
    await expect(
      results(page)
        .getByText(/^Property \d+ - Owner$/)
        .first(),
    ).toBeVisible();

    // Every contact found starts ticked, on every page; the one who has left eTapestry is left out.
    await expect(results(page).getByRole('checkbox', { checked: true })).toHaveCount(5);
    await results(page).getByRole('checkbox', { name: 'Select Anthony and Robert Carrington' }).uncheck();
    await results(page).getByRole('button', { name: 'Send List to eTapestry' }).click();
    const modal = page.getByRole('dialog', { name: 'Send List to eTapestry' });
    await expect(modal.getByText('the 55 selected Contacts')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Journal Name' }).fill('Owner mailing');
    await modal.getByRole('button', { name: 'Send' }).click();
    // One more owner, on a later page, has also left eTapestry: the CRM refuses that one alone.
    await expect(
      modal.getByText('eTapestry took the journal entry for 54 of 55 Contacts. These failed:'),
    ).toBeVisible();
    await expect(modal.getByText('was not found in eTapestry.')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
  });

  test('bad filters show the spec’s messages; a new type starts afresh; Apply with nothing asks nothing', async ({
    page,
  }) => {
    await signIn(page, 'viewer', '/search?entityType=Property');
    await expectSignedIn(page, 'viewer');
    const ids = filters(page).getByRole('combobox', { name: 'Property ID' });
    await ids.fill('12a');
    await ids.press('Enter');
    await filters(page).getByRole('textbox', { name: 'Minimum Acres' }).fill('1.12345');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(
      filters(page).getByText('The Property ID field may only contain numeric characters.'),
    ).toBeVisible();
    await expect(
      filters(page).getByText(
        'The Minimum Acres field must be numeric and may contain up to 4 decimal places.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Choose filters and apply to view search results')).toBeVisible();

    await filters(page).getByRole('button', { name: 'Clear' }).click();
    await filters(page).getByRole('textbox', { name: 'Minimum Acres' }).fill('100000');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No records meet the criteria specified in your search')).toBeVisible();

    // The event dates wait for an event type; a new type clears the filters and the results.
    await searchBy(page, 'Instrument');
    await expect(page.getByText('Choose filters and apply to view search results')).toBeVisible();
    await expect(filters(page).getByRole('textbox', { name: 'Event Date After' })).toBeDisabled();
    await choose(page, filters(page).getByRole('combobox', { name: 'Has Event Type' }), 'Executed');
    await expect(filters(page).getByRole('textbox', { name: 'Event Date After' })).toBeEnabled();
    await expect(filters(page).getByRole('button', { name: /Choose Contacts \(Contact Is\)/ })).toBeEnabled();
    await expect(filters(page).getByRole('combobox', { name: 'With Role(s)' })).toBeDisabled();

    let searched = false;
    page.on('request', (request) => {
      if (request.url().includes('/search?')) searched = true;
    });
    await filters(page).getByRole('button', { name: 'Clear' }).click();
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Choose filters and apply to view search results')).toBeVisible();
    expect(searched).toBe(false);
  });

  test('Project Search lists the ids given and exports their records as a zip of workbooks', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'viewer');
    await expectSignedIn(page, 'viewer');
    const [first, second] = await someProjects(page, 2);
    // An id given twice is listed once; the results come by id, newest first.
    await page.goto(`/projectSearch?ids=${first},${second}&ids=${first}`);
    await expect(results(page).getByRole('heading', { name: 'Project Search Results' })).toBeVisible();
    await expect.poll(async () => (await firstColumn(page)).map(Number)).toEqual([second, first]);

    const downloading = page.waitForEvent('download');
    await results(page).getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('ProjectSearchResults.zip');
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const zip = await JSZip.loadAsync(await readFile(file));
    expect(Object.keys(zip.files).sort()).toEqual([
      'Contacts.xlsx',
      'Instruments.xlsx',
      'Projects.xlsx',
      'Properties.xlsx',
      'Services.xlsx',
    ]);
    const projects = new ExcelJS.Workbook();
    await projects.xlsx.load(
      (await zip.file('Projects.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer,
    );
    const ids: unknown[] = [];
    projects.worksheets[0].eachRow((row, index) => index > 1 && ids.push(row.getCell(1).value));
    expect(ids.map(Number).sort((a, b) => a - b)).toEqual([first, second]);
  });
});
