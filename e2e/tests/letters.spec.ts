import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { accessTokenOf, apiOf, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Letters (issue 33 §3): on a case of a property with an Owner, Staff choose the Notice template,
 * download the Word letter (the owner's name in it), record it as sent, and it shows on the Letters card.
 */
const choose = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

const xmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('Staff write the notice letter on a case, download it as Word and record it as sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  const get = await apiOf(page);
  const templates = (await get<{ id: number; kind: string }[]>('/letterTemplates')) ?? [];
  const notice = templates.find((t) => t.kind === 'violationNotice');
  expect(notice).toBeDefined();
  // A property whose letter has an owner to write to.
  let recipients = '';
  const property = await findProperty(page, async ({ id }) => {
    const preview = await get<{ recipients: string }>(
      `/letter/preview?templateId=${notice?.id}&propertyId=${id}`,
    );
    recipients = preview?.recipients ?? '';
    return recipients !== '';
  });
  // The first owner's name (each recipient is 'name, address'; several are joined with '; ').
  const ownerName = recipients.split('; ')[0].split(', ')[0];

  // The case, opened through the API (the cases journey opens one through the page).
  const token = await accessTokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/users/me', { headers })).json()) as { id: number };
  const opened = await page.request.post('/api/case/create', {
    headers,
    data: {
      propertyId: property.id,
      typeId: 4,
      severity: 'minor',
      discoveredOn: '2026-05-01',
      reportedById: me.id,
      description: 'Old tyres dumped by the gate.',
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const caseId = ((await opened.json()) as { id: number }).id;

  await page.goto(`/case/${caseId}`);
  const letters = page.getByRole('region', { name: 'Letters' });
  await expect(letters.getByText('No letters have been recorded as sent.')).toBeVisible();
  await choose(
    page,
    letters.getByRole('combobox', { name: 'Letter Template' }),
    'Notice of a Potential Violation',
  );
  const preview = letters.getByRole('region', { name: 'Letter preview' });
  await expect(preview).toContainText(`Dear ${ownerName}`);
  await expect(preview).toContainText('Old tyres dumped by the gate.');
  await expectAccessible(page);

  // The Word letter: a real .docx (a zip) with the owner's name in word/document.xml.
  const downloading = page.waitForEvent('download');
  await letters.getByRole('button', { name: 'Download (Word)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Notice-of-a-Potential-Violation-ViolationCase-${caseId}.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  expect(xml).toContain(xmlEscaped(ownerName));

  // Recorded as sent today: it shows on the Letters card, and downloads again as it was sent.
  await letters.getByRole('button', { name: 'Record as Sent' }).click();
  await expect(letters.getByText('The letter was recorded as sent.')).toBeVisible();
  const sent = letters.getByRole('list', { name: 'Letters sent' });
  await expect(
    sent.getByText(/Notice of a Potential Violation, sent \d\d\/\d\d\/\d{4} by Sam Staff/),
  ).toBeVisible();
  const again = page.waitForEvent('download');
  await sent.getByRole('button', { name: /^Download Notice of a Potential Violation sent/ }).click();
  const kept = await JSZip.loadAsync(await readFile(await (await again).path()));
  expect((await kept.file('word/document.xml')?.async('string')) ?? '').toContain(xmlEscaped(ownerName));
  await expectAccessible(page);

  // At phone width nothing is clipped.
  await page.setViewportSize(phone);
  await expect(sent).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('Staff read the letter templates and merge the letters of their easements as a zip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff');
  await expectSignedIn(page, 'staff');
  await page.goto('/admin/letterTemplates');
  await expect(page.getByRole('heading', { name: 'Letter Templates', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annual Landowner Letter' })).toBeVisible();
  await expect(page.getByText(/Only an Admin may change them./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Template' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/letters/merge');
  const form = page.getByRole('main');
  await choose(page, form.getByRole('combobox', { name: 'Letter Template' }), 'Annual Landowner Letter');
  await form.getByRole('radio', { name: 'A zip of one Word file per letter' }).check();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download Letters' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Annual-Landowner-Letter-\d+-Letters\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const first = Object.keys(zip.files)[0];
  expect(first).toMatch(/^0*1-Instrument-\d+\.docx$/);
  const letter = await JSZip.loadAsync((await zip.file(first)?.async('nodebuffer')) ?? Buffer.alloc(0));
  expect(await letter.file('word/document.xml')?.async('string')).toContain(
    'Thank you again for your partnership in conservation.',
  );
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
});
