import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { accessTokenOf, apiOf, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Owners' requests (issue 33 §5): Staff receive a request for a new dwelling on a property that still
 * has a dwelling right left, see it checked against the Built Environment rights, review and approve
 * it, write the decision letter (Word, with the request's kind in it) and record it as sent, and the
 * property's Built Environment card then counts the new dwelling as existing. The added feature is
 * deleted at the end, so the demo property's rights are as the other journeys expect.
 */
const choose = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
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

type Rights = { existingDwellingUnits: number; remainingDwellingUnits: number };

test('Staff receive an owner’s request for a new dwelling, review and approve it, and the property’s rights count it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  const property = await findProperty(
    page,
    (p) => (p as unknown as Rights).remainingDwellingUnits >= 1 && p.statusId === 1,
    { fromLastProject: true },
  );
  const existingBefore = (property as unknown as Rights).existingDwellingUnits;
  await page.goto(property.path);
  const card = page.getByRole('region', { name: 'Owner Requests' });
  await card.getByRole('link', { name: 'Receive Request' }).click();

  const form = page.getByRole('form', { name: 'Receive Owner Request' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The Request Kind field is required.')).toBeVisible();
  await choose(page, form.getByRole('combobox', { name: /^Request Kind/ }), 'New dwelling');
  await form.getByRole('textbox', { name: /^Description/ }).fill('A second house by the lane.');
  await form.getByRole('textbox', { name: /^Dwelling Units/ }).fill('1');
  await form.getByRole('textbox', { name: /^Finished Area/ }).fill('2400');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: /^Owner Request \d+$/ })).toBeVisible();
  const requestId = Number(
    (await page.getByRole('heading', { name: /^Owner Request \d+$/ }).textContent())?.split(' ')[2],
  );
  const check = page.getByRole('region', { name: 'Rights Check' });
  await expect(check.getByText('Within Allowed')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await takeStep(page, 'Under review', 'Site plan received.');
  await takeStep(page, 'Approved', 'Approved by the stewardship committee.');
  await expect(check.getByText(/Approved: the property's existing rights include it/)).toBeVisible();
  await expectAccessible(page);

  // The decision letter: previewed, downloaded as Word (the request's kind in it), recorded as sent.
  const letters = page.getByRole('region', { name: 'Letters' });
  await expect(letters.getByText('No letters have been recorded as sent.')).toBeVisible();
  await choose(
    page,
    letters.getByRole('combobox', { name: 'Letter Template' }),
    "Decision on an Owner's Request",
  );
  const preview = letters.getByRole('region', { name: 'Letter preview' });
  await expect(preview).toContainText(`New dwelling (Owner Request ${requestId})`);
  await expect(preview).toContainText('Approved by the stewardship committee.');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const downloading = page.waitForEvent('download');
  await letters.getByRole('button', { name: 'Download (Word)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Decision-on-an-Owner-s-Request-OwnerRequest-${requestId}.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  expect(xml).toContain('New dwelling');
  expect(xml).toContain('Our decision of');
  await letters.getByRole('button', { name: 'Record as Sent' }).click();
  await expect(letters.getByText('The letter was recorded as sent.')).toBeVisible();
  const sent = letters.getByRole('list', { name: 'Letters sent' });
  await expect(
    sent.getByText(/Decision on an Owner's Request, sent \d\d\/\d\d\/\d{4} by Sam Staff/),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  const again = page.waitForEvent('download');
  await sent.getByRole('button', { name: /^Download Decision on an Owner's Request sent/ }).click();
  const kept = await JSZip.loadAsync(await readFile(await (await again).path()));
  expect((await kept.file('word/document.xml')?.async('string')) ?? '').toContain('New dwelling');

  // The property's Built Environment card lists the new dwelling and counts it as existing.
  await page.getByRole('link', { name: /^Property / }).click();
  const features = page.getByRole('region', { name: 'Built Environment Features' });
  const description = `Request ${requestId}: New dwelling`;
  await expect(features.getByText(description)).toBeVisible();
  const get = await apiOf(page);
  const after = (await get<Rights>(`/property/${property.id}`)) as Rights;
  expect(after.existingDwellingUnits).toBe(existingBefore + 1);
  await expect(
    page.getByRole('region', { name: 'Owner Requests' }).getByText(/^Decided \(\d+\)$/),
  ).toBeVisible();
  // The letter kept shows on the property's Letters card, marked with its request.
  await expect(
    page
      .getByRole('region', { name: 'Letters' })
      .getByRole('list', { name: 'Letters sent' })
      .getByText(new RegExp(`\\(Owner Request ${requestId}\\)`)),
  ).toBeVisible();

  // Leave the demo property's rights as found: the added feature goes (the request keeps its History).
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const request = (await get<{ featureId: number }>(`/ownerRequest/${requestId}`)) as { featureId: number };
  const feature = (
    await get<{ id: number; version: number }[]>(`/property/${property.id}/builtEnvironmentFeatures`)
  )?.find((f) => f.id === request.featureId);
  const removed = await page.request.delete(
    `/api/builtEnvironmentFeature/delete/${request.featureId}?version=${feature?.version}`,
    { headers },
  );
  expect(removed.ok(), await removed.text()).toBe(true);
});
