import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, expectNothingClipped, phone } from './accessibility';
import { deleteServices } from './leave-demo-as-found';
import { expectSignedIn, signIn } from './sign-in';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const thisYear = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date()),
);
const today = () => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('month')}/${part('day')}/${part('year')}`;
};

/** Picks an option of a Mantine select by typing part of its name, as a keyboard user would. */
const choose = async (page: Page, select: Locator, option: string | RegExp) => {
  await select.click();
  if (typeof option === 'string' && (await select.isEditable())) await select.fill(option);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
};

type Row = {
  instrumentId: number;
  projectId: number;
  properties: { id: number }[];
  cells: { state: string }[];
};

/**
 * An easement not yet monitored this year with a current property of its own project, and the ledger
 * page (sorted by instrument, 25 a page as the page shows) it is on: looked up through the API.
 */
const unmonitoredEasement = async (page: Page) => {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
    }
    return '';
  });
  const get = async <T>(path: string) =>
    (await (
      await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as T;
  for (let ledgerPage = 1; ledgerPage <= 40; ledgerPage++) {
    const { items } = await get<{ items: Row[] }>(
      `/stewardship/ledger?sort=instrument&pageSize=25&page=${ledgerPage}`,
    );
    for (const row of items) {
      if (row.cells.at(-1)?.state !== 'notMonitored') continue;
      const current = await get<{ id: number }[]>(`/project/${row.projectId}/currentproperties`);
      const property = row.properties.find((p) => current.some((c) => c.id === p.id));
      if (property) return { ...row, propertyId: property.id, ledgerPage };
    }
  }
  throw new Error('No easement of the demo data is unmonitored this year with a current property');
};

/** The row of instrument `id` in the ledger, and its cell of this year (the last column). */
const cellOf = (page: Page, instrumentId: number) =>
  page
    .getByRole('table', { name: 'Accreditation Ledger' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Instrument ${instrumentId}`, exact: true }) })
    .getByRole('cell')
    .last();

test.describe('accreditation ledger', () => {
  test('Staff records an inspection, the cell turns Incomplete; marking the report completed turns it Monitored', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'staff', '/');
    await expectSignedIn(page, 'staff');
    await page.getByRole('link', { name: /^Accreditation Ledger:/ }).click();
    await expect(page).toHaveURL(/\/stewardship\/ledger$/);
    await expect(page.getByRole('heading', { name: 'Accreditation Ledger', level: 2 })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^\\s*${thisYear}:\\s+[\\d,]+ of [\\d,]+ easements monitored$`)),
    ).toBeVisible();

    const easement = await unmonitoredEasement(page);
    const ledgerUrl = `/stewardship/ledger?sort=instrument${easement.ledgerPage > 1 ? `&page=${easement.ledgerPage}` : ''}`;
    await page.goto(ledgerUrl);
    await expect(cellOf(page, easement.instrumentId)).toContainText('Not monitored');
    await expectAccessible(page);

    // A new inspection on the easement's property, with one observation and its Inspection event today.
    await page.goto(`/project/${easement.projectId}/services/new`);
    const form = page.getByRole('form', { name: 'New Service' });
    await choose(
      page,
      form.getByRole('combobox', { name: 'Property' }),
      new RegExp(`^Property ${easement.propertyId} `),
    );
    await choose(page, form.getByRole('combobox', { name: 'Category' }), 'Inspection');
    await choose(page, form.getByRole('combobox', { name: 'Components' }), 'Annual Monitoring Visit');
    const agreement = form.getByRole('combobox', { name: 'Agreement Type' });
    await expect(agreement).toBeEnabled();
    if ((await agreement.inputValue()) === '') {
      await agreement.click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${easement.projectId}/services/\\d+$`));
    const serviceId = Number(/\/services\/(\d+)$/.exec(page.url())?.[1]);

    const inspection = card(page, 'Inspection Details');
    await inspection.getByRole('button', { name: '+ Add Observation' }).click();
    const observation = inspection.getByRole('form', { name: 'Add Observation' });
    await choose(page, observation.getByRole('combobox', { name: 'Observation' }), 'Timber Harvest');
    await choose(page, observation.getByRole('combobox', { name: 'Answer' }), 'No');
    await observation.getByRole('button', { name: 'Save' }).click();
    await expect(inspection.getByRole('article', { name: 'Observation Timber Harvest' })).toBeVisible();

    const events = card(page, 'Events');
    await events.getByRole('button', { name: 'Add Event' }).click();
    const event = events.getByRole('form', { name: 'Add Event' });
    await choose(page, event.getByRole('combobox', { name: 'Event Type' }), 'Inspection');
    await event.getByRole('textbox', { name: 'Date' }).fill(today());
    await event.getByRole('button', { name: 'Save' }).click();
    await expect(event).toHaveCount(0);

    await page.goto(ledgerUrl);
    const cell = cellOf(page, easement.instrumentId);
    await expect(cell).toContainText('Incomplete');
    await expect(cell).toContainText(/Missing: Method.*Report Completed date/);

    // The cell opens the inspection; its report completed by a ground visit today.
    await cell.getByRole('link', { name: new RegExp(`Service ${serviceId}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${serviceId}$`));
    await card(page, 'Inspection Details').getByRole('button', { name: 'Edit Inspection Details' }).click();
    const details = page.getByRole('form', { name: 'Edit Inspection Details' });
    await choose(page, details.getByRole('combobox', { name: 'Method' }), 'Ground Visit');
    await details.getByRole('textbox', { name: 'Report Completed' }).fill(today());
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toHaveCount(0);

    await page.goto(ledgerUrl);
    await expect(cellOf(page, easement.instrumentId)).toContainText(`Monitored`);
    await expect(cellOf(page, easement.instrumentId)).toContainText(`Ground Visit ${today()}`);
    await expect(cellOf(page, easement.instrumentId)).not.toContainText('Missing');

    // Both workbooks download.
    const ledgerDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Ledger' }).click();
    expect((await ledgerDownload).suggestedFilename()).toMatch(
      /^Accreditation-Ledger-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const listDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Project List' }).click();
    expect((await listDownload).suggestedFilename()).toBe(
      `Land-Conservation-Project-List-${thisYear - 2}-${thisYear}.xlsx`,
    );
    await deleteServices(browser, baseURL as string, [serviceId]);
  });

  test('at 1366 px no state is cut short, and the page says why the search can count differently', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'viewer', '/stewardship/ledger');
    await expectSignedIn(page, 'viewer');
    const table = page.getByRole('table', { name: 'Accreditation Ledger' });
    await expect(table.getByText('Not monitored').first()).toBeVisible();
    await expectNothingClipped(page);
    // The next ground visit is due by a day, not a year.
    await expect(table.getByText(/^Due (by \d{2}\/\d{2}\/\d{4}|now)/).first()).toBeVisible();
    await expect(table.getByText(/^Due by \d{4}\b(?!\/)/)).toHaveCount(0);
    await expect(page.getByText(/Monitored in Year.*in the Advanced Search/)).toBeVisible();
  });

  test('a view-only user reads the ledger on a phone, filters it and keeps the filter in the address', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'viewer', '/stewardship/ledger');
    await expectSignedIn(page, 'viewer');
    await expect(page.getByRole('table', { name: 'Accreditation Ledger' })).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Order' }), 'Descending');
    await expect(page).toHaveURL(/direction=desc/);
    await expect(page.getByRole('button', { name: 'Export Ledger' })).toBeEnabled();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });
});
