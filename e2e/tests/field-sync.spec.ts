import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { projectsWithCoveredProperties } from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

test.use({
  viewport: phone,
  geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
  permissions: ['geolocation'],
});

/** The signed-in user's API, with the token the app keeps: the office's side of these journeys. */
const apiOf = async (page: Page) => {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()) as T,
    send: async <T>(method: 'POST' | 'PUT', path: string, data: unknown) => {
      const answer = await page.request.fetch(`/api${path}`, { method, headers, data });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as T;
    },
  };
};

type Service = { id: number; version: number; [field: string]: unknown };

/** An open Inspection service of the property, made at the office, and the property prepared on the phone. */
const prepareWithOpenInspection = async (page: Page) => {
  await signIn(page, 'staff', '/field');
  await expectSignedIn(page, 'staff');
  await waitForServiceWorker(page);
  const [{ projectId, propertyIds }] = await projectsWithCoveredProperties(page, 1);
  const propertyId = propertyIds[1];
  const api = await apiOf(page);
  const types = await api.get<{ id: number; serviceCategoryId: number }[]>('/service/types');
  const [agreement] = await api.send<{ id: number }[]>('POST', '/property/getagreementtypesbypropertyids', [
    propertyId,
  ]);
  const organisation = await api.get<{ crmId: string }>('/contact/getVofCrmContact');
  const me = await api.get<{ id: number }>('/users/me');
  const service = await api.send<Service>('POST', '/service/create', {
    projectId,
    associatedPropertyIds: [propertyId],
    contact: { crmId: organisation.crmId, roleIds: [39, 24] },
    categoryId: 1,
    typeIds: [types.find((t) => t.serviceCategoryId === 1)?.id],
    statusId: 1,
    agreementTypeId: agreement.id,
    staffLead: me.id,
  });
  const form = page.getByRole('form', { name: 'Prepare a Property' });
  await form.getByRole('textbox', { name: 'Property ID' }).fill(String(propertyId));
  await form.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible();
  return { api, propertyId, serviceId: service.id };
};

const updateBodyOf = (service: Service, changes: Record<string, unknown>) => {
  const { id, version, categoryId, typeIds, statusId, agreementTypeId, staffLead, productIds } = service;
  return {
    ...{ id, version, categoryId, typeIds, statusId, agreementTypeId, staffLead, productIds },
    ...Object.fromEntries(
      [
        'previousServiceId',
        'feeCharged',
        'feePaid',
        'notes',
        'imageryAssessmentBeforeDate',
        'beforeSource',
        'beforeSourceNotes',
        'imageryAssessmentAfterDate',
        'afterSource',
        'afterSourceNotes',
        'landownerPropertyPlans',
        'questionsForVOF',
        'inspectionMethod',
        'reportCompletedDate',
      ].map((field) => [field, service[field]]),
    ),
    ...changes,
  };
};

const editDetailsOffline = async (page: Page, serviceId: number, label: string, text: string) => {
  const visit = page.getByRole('region', { name: `Service ${serviceId}` });
  await visit.getByRole('button', { name: 'Edit Inspection Details' }).click();
  const form = visit.getByRole('form', { name: 'Edit Inspection Details' });
  await form.getByRole('textbox', { name: label }).fill(text);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(visit.getByText(text)).toBeVisible();
};

test('a change made offline on a version the office has since changed: shown side by side, settled both ways, nothing dropped', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api, propertyId, serviceId } = await prepareWithOpenInspection(page);
  const sync = page.getByRole('region', { name: 'Sync' });

  // Round 1: the monitor keeps theirs.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(`^Property ${propertyId}`) }).click();
  await editDetailsOffline(page, serviceId, 'Landowner Property Plans', 'A pond by the barn');
  const office = await api.get<Service>(`/service/${serviceId}`);
  await api.send('PUT', '/service/update', updateBodyOf(office, { notes: 'Called the landowner' }));
  // Opening the Field page with an item queued never says, even for a moment, that everything is synced.
  await page.evaluate(() => {
    const seen = { synced: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Everything saved on this device is synced.')) seen.synced = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: '‹ Field' }).click();
  await expect(sync.getByRole('status')).toContainText('1 item not yet synced');
  expect(await page.evaluate(() => (window as unknown as { seen: { synced: boolean } }).seen.synced)).toBe(
    false,
  );
  // Signing out now asks, and the safe answer has the focus: Enter keeps the monitor signed in.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const question = page.getByRole('dialog', { name: 'Sign out with items not yet synced?' });
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expectSignedIn(page, 'staff');
  await context.setOffline(false);
  await sync.getByRole('button', { name: 'Sync Now' }).click();
  const sideBySide = sync.getByRole('table', { name: "Your change and the server's version" });
  await expect(
    sideBySide.getByRole('row', { name: /Landowner Property Plans A pond by the barn/ }),
  ).toBeVisible();
  // Only the field that differs is listed; the service is named and the choices are the buttons below.
  await expect(sideBySide.getByRole('row')).toHaveCount(2);
  await expect(
    sync.getByText(
      new RegExp(
        `^Service ${serviceId} was changed on the server by Sam Staff at .+ after this device read it\\. Keep Mine sends your values on the server's version; Take the Server's drops yours\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(sync.getByText(/Reload/)).toHaveCount(0);
  await expect(sync.getByRole('status')).toHaveText('1 item not yet synced · 1 conflict to settle below');
  await expectAccessible(page);
  await sync.getByRole('button', { name: 'Keep Mine' }).click();
  await expect(sync.getByText('Everything saved on this device is synced.')).toBeVisible();
  let saved = await api.get<Service>(`/service/${serviceId}`);
  expect(saved.landownerPropertyPlans).toBe('A pond by the barn');
  expect(saved.notes).toBe('Called the landowner');

  // Round 2: the monitor takes the server's.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(`^Property ${propertyId}`) }).click();
  await editDetailsOffline(page, serviceId, 'Questions for VOF', 'Who mows the lane?');
  await api.send('PUT', '/service/update', updateBodyOf(saved, { questionsForVOF: 'Asked at the office' }));
  await page.getByRole('link', { name: '‹ Field' }).click();
  await context.setOffline(false);
  await sync.getByRole('button', { name: 'Sync Now' }).click();
  await expect(
    sideBySide.getByRole('row', { name: /Questions for VOF Who mows the lane\? Asked at the office/ }),
  ).toBeVisible();
  await sync.getByRole('button', { name: "Take the Server's" }).click();
  await expect(sync.getByText('Everything saved on this device is synced.')).toBeVisible();
  saved = await api.get<Service>(`/service/${serviceId}`);
  expect(saved.questionsForVOF).toBe('Asked at the office');
  expect(saved.landownerPropertyPlans).toBe('A pond by the barn');
  await deleteServices(browser, baseURL as string, [serviceId]);
});

test('a 10 MB photo whose connection breaks at 60 % resumes from there, not from the start, and ends verified', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api, propertyId, serviceId } = await prepareWithOpenInspection(page);
  const mb = 1024 * 1024;
  const bytes = Buffer.concat([
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
      'base64',
    ),
    Buffer.from(Array.from({ length: 10 * mb }, (_, i) => (i * 7) % 256)),
  ]);
  const offsets: number[] = [];
  let broken = false;
  await page.route('**/api/photo-upload/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const offset = Number(request.headers()['upload-offset']);
    offsets.push(offset);
    if (!broken && offset >= 6 * mb) {
      broken = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.getByRole('link', { name: new RegExp(`^Property ${propertyId}`) }).click();
  const visit = page.getByRole('region', { name: `Service ${serviceId}` });
  const chooser = page.waitForEvent('filechooser');
  await visit.getByRole('button', { name: 'Choose Photo' }).click();
  await (await chooser).setFiles({ name: 'ridge.jpg', mimeType: 'image/jpeg', buffer: bytes });
  const form = visit.getByRole('form', { name: 'Add Photo' });
  await form.getByRole('textbox', { name: 'Caption' }).fill('Ridge line');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(visit.getByRole('article', { name: 'Ridge line' }).getByText('Verified')).toBeVisible({
    timeout: 60_000,
  });

  expect(broken).toBe(true);
  const resumedAt = offsets.lastIndexOf(6 * mb);
  expect(offsets.indexOf(6 * mb)).toBeLessThan(resumedAt);
  // After the break the upload went on from 6 MB: no part was sent again from the start.
  expect(offsets.slice(resumedAt)).toEqual([6, 7, 8, 9, 10].map((n) => n * mb));
  const [held] = await api.get<{ sha256: string; sizeBytes: number }[]>(`/service/${serviceId}/photos`);
  expect(held.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  expect(held.sizeBytes).toBe(bytes.length);
  await deleteServices(browser, baseURL as string, [serviceId]);
});
