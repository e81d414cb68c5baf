import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expectSignedIn, signIn } from './sign-in';

const demoWorkbook = fileURLToPath(new URL('../../examples/legacy-records.xlsx', import.meta.url));

/** The demo workbook's first property (Properties row 2, Legacy ID T-0001). */
const firstTractName = 'Ivy Creek Tract A';

const accessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });

/** Chooses an option of a Mantine select by its label. */
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.describe('import', () => {
  test('an Admin uploads the legacy workbook, fixes the reported problems by mapping, imports it, sees the records, an imported inspection and their History, and undoes the import', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin', '/');
    await expectSignedIn(page, 'admin');
    await page.getByRole('link', { name: 'Import Records' }).click();
    await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toBeVisible();

    await page.locator('input[type=file]').setInputFiles(demoWorkbook);
    await expect(page.getByRole('status').filter({ hasText: 'problems found' })).toBeVisible({
      timeout: 60_000,
    });
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(
      problems.getByText('No column of sheet Properties is mapped to Property Name, which is required.'),
    ).toBeVisible();
    await expect(
      problems
        .getByText('Unknown Agreement Type "Conservaton Easement". Did you mean "Conservation Easement"?')
        .first(),
    ).toBeVisible();
    // The Services and Contact Links sheets' problems are reported too.
    await expect(
      problems
        .getByText('Unknown Components "Anual Monitoring Visit". Did you mean "Annual Monitoring Visit"?')
        .first(),
    ).toBeVisible();
    await expect(problems.getByText('Unknown Method "Site Visit".').first()).toBeVisible();
    await expect(
      problems.getByText('Unknown Roles "Co-Holders". Did you mean "Co-Holder"?').first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The header the import did not know, and the values not in the lists.
    const properties = page.getByRole('region', { name: 'Sheet Properties' });
    await choose(page, properties, 'Column Tract Name', 'Property Name *');
    const unknown = page.getByRole('region', { name: 'Values not in the lists' });
    await choose(page, unknown, 'Import Agreement Type "Conservaton Easement" as', 'Conservation Easement');
    await choose(page, unknown, 'Import Instrument Status "Actve" as', 'Active');
    await choose(page, unknown, 'Import Primary Locality "Albermarle County" as', 'Albemarle County');
    await choose(page, unknown, 'Import Components "Anual Monitoring Visit" as', 'Annual Monitoring Visit');
    await choose(page, unknown, 'Import Method "Site Visit" as', 'Ground Visit');
    await choose(page, unknown, 'Import Roles "Co-Holders" as', 'Co-Holder');
    await page.getByRole('button', { name: 'Check Again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No problems found' })).toBeVisible({
      timeout: 60_000,
    });

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'Imported legacy-records.xlsx' });
    await expect(done).toBeVisible({ timeout: 90_000 });
    await expect(done).toContainText('Properties: 120 new, 0 updated');
    await expect(done).toContainText('Services: 42 new, 0 updated');
    await expect(done).toContainText('Contact Links: 30 new, 0 updated');
    const importId = Number(/Import (\d+) below/.exec((await done.textContent()) ?? '')?.[1]);

    // The records are there, and History says where they came from.
    const token = await accessToken(page);
    const name = firstTractName;
    const found = (await (
      await page.request.get(`/api/property/searchByName?name=${encodeURIComponent(name)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: { id: number; projectId: number; name: string }[] };
    const property = found.results.find((r) => r.name === name);
    expect(property).toBeDefined();
    await page.goto(`/project/${property?.projectId}/properties/${property?.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(`^Property ${property?.id}`) })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'History' }).click();
    await expect(
      history
        .getByRole('article', { name: 'Property created' })
        .getByText(/imported from legacy-records\.xlsx by Avery Admin$/),
    ).toBeVisible();
    // Its contact link, and its past inspection (SV-0001, closed), with the service's own History.
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByText('Virginia Department of Forestry')).toBeVisible();
    await expect(contacts.getByText('Forester', { exact: false }).first()).toBeVisible();
    const services = page.getByRole('region', { name: 'Associated Services' });
    await expect(services.getByText(/^Inspection · Closed · Opened /)).toBeVisible();
    await services.getByRole('link', { name: /^View Service \d+$/ }).click();
    await expect(page.getByRole('heading', { name: /^Service \d+/ })).toBeVisible();
    const serviceHistory = page.getByRole('region', { name: 'History' });
    await serviceHistory.getByRole('button', { name: 'History' }).click();
    await expect(
      serviceHistory
        .getByRole('article', { name: 'Service created' })
        .getByText(/imported from legacy-records\.xlsx by Avery Admin$/),
    ).toBeVisible();
    await expectAccessible(page);

    // Undo the whole import: the records are gone again.
    await page.goto('/admin/import');
    const imports = page.getByRole('region', { name: 'Imports' });
    await imports.getByRole('button', { name: `Undo Import ${importId}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Yes|OK)$/ })
      .click();
    await expect(imports.getByText(/^Undone by Avery Admin/)).toBeVisible({ timeout: 90_000 });
    const gone = await page.request.get(`/api/property/${property?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });
});
