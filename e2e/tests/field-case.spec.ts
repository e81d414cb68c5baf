import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { accessTokenOf, projectsWithCoveredProperties } from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Issue 33: a monitor, offline on a phone, records an observation on a prepared property's open
 * inspection and opens a violation case from it; the page is reloaded from the service worker; back
 * online the outbox syncs and the case exists once, with the observation as its evidence. Then the
 * office adds the inspection's other photo to the case and downloads the board's report.
 */
test.use({
  viewport: phone,
  geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
  permissions: ['geolocation'],
});

/** A real JPEG (1×1) followed by bytes of its own. */
const photo = Buffer.concat([
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    'base64',
  ),
  Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 13 + 5) % 256)),
]);

/** The signed-in user's API with the token the app keeps. */
const apiOf = async (page: Page) => {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  return {
    get: async <T>(path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()) as T,
    send: async <T>(method: 'POST' | 'PUT', path: string, data: unknown) => {
      const answer = await page.request.fetch(`/api${path}`, { method, headers, data });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as T;
    },
  };
};

type CaseSummary = { id: number };
type ViolationCase = {
  id: number;
  observation: { id: number; typeName: string; notes: string | null } | null;
  addedPhotos: { id: number; caption: string | null }[];
};

test('a case opened offline from an observation made offline syncs once, then the office adds a photo and downloads the report', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff', '/field');
  await expectSignedIn(page, 'staff');
  await waitForServiceWorker(page);

  // An open inspection of a covered property, made at the office, and the property prepared on the phone.
  const [{ projectId, propertyIds }] = await projectsWithCoveredProperties(page, 1);
  const propertyId = propertyIds[0];
  const api = await apiOf(page);
  const types = await api.get<{ id: number; serviceCategoryId: number }[]>('/service/types');
  const [agreement] = await api.send<{ id: number }[]>('POST', '/property/getagreementtypesbypropertyids', [
    propertyId,
  ]);
  const organisation = await api.get<{ crmId: string }>('/contact/getVofCrmContact');
  const me = await api.get<{ id: number }>('/users/me');
  const service = await api.send<{ id: number }>('POST', '/service/create', {
    projectId,
    associatedPropertyIds: [propertyId],
    contact: { crmId: organisation.crmId, roleIds: [39, 24] },
    categoryId: 1,
    typeIds: [types.find((t) => t.serviceCategoryId === 1)?.id],
    statusId: 1,
    agreementTypeId: agreement.id,
    staffLead: me.id,
  });
  const casesBefore = await api.get<CaseSummary[]>(`/property/${propertyId}/cases`);
  const prepareForm = page.getByRole('form', { name: 'Prepare a Property' });
  await prepareForm.getByRole('textbox', { name: 'Property ID' }).fill(String(propertyId));
  await prepareForm.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible({ timeout: 30_000 });

  // Offline: an observation, a case opened from it, and a photo of the fence apart from it.
  await context.setOffline(true);
  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('link', { name: new RegExp(`^Property ${propertyId}`) })
    .click();
  const visit = page.getByRole('region', { name: `Service ${service.id}` });
  await visit.getByRole('button', { name: 'Add Observation' }).click();
  const observationForm = visit.getByRole('form', { name: 'Add Observation' });
  await observationForm.getByRole('combobox', { name: 'Observation' }).click();
  const firstType = page.getByRole('option').first();
  const typeName = (await firstType.textContent()) ?? '';
  await firstType.click();
  await observationForm.getByRole('textbox', { name: 'Observation Notes' }).fill('Tyres dumped by the gate');
  await observationForm.getByRole('button', { name: 'Save' }).click();
  const observation = visit.getByRole('article', { name: typeName });
  await expect(observation).toBeFocused();

  await observation.getByRole('button', { name: `Open Violation Case from ${typeName}` }).click();
  const caseForm = observation.getByRole('form', { name: 'Open Violation Case' });
  await expect(caseForm.getByRole('heading', { name: 'Open Violation Case' })).toBeFocused();
  await caseForm.getByRole('combobox', { name: 'Case Type' }).click();
  await page.getByRole('option', { name: 'Dumping', exact: true }).click();
  await caseForm.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Major', exact: true }).click();
  await caseForm.getByRole('textbox', { name: 'Description' }).fill('About forty tyres inside the easement.');
  await caseForm.getByRole('button', { name: 'Save' }).click();
  await expect(caseForm).toHaveCount(0);
  const unsynced = observation.getByText(/^Violation Case \(not yet synced\): Dumping, Major, discovered/);
  await expect(unsynced).toBeVisible();
  // The observation and its case each say they are only on this device.
  await expect(observation.getByText('On this device')).toHaveCount(2);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const chooser = page.waitForEvent('filechooser');
  await visit.getByRole('button', { name: 'Take Photo' }).click();
  await (await chooser).setFiles({ name: 'fence.jpg', mimeType: 'image/jpeg', buffer: photo });
  const photoForm = visit.getByRole('form', { name: 'Add Photo' });
  await photoForm.getByRole('textbox', { name: 'Caption' }).fill('Fence line');
  await photoForm.getByRole('button', { name: 'Save' }).click();
  await expect(visit.getByRole('article', { name: 'Fence line' })).toBeVisible();

  // The phone reopens the app with no network: the service worker serves it, the case is still there.
  await page.reload();
  await expect(unsynced).toBeVisible();
  await page.getByRole('link', { name: '‹ Field' }).click();
  const sync = page.getByRole('region', { name: 'Sync' });
  await expect(sync.getByRole('status')).toContainText('3 items not yet synced');
  // Nothing reached the server meanwhile (the office's API calls are not the phone's).
  expect(await api.get<CaseSummary[]>(`/property/${propertyId}/cases`)).toEqual(casesBefore);

  // Back online: the outbox sends the observation, then the case naming it, then the photo.
  await context.setOffline(false);
  await sync.getByRole('button', { name: 'Sync Now' }).click();
  await expect(sync.getByText('Everything saved on this device is synced.')).toBeVisible({ timeout: 30_000 });
  // A second pass sends nothing again.
  await sync.getByRole('button', { name: 'Sync Now' }).click();
  await expect(sync.getByText('Everything saved on this device is synced.')).toBeVisible();
  const casesAfter = await api.get<CaseSummary[]>(`/property/${propertyId}/cases`);
  const made = casesAfter.filter((c) => !casesBefore.some((b) => b.id === c.id));
  expect(made).toHaveLength(1);
  const caseId = made[0].id;
  const found = await api.get<ViolationCase>(`/case/${caseId}`);
  expect(found.observation).toMatchObject({ typeName, notes: 'Tyres dumped by the gate' });

  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('link', { name: new RegExp(`^Property ${propertyId}`) })
    .click();
  await observation.getByRole('link', { name: `Violation Case ${caseId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/case/${caseId}$`));
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByText(/Tyres dumped by the gate/)).toBeVisible();

  // The office: Add Photos offers the inspection's other photo, with where it was taken.
  await page.setViewportSize({ width: 1280, height: 900 });
  await evidence.getByRole('button', { name: 'Add Photos' }).click();
  const addForm = evidence.getByRole('form', { name: 'Add Photos' });
  await addForm.getByRole('checkbox', { name: new RegExp(`^Fence line, Service ${service.id}`) }).check();
  await expectAccessible(page);
  await addForm.getByRole('button', { name: 'Save' }).click();
  await expect(addForm).toHaveCount(0);
  await expect(evidence.getByText('Fence line')).toBeVisible();
  await expect(evidence.getByText('37.54070, -77.43600 (± 6 m)')).toBeVisible();
  expect((await api.get<ViolationCase>(`/case/${caseId}`)).addedPhotos.map((p) => p.caption)).toEqual([
    'Fence line',
  ]);

  // The board's report holds the case, its observation and the added photo.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Case Report (Word)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ViolationCase-${caseId}-Report.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  for (const text of ['About forty tyres inside the easement.', 'Tyres dumped by the gate', 'Fence line'])
    expect(xml, text).toContain(text);
  expect(zip.file(/^word\/media\//)).toHaveLength(1);

  await page.setViewportSize(phone);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await deleteServices(browser, baseURL as string, [service.id]);
});
