import { expect, type Page, test } from '@playwright/test';
import {
  datePicker,
  expectAccessible,
  expectAccessibleWhenOpen,
  expectNoSidewaysScroll,
  expectOneHeadingAndBanner,
  menu,
  type Opener,
  phone,
  selectDropDown,
} from './accessibility';
import { apiOf, findInstrument, findProperty, firstProject } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/** The organisation's own contact in the demo CRM copy. */
const organisationContact = '4110.0.1000000';

type Size = 'desktop' | 'phone';

/**
 * The records the screens open, looked up through the API (never the seed's ids): a path names them
 * by placeholder, `{project}` the project of `{property}` (a current one), `{reviewed}` a project with
 * open reviews, `{inspection}` a service with observations, `{projects}` four projects.
 */
const demoPaths = async (page: Page) => {
  const get = await apiOf(page);
  const property = await findProperty(page, (p) => p.statusId === 1);
  const instrument = await findInstrument(page, () => true);
  const projects: number[] = [];
  let reviewed = '';
  let inspection = '';
  for (
    let projectId = 1;
    projectId <= 200 && !(reviewed && inspection && projects.length >= 4);
    projectId++
  ) {
    if (!(await get<unknown[]>(`/project/${projectId}/properties`))) continue;
    projects.push(projectId);
    if (!reviewed && ((await get<{ total: number }>(`/project/${projectId}/openReviews`))?.total ?? 0) > 0)
      reviewed = `/project/${projectId}`;
    for (const { id } of inspection
      ? []
      : ((await get<{ id: number }[]>(`/project/${projectId}/services`)) ?? []))
      if (!inspection && ((await get<unknown[]>(`/service/${id}/observations`)) ?? []).length > 0)
        inspection = `/project/${projectId}/services/${id}`;
  }
  if (!reviewed || !inspection)
    throw new Error('No demo project with open reviews, or no service with observations');
  return {
    '{project}': `/project/${property.projectId}`,
    '{property}': property.path,
    '{instrument}': instrument.path,
    '{reviewed}': reviewed,
    '{inspection}': inspection,
    '{projects}': projects.slice(0, 4).join(','),
  };
};

/**
 * Every screen a user reaches, as each size: axe finds nothing serious or critical, and on a phone
 * nothing is wider than the screen. Pages wait for their own content before they are checked. On
 * representative screens axe runs again with a date picker, a select's drop-down or a menu open.
 */
const screens: { path: string; ready: (page: Page) => Promise<void>; open?: (size: Size) => Opener[] }[] = [
  {
    path: '/',
    ready: (p) => expect(p.getByRole('region', { name: 'Statewide Map', exact: true })).toBeVisible(),
  },
  {
    // A search with results: the facet panel, the sortable table and the pager.
    path: '/search?entityType=Service&serviceCategories=1&serviceStatuses=1',
    ready: (p) => expect(p.getByText(/^Showing 1-5 of \d+$/)).toBeVisible(),
  },
  {
    // The stewardship schedule's facet and its Next Inspection Due column.
    path: '/search?entityType=Property&inspection=1&sortBy=nextInspectionDue&sortDirection=asc',
    ready: (p) => expect(p.getByText(/^Showing 1-5 of \d+$/)).toBeVisible(),
  },
  {
    path: '/search?entityType=Contact&propertyRoles=11',
    ready: (p) => expect(p.getByRole('button', { name: 'Send List to eTapestry' })).toBeVisible(),
  },
  {
    path: '/projectSearch?ids={projects}',
    ready: (p) => expect(p.getByRole('button', { name: 'Export' })).toBeVisible(),
  },
  {
    path: '{project}',
    ready: (p) => expect(p.getByRole('region', { name: 'Project Details' })).toBeVisible(),
    // On a phone the project's tabs fold into a menu.
    open: (size) =>
      size === 'phone' ? [menu((p) => p.getByRole('button', { name: /^Project section:/ }))] : [],
  },
  {
    // A project with open reviews: the widest summary.
    path: '{reviewed}',
    ready: (p) =>
      expect(p.getByRole('region', { name: 'Open Reviews' }).getByRole('link').first()).toBeVisible(),
  },
  {
    path: '{project}/edit',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Project Name' })).toBeVisible(),
  },
  {
    path: '/project/new',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Project Name' })).toBeVisible(),
  },
  {
    path: '{property}',
    ready: (p) => expect(p.getByRole('region', { name: 'Property Details' })).toBeVisible(),
  },
  {
    path: '{project}/properties/new',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Property Name' })).toBeVisible(),
  },
  {
    // An inspection: the page with every card, the inspection details and observations included.
    path: '{inspection}',
    ready: (p) =>
      expect(
        p.getByRole('region', { name: 'Inspection Details' }).getByRole('heading', { name: 'Observations' }),
      ).toBeVisible(),
    open: () => [
      datePicker(
        (p) => p.getByRole('form', { name: 'Add Event' }).getByRole('textbox', { name: 'Date' }),
        (p) => p.getByRole('region', { name: 'Events' }).getByRole('button', { name: 'Add Event' }).click(),
      ),
      selectDropDown((p) =>
        p.getByRole('form', { name: 'Add Event' }).getByRole('combobox', { name: 'Event Type' }),
      ),
    ],
  },
  {
    path: '{project}/services/new',
    ready: (p) => expect(p.getByRole('button', { name: 'Search Contacts' })).toBeVisible(),
    open: () => [selectDropDown((p) => p.getByRole('combobox', { name: 'Category' }))],
  },
  {
    path: '/service/newMultiProperty',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Property ID 2' })).toBeVisible(),
  },
  {
    path: '{instrument}',
    ready: (p) =>
      expect(p.getByRole('region', { name: 'Instrument Details' }).getByText('Instrument ID')).toBeVisible(),
    open: () => [
      datePicker(
        (p) =>
          p
            .getByRole('form', { name: 'Edit Instrument Details' })
            .getByRole('textbox', { name: 'Executed Date' }),
        (p) =>
          p
            .getByRole('region', { name: 'Instrument Details' })
            .getByRole('button', { name: 'Edit Instrument Details' })
            .click(),
      ),
    ],
  },
  {
    path: '/stewardship/ledger',
    // The ledger reads every easement before its first page: more time on a busy machine.
    ready: (p) =>
      expect(p.getByRole('table', { name: 'Accreditation Ledger' })).toBeVisible({ timeout: 30_000 }),
    open: () => [selectDropDown((p) => p.getByRole('combobox', { name: 'Order' }))],
  },
  {
    path: '{project}/instruments/new',
    ready: (p) => expect(p.getByRole('button', { name: 'Search Contacts' })).toBeVisible(),
  },
  {
    path: '/instrumentTags',
    ready: (p) =>
      expect(p.getByRole('table', { name: 'Instrument Tags' }).getByText('Important')).toBeVisible(),
  },
  {
    path: `/contact/${organisationContact}`,
    ready: (p) => expect(p.getByText('Virginia Outdoors Foundation').first()).toBeVisible(),
  },
  { path: '/no-such-page', ready: (p) => expect(p.getByText('Page Not Found')).toBeVisible() },
];

const screensPerTest = 3;

for (const size of ['desktop', 'phone'] as const satisfies Size[]) {
  test.describe(`every screen on a ${size}`, () => {
    if (size === 'phone') test.use({ viewport: phone });

    // In parts of a few screens each, so that one slow part of the tour stays well within its time limit.
    for (let first = 0; first < screens.length; first += screensPerTest) {
      const part = screens.slice(first, first + screensPerTest);
      test(`is accessible and fits the screen as Admin: ${part[0].path} to ${part.at(-1)?.path}`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        await signIn(page, 'admin');
        await expectSignedIn(page, 'admin');
        const paths: Record<string, string> = part.some((screen) => screen.path.includes('{'))
          ? await demoPaths(page)
          : {};
        for (const screen of part) {
          await page.goto(
            Object.entries(paths).reduce((path, [name, value]) => path.replace(name, value), screen.path),
          );
          await screen.ready(page);
          await expectAccessible(page);
          await expectOneHeadingAndBanner(page);
          if (size === 'phone') await expectNoSidewaysScroll(page);
          await expectAccessibleWhenOpen(page, screen.open?.(size) ?? []);
        }
      });
    }

    test('keeps its dialogs accessible', async ({ page }) => {
      await signIn(page, 'staff', '/project/new');
      await expectSignedIn(page, 'staff');
      await page.getByRole('button', { name: 'Search Contacts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Coleman');
      await expect(dialog.getByRole('checkbox').first()).toBeVisible();
      await expectAccessible(page);
      if (size === 'phone') await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The leave question of a form with changes.
      await page.getByRole('textbox', { name: 'Project Name' }).fill('Unsaved');
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
    });

    test('is accessible for a view-only user, and the pages outside the app too', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('User name')).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('User name').fill('viewer');
      await page.getByLabel('Password').fill('viewer-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectSignedIn(page, 'viewer');
      await page.goto(`/project/${await firstProject(page)}`);
      await expect(page.getByRole('region', { name: 'Project Details' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/project/new');
      await expect(page).toHaveURL(/\/viewonly$/);
      await expectAccessible(page);
    });
  });
}
