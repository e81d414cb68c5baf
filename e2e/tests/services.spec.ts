import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import {
  apiOf,
  findInstrument,
  findProperty,
  projectsWithCoveredProperties,
  projectWithServices,
} from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { expectSignedIn, signIn } from './sign-in';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Picks an option of a Mantine select by typing part of its name, as a keyboard user would. */
const choose = async (page: Page, select: Locator, option: string | RegExp) => {
  await select.click();
  // Searchable selects take typing; the others only open their list.
  if (typeof option === 'string' && (await select.isEditable())) await select.fill(option);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
};

/** The agreement type is preselected when the properties offer exactly one; otherwise the first is taken. */
const ensureAgreementType = async (page: Page, form: Locator) => {
  const select = form.getByRole('combobox', { name: 'Agreement Type' });
  await expect(select).toBeEnabled();
  if ((await select.inputValue()) === '') {
    await select.click();
    await page.getByRole('option').first().click();
  }
};

const serviceIdFrom = (page: Page) => Number(/\/services\/(\d+)$/.exec(page.url())?.[1]);

/** Creates a service on project `projectId`'s property `propertyId` as the signed-in user; answers its id. */
const createInspection = async (
  page: Page,
  { projectId, propertyId }: { projectId: number; propertyId: number },
) => {
  await page.goto(`/project/${projectId}/services/new`);
  const form = page.getByRole('form', { name: 'New Service' });
  await choose(
    page,
    form.getByRole('combobox', { name: 'Property' }),
    new RegExp(`^Property ${propertyId} `),
  );
  await choose(page, form.getByRole('combobox', { name: 'Category' }), 'Inspection');
  // Inspection defaults the contact to the organisation's own, with the Requestor and default roles.
  await expect(form.getByRole('textbox', { name: 'Contact' })).toHaveValue('Virginia Outdoors Foundation');
  await choose(page, form.getByRole('combobox', { name: 'Components' }), 'Annual Monitoring Visit');
  await ensureAgreementType(page, form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/services/\\d+$`));
  await expect(card(page, 'Service Details').getByText('Annual Monitoring Visit')).toBeVisible();
  return serviceIdFrom(page);
};

const asUser = async (
  browser: Browser,
  baseURL: string | undefined,
  who: 'admin' | 'staff' | 'viewer',
  path: string,
) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, who, path);
  await expectSignedIn(page, who);
  return page;
};

test.describe('services', () => {
  test('Staff records an inspection with observations and closes it: refused while a review is open, then closed with its events, and the Word form reads back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'staff', '/');
    await expectSignedIn(page, 'staff');
    const [{ projectId, propertyIds }] = await projectsWithCoveredProperties(page, 1);
    const serviceId = await createInspection(page, { projectId, propertyId: propertyIds[0] });
    await expect(card(page, 'Events').getByRole('article', { name: /^Open / })).toBeVisible();

    const inspection = card(page, 'Inspection Details');
    await inspection.getByRole('button', { name: '+ Add Observation' }).click();
    const add = inspection.getByRole('form', { name: 'Add Observation' });
    await choose(page, add.getByRole('combobox', { name: 'Observation' }), 'Timber Harvest');
    await choose(page, add.getByRole('combobox', { name: 'Answer' }), 'Yes');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(
      add.getByText('The Observation Notes field is required when Yes is selected.'),
    ).toBeVisible();
    await add.getByRole('textbox', { name: 'Observation Notes' }).fill('Selective cut on the north ridge');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(inspection.getByRole('article', { name: 'Observation Timber Harvest' })).toContainText(
      'Selective cut on the north ridge',
    );

    // An open review blocks closing.
    const reviews = card(page, 'Reviews');
    await reviews.getByRole('button', { name: 'Reviews' }).click();
    await reviews.getByRole('button', { name: 'Add Review' }).click();
    const review = reviews.getByRole('form', { name: 'Add Review' });
    await choose(page, review.getByRole('combobox', { name: 'Assignee' }), 'Sam Staff');
    await review.getByRole('textbox', { name: 'Instructions' }).fill('Check the ridge before closing');
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(reviews.getByRole('article', { name: 'Review for Sam Staff' })).toBeVisible();

    const details = card(page, 'Service Details');
    const close = async () => {
      await details.getByRole('button', { name: 'Edit Service Details' }).click();
      const form = details.getByRole('form', { name: 'Edit Service Details' });
      await choose(page, form.getByRole('combobox', { name: 'Status' }), 'Closed');
      await expect(form.getByRole('textbox', { name: 'Closed Event Date' })).not.toHaveValue('');
      await form.getByRole('textbox', { name: 'Closed Event Notes' }).fill('Inspection complete');
      await form.getByRole('button', { name: 'Save' }).click();
      return form;
    };
    const refused = await close();
    await expect(
      refused.getByText(
        'The Status cannot be set to Closed if there are Open Reviews. Complete or dismiss them first.',
      ),
    ).toBeVisible();
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

    await reviews.getByRole('button', { name: 'Edit Review for Sam Staff' }).click();
    const edit = reviews.getByRole('form', { name: 'Edit Review for Sam Staff' });
    await choose(page, edit.getByRole('combobox', { name: 'Status' }), 'Complete');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    // Completing a review offers an event; this one needs none.
    await page.getByRole('dialog', { name: 'Add Event' }).getByRole('button', { name: 'No' }).click();

    const accepted = await close();
    await expect(accepted).toHaveCount(0);
    await expect(details.getByText('Closed', { exact: true })).toBeVisible();
    const events = card(page, 'Events');
    await expect(events.getByRole('article', { name: /^Closed / })).toContainText('Inspection complete');
    await expect(events.getByRole('article', { name: /^Inspection / })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Inspection Form' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Service-${serviceId}-InspectionForm.docx`);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('Selective cut on the north ridge');
    expect(xml).toContain('Timber Harvest');
    expect(xml).toContain('Inspection complete');
    // Sam Staff leads it: the advanced search journey counts the Inspection services Sam leads.
    await deleteServices(browser, baseURL as string, [serviceId]);
  });

  test('Staff creates a multi-property service across two projects; it shows in both', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'staff', '/');
    await expectSignedIn(page, 'staff');
    const [one, other] = await projectsWithCoveredProperties(page, 2);
    const [first, second] = [String(one.propertyIds[0]), String(other.propertyIds[0])];
    await page.goto('/service/newMultiProperty');
    const form = page.getByRole('form', { name: 'New Multi-Property Service' });
    await form.getByRole('textbox', { name: 'Property ID 1' }).fill(first);
    await form.getByRole('textbox', { name: 'Property ID 2' }).fill('abc');
    await choose(page, form.getByRole('combobox', { name: 'Category' }), 'Education');
    await choose(page, form.getByRole('combobox', { name: 'Components' }), 'Landowner Workshop');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The Property ID field may only contain numeric characters.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Property ID 2' }).fill(first);
    await form.getByRole('button', { name: '+ Add Property' }).click();
    await form.getByRole('textbox', { name: 'Property ID 3' }).fill(second);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The value in the Property ID fields cannot be duplicated.')).toHaveCount(2);
    await form.getByRole('button', { name: 'Remove Property ID 3' }).click();
    await form.getByRole('textbox', { name: 'Property ID 2' }).fill(second);
    await ensureAgreementType(page, form);
    await form.getByRole('button', { name: 'Save' }).click();
    // The first property's project is the primary one.
    await expect(page).toHaveURL(new RegExp(`/project/${one.projectId}/services/\\d+$`));
    const serviceId = serviceIdFrom(page);
    const properties = card(page, 'Associated Properties');
    await expect(properties.getByRole('article', { name: `Property ${first}` })).toBeVisible();
    await expect(properties.getByText('Cross-Project Properties')).toBeVisible();
    await expect(properties.getByRole('article', { name: `Property ${second}` })).toBeVisible();

    await page.goto(`/project/${other.projectId}/services/${serviceId}`);
    const list = page.getByRole('navigation', { name: 'Services' });
    await expect(list.getByRole('link', { name: `Service ${serviceId}` })).toBeVisible();
    await expect(card(page, 'Service Details').getByText('Landowner Workshop')).toBeVisible();
    // Under the other project its own property comes first, the primary project's after the divider.
    const here = card(page, 'Associated Properties').getByRole('article');
    await expect(here.first()).toHaveAccessibleName(`Property ${second}`);
    await expect(here.last()).toHaveAccessibleName(`Property ${first}`);
  });

  test('Staff who are not the lead cannot edit a closed service; an Admin can, status included', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await asUser(browser, baseURL, 'admin', '/');
    const [{ projectId, propertyIds }] = await projectsWithCoveredProperties(admin, 1);
    const [own, another] = propertyIds;
    await admin.goto(`/project/${projectId}/services/new`);
    const form = admin.getByRole('form', { name: 'New Service' });
    await choose(admin, form.getByRole('combobox', { name: 'Property' }), new RegExp(`^Property ${own} `));
    await choose(admin, form.getByRole('combobox', { name: 'Category' }), 'Review');
    await choose(admin, form.getByRole('combobox', { name: 'Components' }), 'Legal Review');
    await form.getByRole('button', { name: 'Search Contacts' }).click();
    const search = admin.getByRole('dialog', { name: 'Search Contacts' });
    await search.getByRole('textbox', { name: 'Name' }).fill('Virginia Outdoors');
    await search.getByText('Virginia Outdoors Foundation').first().click();
    await search.getByRole('button', { name: 'Use Selected Contact' }).click();
    await choose(admin, form.getByRole('combobox', { name: 'Status' }), 'Closed');
    await ensureAgreementType(admin, form);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin).toHaveURL(new RegExp(`/project/${projectId}/services/\\d+$`));
    const path = new URL(admin.url()).pathname;
    await expect(card(admin, 'Service Details').getByText('Closed', { exact: true })).toBeVisible();

    const staff = await asUser(browser, baseURL, 'staff', path);
    await expect(card(staff, 'Service Details').getByText('Legal Review')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Edit Service Details' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Inspection Form' })).toBeVisible();

    await admin.reload();
    await card(admin, 'Service Details').getByRole('button', { name: 'Edit Service Details' }).click();
    const edit = admin.getByRole('form', { name: 'Edit Service Details' });
    await expect(edit.getByRole('combobox', { name: 'Status' })).toBeEnabled();
    await choose(admin, edit.getByRole('combobox', { name: 'Status' }), 'Open');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card(admin, 'Service Details').getByText('Open', { exact: true })).toBeVisible();

    // Only an Admin moves the service to another property; the Box folder notice follows.
    await expect(card(staff, 'Associated Properties').getByRole('button', { name: /Edit/ })).toHaveCount(0);
    const properties = card(admin, 'Associated Properties');
    await properties.getByRole('button', { name: 'Edit Associated Properties' }).click();
    await choose(
      admin,
      properties.getByRole('combobox', { name: 'Property' }),
      new RegExp(`^Property ${another}`),
    );
    await properties.getByRole('button', { name: 'Save' }).click();
    const serviceId = Number(path.split('/').pop());
    await expect(admin.getByRole('dialog')).toContainText(
      `Box folder for Service ${serviceId} may need to be moved as appropriate.`,
    );
    await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(properties.getByRole('article', { name: `Property ${another}` })).toBeVisible();
    await expect(properties.getByRole('article', { name: `Property ${own}` })).toHaveCount(0);
  });

  test('a service, instrument or property opened under a project it is not in moves to its own project, and its report downloads', async ({
    page,
  }) => {
    await signIn(page, 'viewer', '/');
    await expectSignedIn(page, 'viewer');
    // A service, the projects it reaches (its properties'), and a property of a project it does not reach.
    const get = await apiOf(page);
    const [{ id: serviceId }] =
      (await get<{ id: number }[]>(`/project/${await projectWithServices(page)}/services`)) ?? [];
    const service = await get<{ primaryProjectId: number; associatedPropertyIds: number[] }>(
      `/service/${serviceId}`,
    );
    if (!service) throw new Error(`Service ${serviceId} could not be read`);
    const reached = new Set([service.primaryProjectId]);
    for (const id of service.associatedPropertyIds)
      reached.add((await get<{ projectId: number }>(`/property/${id}`))?.projectId ?? 0);
    const elsewhere = await findProperty(page, (p) => !reached.has(p.projectId));
    await page.goto(`/project/${elsewhere.projectId}/services/${serviceId}`);
    await expect(page).toHaveURL(new RegExp(`/project/${service.primaryProjectId}/services/${serviceId}$`));
    await expect(
      page
        .getByRole('navigation', { name: 'Services' })
        .getByRole('link', { name: new RegExp(`^Service ${serviceId}\\b`) }),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card(page, 'Service Details').getByRole('button', { name: 'Inspection Form' }).click();
    expect((await downloading).suggestedFilename()).toBe(`Service-${serviceId}-InspectionForm.docx`);
    const instrument = await findInstrument(page, (i) => i.projectId !== elsewhere.projectId);
    await page.goto(`/project/${elsewhere.projectId}/instruments/${instrument.id}`);
    await expect(page).toHaveURL(new RegExp(`${instrument.path}$`));
    await page.goto(`/project/${instrument.projectId}/properties/${elsewhere.id}`);
    await expect(page).toHaveURL(new RegExp(`${elsewhere.path}$`));
  });

  test('a view-only user sees the services with no controls', async ({ page }) => {
    await signIn(page, 'viewer', '/');
    await expectSignedIn(page, 'viewer');
    const projectId = await projectWithServices(page);
    await page.goto(`/project/${projectId}/services`);
    await expect(page).toHaveURL(new RegExp(`/project/${projectId}/services/\\d+$`));
    await expect(card(page, 'Service Details')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inspection Form' })).toBeVisible();
    for (const name of [/^Edit/, /Add/, /^Delete/, 'Update Box Folder'])
      await expect(page.getByRole('main').getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Service' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Add Observation' })).toHaveCount(0);
  });
});
