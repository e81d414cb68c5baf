import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import {
  datePicker,
  expectAccessible,
  expectAccessibleWhenOpen,
  expectNoSidewaysScroll,
  expectOneHeadingAndBanner,
  phone,
  selectDropDown,
} from './accessibility';
import { accessTokenOf, apiOf, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Violation cases (issue 33), on a property with an instrument that has terms, looked up from the last
 * project (the other journeys look from the first):
 * Staff open a case from the property, contact the owner and resolve it; Closed without action stays
 * the Admin's (no button, and the API's 403 says why). Then a case corrected with its instrument's
 * restriction and an answer due, on the home tiles, the instrument page and in the board's report.
 */
/** Picks an option of a Mantine select by clicking, again when the list closed before it showed. */
const choose = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

type CaseRestrictionChoice = { instrumentId: number; label: string; terms: { label: string }[] };

/** The case's property and the instrument terms the form offers for it (signed in first). */
const caseProperty = async (page: Page) => {
  const get = await apiOf(page);
  let choices: CaseRestrictionChoice[] = [];
  const property = await findProperty(
    page,
    async ({ id }) => {
      choices = (await get<CaseRestrictionChoice[]>(`/property/${id}/caseRestrictions`)) ?? [];
      return choices.some((c) => c.terms.length > 0);
    },
    { fromLastProject: true },
  );
  return { property, instrument: choices.find((c) => c.terms.length > 0) as CaseRestrictionChoice };
};

const takeStep = async (page: Page, status: string, note: string) => {
  const steps = page.getByRole('region', { name: 'Steps' });
  await steps.getByRole('button', { name: status, exact: true }).click();
  const form = steps.getByRole('form', { name: `Set to ${status}` });
  await form.getByRole('textbox', { name: 'Note' }).fill(note);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(steps.getByText(note)).toBeVisible();
};

test('Staff open a case from a property, contact the owner and resolve it; closing without action is the Admin’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  const propertyPath = (await caseProperty(page)).property.path;
  await page.goto(propertyPath);
  const cases = page.getByRole('region', { name: 'Violation Cases' });
  await cases.getByRole('link', { name: 'Open Case' }).click();

  const form = page.getByRole('form', { name: 'Open Violation Case' });
  await expect(form).toBeVisible();
  await expectOneHeadingAndBanner(page);
  await expectAccessibleWhenOpen(page, [
    selectDropDown((p) => p.getByRole('combobox', { name: 'Case Type' })),
    datePicker((p) => p.getByRole('textbox', { name: 'Discovered On' })),
  ]);
  await expectNoSidewaysScroll(page);
  // Saved empty: the domain's messages beside the fields, nothing sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The Case Type field is required.')).toBeVisible();
  await choose(page, form.getByRole('combobox', { name: 'Case Type' }), 'Dumping');
  await choose(page, form.getByRole('combobox', { name: 'Severity' }), 'Minor');
  await form.getByRole('textbox', { name: 'Description' }).fill('Old tyres dumped by the north gate.');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/case\/\d+$/);
  const caseId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `Violation Case ${caseId}`, level: 2 })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps.getByText('by Sam Staff')).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Closed without action' })).toHaveCount(0);
  await expect(
    steps.getByText("Referred to counsel and Closed without action are an Admin's decision."),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The API holds the rule too: Staff asking for Closed without action get 403 and why.
  const refused = await page.request.post('/api/case/step', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { caseId, version: 1, statusId: 6, on: '2026-01-02', note: null },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Only an Admin may set a Violation Case to Closed without action.',
  );

  await takeStep(page, 'Owner contacted', 'Notice letter sent to the owner.');
  await steps.getByRole('button', { name: 'Cure agreed' }).waitFor();
  await expectAccessible(page);
  await takeStep(page, 'Resolved', 'Tyres removed; seen on the follow-up visit.');
  await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
  // Finished: no step is offered any more.
  for (const status of ['Cure agreed', 'Resolved', 'Referred to counsel', 'Closed without action'])
    await expect(steps.getByRole('button', { name: status, exact: true })).toHaveCount(0);

  // Back on the property: the case is finished, and the property's History names it.
  await page.goto(propertyPath);
  await expect(cases.getByRole('article', { name: `Violation Case ${caseId}` })).toContainText('Resolved');
  await expect(cases.getByText('No open Violation Cases.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'History' }).click();
  await expect(history.getByText('Violation Case Step Resolved created')).toBeVisible();
});

test('Staff correct a case with its instrument’s restriction and an answer due; it shows on the home tile and the instrument page, and its board report opens as Word', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  // The property and the terms its instruments carry, as the form offers them.
  const { property, instrument } = await caseProperty(page);
  const { instrumentId, label, terms } = instrument;
  await page.goto(property.path);

  await page
    .getByRole('region', { name: 'Violation Cases' })
    .getByRole('link', { name: 'Open Case' })
    .click();
  const open = page.getByRole('form', { name: 'Open Violation Case' });
  await choose(page, open.getByRole('combobox', { name: 'Case Type' }), 'Encroachment');
  await choose(page, open.getByRole('combobox', { name: 'Severity' }), 'Major');
  await open.getByRole('textbox', { name: 'Description' }).fill('Fence moved twenty feet into the easement.');
  await open.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/case\/\d+$/);
  const caseId = Number(new URL(page.url()).pathname.split('/').pop());

  // Edit: the instrument and one of its terms, and the owner's answer due.
  const details = page.getByRole('region', { name: 'Case Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit Case Details' });
  await edit.getByRole('checkbox', { name: `Instrument ${label}` }).check();
  const restrictions = edit.getByRole('group', { name: `Restrictions of Instrument ${label}` });
  await restrictions.getByRole('checkbox', { name: terms[0].label, exact: true }).check();
  await choose(page, edit.getByRole('combobox', { name: 'Follow-up', exact: true }), 'Answer due');
  await edit.getByRole('textbox', { name: 'Follow-up Due' }).fill('12/15/2026');
  await expectAccessibleWhenOpen(page, [
    selectDropDown((p) => p.getByRole('combobox', { name: 'Severity' })),
  ]);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(details.getByText(`${label}: ${terms[0].label}`)).toBeVisible();
  await expect(details.getByText('Answer due 12/15/2026')).toBeVisible();
  await expectAccessible(page);

  // The board's report: a real Word file with the timeline.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Case Report (Word)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ViolationCase-${caseId}-Report.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  for (const text of ['Fence moved twenty feet into the easement.', 'Timeline', 'Sam Staff', terms[0].label])
    expect(xml, text).toContain(text);

  // Home: Sam reported it, so it is among Sam's open violations, with its answer due.
  await page.goto('/');
  const tile = page.getByRole('button', { name: /My Open Violations/ });
  await tile.click();
  const mine = page.getByRole('region', { name: 'My Open Violations' });
  await expect(mine.getByText(`Violation Case ${caseId}: Encroachment`)).toBeVisible();
  await expect(mine.getByText('Open · Answer due 12/15/2026')).toBeVisible();
  await expectAccessible(page);

  // The instrument page lists it.
  await page.goto(`/project/${property.projectId}/instruments/${instrumentId}`);
  await expect(
    page
      .getByRole('region', { name: 'Violation Cases' })
      .getByRole('article', { name: `Violation Case ${caseId}` }),
  ).toContainText('Property');

  // At phone width: the case page and the home list fit and pass axe.
  await page.setViewportSize(phone);
  await page.goto(`/case/${caseId}`);
  await expect(details.getByText('Answer due 12/15/2026')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.goto('/');
  await page.getByRole('radio', { name: /All Open Violations/ }).check();
  await expect(
    page
      .getByRole('region', { name: 'All Open Violations' })
      .getByText(`Violation Case ${caseId}: Encroachment`),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
