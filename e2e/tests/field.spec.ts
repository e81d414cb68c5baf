import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { projectsWithCoveredProperties } from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

/** A real JPEG (1×1) followed by `extra` bytes of its own: each photo distinct, its hash known. */
const photo = (extra: number, seed: number) =>
  Buffer.concat([
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
      'base64',
    ),
    Buffer.from(Array.from({ length: extra }, (_, i) => (i * 31 + seed) % 256)),
  ]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The phone as a monitor carries it: its own profile on disk (so a restart keeps what it stored), a
 * fix from GPS, launched as the config launches every browser (Debian's Chromium and its flags).
 */
const openPhone = (profile: string, baseURL: string) =>
  chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: phone,
    geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
    permissions: ['geolocation'],
  });

/** The phone's open tab (a persistent context starts with one). */
const phonePage = async (context: BrowserContext) => {
  const page = context.pages()[0] ?? (await context.newPage());
  return page;
};

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });

test.describe('field monitoring on a phone with no signal', () => {
  test('prepare, go offline, reload, record an inspection with three observations and three photos, restart, sync: all verified', async ({
    baseURL,
    browser,
  }) => {
    test.setTimeout(150_000);
    const profile = mkdtempSync(join(tmpdir(), 'field-phone-'));
    try {
      let context = await openPhone(profile, baseURL as string);
      let page = await phonePage(context);
      await signIn(page, 'staff', '/field');
      await expectSignedIn(page, 'staff');
      await waitForServiceWorker(page);
      const [{ propertyId }] = (await projectsWithCoveredProperties(page, 1)).map((p) => ({
        propertyId: p.propertyIds[0],
      }));

      // Prepare offline.
      const prepare = page.getByRole('form', { name: 'Prepare a Property' });
      await prepare.getByRole('textbox', { name: 'Property ID' }).fill(String(propertyId));
      await prepare.getByRole('button', { name: 'Prepare Offline' }).click();
      await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible();
      const prepared = page.getByRole('region', { name: 'Prepared on This Device' });
      await expect(prepared.getByRole('link', { name: new RegExp(`^Property ${propertyId}`) })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // No signal: the app opens from the service worker.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Field', level: 2 })).toBeVisible();
      await prepared.getByRole('link', { name: new RegExp(`^Property ${propertyId}`) }).click();
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Property ${propertyId}`), level: 2 }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Access and Details' })).toBeVisible();

      await page.getByRole('button', { name: 'Start Inspection' }).click();
      const start = page.getByRole('form', { name: 'Start Inspection' });
      await start.getByRole('combobox', { name: 'Components' }).click();
      await page.getByRole('option', { name: 'Annual Monitoring Visit' }).click();
      await page.keyboard.press('Escape');
      const agreement = start.getByRole('combobox', { name: 'Agreement Type' });
      if ((await agreement.inputValue()) === '') {
        await agreement.click();
        await page.getByRole('option').first().click();
      }
      await start.getByRole('button', { name: 'Save' }).click();
      const visit = page.getByRole('region', { name: 'New Inspection (on this device)' });
      await expect(visit).toBeVisible();

      const observationTypes: string[] = [];
      for (const [i, notes] of [
        'Fence down by the creek',
        'New shed near the barn',
        'Trail eroded',
      ].entries()) {
        await visit.getByRole('button', { name: 'Add Observation' }).click();
        const form = visit.getByRole('form', { name: 'Add Observation' });
        await form.getByRole('combobox', { name: 'Observation' }).click();
        const option = page.getByRole('option').nth(i);
        observationTypes.push((await option.textContent()) ?? '');
        await option.click();
        await form.getByRole('combobox', { name: 'Answer' }).click();
        await page.getByRole('option', { name: 'Yes' }).click();
        if (i === 0) {
          await form.getByRole('button', { name: 'Save' }).click();
          await expect(
            form.getByText('The Observation Notes field is required when Yes is selected.'),
          ).toBeVisible();
        }
        await form.getByRole('textbox', { name: 'Observation Notes' }).fill(notes);
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(visit.getByText(notes)).toBeVisible();
      }

      const photos = [photo(3000, 1), photo(5000, 2), photo(7000, 3)];
      for (const [i, bytes] of photos.entries()) {
        const chooser = page.waitForEvent('filechooser');
        await visit.getByRole('button', { name: 'Take Photo' }).click();
        await (await chooser).setFiles({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: bytes });
        const form = visit.getByRole('form', { name: 'Add Photo' });
        await expect(form.getByText('Position: 37.54070, -77.43600 (± 6 m)')).toBeVisible();
        await form.getByRole('textbox', { name: 'Caption' }).fill(`Photo point ${i + 1}`);
        await form.getByRole('textbox', { name: 'Heading (degrees)' }).fill(String(90 * i));
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(visit.getByRole('article', { name: `Photo point ${i + 1}` })).toBeVisible();
      }
      await expect(visit.getByText('On this device').first()).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      // A small phone (360 px) too: nothing cut off, nothing to scroll sideways.
      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoSidewaysScroll(page);
      await page.setViewportSize(phone);

      await page.getByRole('link', { name: '‹ Field' }).click();
      await expect(page.getByRole('region', { name: 'Sync' }).getByRole('status')).toContainText(
        '8 items not yet synced',
      );

      // The phone restarts (still offline at first): everything is still on it.
      await context.close();
      context = await openPhone(profile, baseURL as string);
      page = await phonePage(context);
      await context.setOffline(true);
      await page.goto('/field');
      await expect(page.getByRole('region', { name: 'Sync' }).getByRole('status')).toContainText(
        '8 items not yet synced',
      );

      // Back in signal: the outbox goes by itself and every item ends verified.
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Sync Now' }).click();
      await expect(page.getByText('Everything saved on this device is synced.')).toBeVisible({
        timeout: 60_000,
      });
      const outbox = page.getByRole('region', { name: 'Sync' });
      await expect(outbox.getByText('Verified')).toHaveCount(8);

      // The server holds one inspection with the three observations and the three photos, byte for byte.
      const token = await tokenOf(page);
      const api = async <T>(path: string) =>
        (await (
          await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as T;
      const copy = await api<{
        property: { propertyServices: { id: number; categoryId: number; statusId: number }[] };
      }>(`/field/property/${propertyId}`);
      const serviceId = Math.max(...copy.property.propertyServices.map((s) => s.id));
      const observations = await api<{ notes: string }[]>(`/service/${serviceId}/observations`);
      expect(observations.map((o) => o.notes).sort()).toEqual(
        ['Fence down by the creek', 'New shed near the barn', 'Trail eroded'].sort(),
      );
      const held = await api<
        { sha256: string; sizeBytes: number; latitude: number; headingDegrees: number }[]
      >(`/service/${serviceId}/photos`);
      expect(held.map((p) => p.sha256).sort()).toEqual(photos.map(sha256).sort());
      expect(held.every((p) => p.latitude === 37.5407)).toBe(true);
      const events = await api<{ eventTypeId: number }[]>(`/service/${serviceId}/events`);
      expect(events.map((e) => e.eventTypeId).sort()).toEqual([29, 31]);

      // The Word inspection report carries the three photos (a .docx is a zip: its images sit in word/media).
      const { primaryProjectId } = await api<{ primaryProjectId: number }>(`/service/${serviceId}`);
      const report = await page.request.get(
        `/api/service/${serviceId}/ExportInspectionFormReport/${primaryProjectId}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(report.status()).toBe(200);
      const media = new Set((await report.body()).toString('latin1').match(/word\/media\/[\w.-]+/g));
      expect(media.size).toBe(3);
      await context.close();
      await deleteServices(browser, baseURL as string, [serviceId]);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
