import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

/**
 * The shared Events and Reviews cards and the instrument's area cards, on instruments of projects no
 * other journey changes (12 and 13; the seed is the same on every fresh database).
 */
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * Picks an option of a Mantine select by typing its name, as a keyboard user would. Tried again when
 * the dropdown closed before the option showed (its list still loading, or focus moved): once, on a
 * busy CI machine, the click waited two minutes for an option in a dropdown that had closed.
 */
const choose = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    await select.click();
    await select.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

/** Today in New York as the date inputs take it. */
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

/** Signs in and opens the default instrument of a project; answers its page's path. */
const openInstrument = async (page: Page, who: 'admin' | 'staff', projectId: number) => {
  await signIn(page, who, `/project/${projectId}/instruments`);
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/instruments/\\d+$`));
  return new URL(page.url()).pathname;
};

const expandReviews = async (page: Page) => {
  const reviews = card(page, 'Reviews');
  await reviews.getByRole('button', { name: 'Reviews', exact: true }).click();
  return reviews;
};

/**
 * axe (WCAG 2.1 A and AA) on one card as it is now, with its form open: no serious or critical
 * violation. The rest of the instrument page is the instrument screens' own tour.
 */
const expectCardAccessible = async (page: Page, title: string) => {
  const { violations } = await new AxeBuilder({ page })
    .include(`section[aria-label="${title}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
};

const addEvent = async (page: Page, scope: Locator, { type, notes }: { type: string; notes: string }) => {
  const form = scope.getByRole('form', { name: 'Add Event' });
  await choose(page, form.getByRole('combobox', { name: 'Event Type' }), type);
  await form.getByRole('textbox', { name: 'Date' }).fill(today());
  await form.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
};

test.describe('events and reviews', () => {
  test('an assignee completes a review and adds an event; the assigner withdraws another', async ({
    page: admin,
    browser,
  }) => {
    // Two people in turn: the longest journey of the area.
    test.setTimeout(120_000);
    const path = await openInstrument(admin, 'admin', 12);
    let reviews = await expandReviews(admin);
    for (const instructions of ['Check the deed (E2E one).', 'Check the plat (E2E two).']) {
      await reviews.getByRole('button', { name: 'Add Review' }).click();
      const form = reviews.getByRole('form', { name: 'Add Review' });
      await choose(admin, form.getByRole('combobox', { name: 'Assignee' }), 'Sam Staff');
      await expectCardAccessible(admin, 'Reviews');
      await form.getByRole('textbox', { name: 'Instructions' }).fill(instructions);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toHaveCount(0);
      await expect(reviews.getByRole('article').filter({ hasText: instructions })).toBeVisible();
    }

    // The assignee (not the assigner) may complete, not withdraw.
    const staff = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    // Dropdowns close when their window loses focus: the page in use is brought to the front.
    await staff.bringToFront();
    await signIn(staff, 'staff', path);
    const staffReviews = await expandReviews(staff);
    const first = staffReviews.getByRole('article').filter({ hasText: 'E2E one' });
    await first.getByRole('button', { name: 'Edit Review for Sam Staff' }).click();
    const edit = staffReviews.getByRole('form', { name: 'Edit Review for Sam Staff' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await expect(staff.getByRole('option')).toHaveText(['Open', 'Complete']);
    await expectCardAccessible(staff, 'Reviews');
    await staff.getByRole('option', { name: 'Complete' }).click();
    await expect(edit.getByRole('textbox', { name: 'Instructions' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Reviewer Comments' }).fill('Deed matches the template.');
    await edit.getByRole('button', { name: 'Save' }).click();
    const prompt = staff.getByRole('dialog', { name: 'Add Event' });
    await expect(prompt.getByText('Would you like to add a relevant Event?')).toBeVisible();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await addEvent(staff, staff.getByRole('dialog', { name: 'Add a Relevant Event' }), {
      type: 'Board Approved',
      notes: 'Deed review complete (E2E).',
    });
    await expect(card(staff, 'Events').getByRole('article').first()).toContainText(
      'Deed review complete (E2E).',
    );
    await expect(staffReviews.getByRole('article').filter({ hasText: 'E2E one' })).toContainText('Complete');
    await expect(
      staffReviews.getByRole('article').filter({ hasText: 'E2E one' }).getByRole('button', { name: /Edit/ }),
    ).toHaveCount(0);

    // The assigner is an admin: Withdrawn is offered, asks, and deletes the review.
    await admin.bringToFront();
    await admin.reload();
    reviews = await expandReviews(admin);
    const second = reviews.getByRole('article').filter({ hasText: 'E2E two' });
    await second.getByRole('button', { name: 'Edit Review for Sam Staff' }).click();
    const withdraw = reviews.getByRole('form', { name: 'Edit Review for Sam Staff' });
    await choose(admin, withdraw.getByRole('combobox', { name: 'Status' }), 'Withdrawn');
    await withdraw.getByRole('button', { name: 'Save' }).click();
    const question = admin.getByRole('dialog', { name: 'Withdraw Review' });
    await expect(
      question.getByText(
        'If you withdraw a Review, it will be deleted. Are you sure you want to withdraw this Review?',
      ),
    ).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(reviews.getByRole('article').filter({ hasText: 'E2E two' })).toHaveCount(0);
    await expect(reviews.getByRole('article').filter({ hasText: 'E2E one' })).toBeVisible();
  });

  test('Staff adds an event and a water quality protection area on an instrument', async ({ page }) => {
    await openInstrument(page, 'staff', 13);
    const events = card(page, 'Events');
    await events.getByRole('button', { name: 'Add Event' }).click();
    // Admin-only types are not offered to Staff.
    await events.getByRole('combobox', { name: 'Event Type' }).click();
    await expect(page.getByRole('option', { name: 'Amended' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await addEvent(page, events, { type: 'Baseline Completed', notes: 'Baseline signed off (E2E).' });
    await expect(events.getByRole('article').first()).toContainText('Baseline signed off (E2E).');

    const areas = card(page, 'Water Quality Protection Areas');
    await areas.getByRole('button', { name: 'Add Water Quality Protection Area' }).click();
    const form = areas.getByRole('form', { name: 'Add Water Quality Protection Area' });
    await expect(form.getByRole('combobox', { name: 'Timber Harvest Restriction' })).toHaveValue(
      'No Timber Harvest',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The Name field is required.')).toBeVisible();
    await expectCardAccessible(page, 'Water Quality Protection Areas');

    await form.getByRole('textbox', { name: 'Name' }).fill('Spring seep (E2E)');
    await choose(page, form.getByRole('combobox', { name: 'Feature Type' }), 'Spring');
    await choose(page, form.getByRole('combobox', { name: 'Feature Geometry' }), 'Linear');
    await form.getByRole('textbox', { name: 'Feature Length' }).fill('120');
    // A change of geometry clears the measures; Point uses only the width.
    await choose(page, form.getByRole('combobox', { name: 'Feature Geometry' }), 'Point');
    await expect(form.getByRole('textbox', { name: 'Feature Length' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Feature Length' })).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Buffer Sides' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Buffer Width' }).fill('35');
    await choose(page, form.getByRole('combobox', { name: 'Livestock Restriction' }), 'Watering Only');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    const area = areas.getByRole('article', { name: 'Spring seep (E2E)' });
    await expect(area).toContainText('Point');
    await expect(area).toContainText('Buffer Width: 35');
    await expect(area).toContainText('Timber Harvest Restriction: No Timber Harvest');
    await expect(areas.getByRole('article').first()).toHaveAccessibleName('Spring seep (E2E)');
  });

  test('Staff records a partnership grant through Search Contacts and a conservation purpose', async ({
    page,
  }) => {
    await openInstrument(page, 'staff', 14);
    const grants = card(page, 'Partnership Grants');
    await grants.getByRole('button', { name: 'Add Partnership Grant' }).click();
    const form = grants.getByRole('form', { name: 'Add Partnership Grant' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Grantor is required. Please use Search Contacts to select a Grantor.'),
    ).toBeVisible();
    await expect(
      form.getByText('Grantee is required. Please use Search Contacts to select a Grantee.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Grant Program' }).click();
    await page.getByRole('option').first().click();
    const program = await form.getByRole('combobox', { name: 'Grant Program' }).inputValue();
    for (const [party, who] of [
      ['Grantor', 'Harrison and Thomas Coleman'],
      ['Grantee', 'Virginia Outdoors Foundation'],
    ] as const) {
      await form.getByRole('button', { name: `Search Contacts for the ${party}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Search Contacts' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(who.split(' ').at(-1) ?? who);
      await dialog
        .getByRole('checkbox', { name: new RegExp(who) })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Use Selected Contact' }).click();
      await expect(dialog).toBeHidden();
      await expect(form.getByText(who)).toBeVisible();
    }
    await form.getByRole('textbox', { name: 'Award Amount' }).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The Award Amount field must be $0.01 or more.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Award Amount' }).fill('25,000.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    const grant = grants.getByRole('article', { name: `${program} grant` });
    await expect(grant).toContainText('Grantor: Harrison and Thomas Coleman');
    await expect(grant).toContainText('Award Amount: $25,000.50');

    const purposes = card(page, 'Conservation Purposes');
    await purposes.getByRole('button', { name: 'Add Conservation Purpose' }).click();
    const add = purposes.getByRole('form', { name: 'Add Conservation Purpose' });
    await add.getByRole('combobox', { name: 'Purpose' }).click();
    const purpose = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await add.getByRole('textbox', { name: 'Comments' }).fill('Frontage on a scenic river (E2E).');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
    await expect(purposes.getByRole('article', { name: purpose })).toContainText('scenic river (E2E)');
    // A purpose is offered once per instrument.
    await purposes.getByRole('button', { name: 'Add Conservation Purpose' }).click();
    await purposes.getByRole('combobox', { name: 'Purpose' }).click();
    await expect(page.getByRole('option', { name: purpose, exact: true })).toHaveCount(0);
  });
});
