import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, phone } from './accessibility';
import { projectsWithCoveredProperties } from './demo-records';
import { deleteServices } from './leave-demo-as-found';
import { waitForServiceWorker } from './service-worker';
import { expectSignedIn, signIn } from './sign-in';

// A phone allows its motion sensors to pages by default; a granted list in Chromium refuses what it leaves out.
test.use({
  viewport: phone,
  geolocation: { latitude: 37.5407, longitude: -77.436, accuracy: 6 },
  permissions: ['geolocation', 'accelerometer', 'gyroscope', 'magnetometer'],
});

/** A real JPEG (1×1) followed by bytes of its own, so each photo is distinct. */
const photo = (seed: number) =>
  Buffer.concat([
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
      'base64',
    ),
    Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 17 + seed) % 256)),
  ]);

/** A covered property with exactly one agreement type (the case New Service presets), and that type's name. */
const propertyWithOneAgreementType = async (page: Page) => {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });
  for (const { propertyIds } of await projectsWithCoveredProperties(page, 3)) {
    for (const propertyId of propertyIds) {
      const answer = await page.request.post('/api/property/getagreementtypesbypropertyids', {
        headers: { Authorization: `Bearer ${token}` },
        data: [propertyId],
      });
      const types = (await answer.json()) as { id: number; name: string }[];
      if (types.length === 1) return { propertyId, agreementType: types[0].name };
    }
  }
  throw new Error('No covered property has exactly one agreement type');
};

/** The focus ring a keyboard user sees on a field: at least a 2 px outline or ring, not a border's colour. */
const focusRingWidth = (field: Locator) =>
  field.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    // A box-shadow ring: its spread (the fourth length) is its width.
    const spread = /(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/.exec(style.boxShadow);
    return Math.max(outline, spread ? Number(spread[4]) : 0);
  });

/** The compass of a phone pointing west: the absolute-orientation sensor turned 90° from north, anticlockwise. */
const pointCompassWest = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type: 'absolute-orientation' });
  await cdp.send('Emulation.setSensorOverrideReadings', {
    type: 'absolute-orientation',
    reading: { quaternion: { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 } },
  });
};

test('a visit on a phone: the agreement type preset, "No" kept, the compass read, focus where the work is, and the photo point bearing to re-shoot', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'staff', '/field');
  await expectSignedIn(page, 'staff');
  await waitForServiceWorker(page);
  const { propertyId, agreementType } = await propertyWithOneAgreementType(page);
  const prepareForm = page.getByRole('form', { name: 'Prepare a Property' });
  await prepareForm.getByRole('textbox', { name: 'Property ID' }).fill(String(propertyId));
  await prepareForm.getByRole('button', { name: 'Prepare Offline' }).click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('link', { name: new RegExp(`^Property ${propertyId}`) })
    .click();

  // Start Inspection: focus moves into the form, and the property's one agreement type is chosen, as online.
  await page.getByRole('button', { name: 'Start Inspection' }).click();
  const start = page.getByRole('form', { name: 'Start Inspection' });
  await expect(start.getByRole('heading', { name: 'Start Inspection' })).toBeFocused();
  await expect(start.getByRole('combobox', { name: 'Agreement Type' })).toHaveValue(agreementType);
  await start.getByRole('combobox', { name: 'Components' }).click();
  await page.getByRole('option', { name: 'Annual Monitoring Visit' }).click();
  await page.keyboard.press('Escape');
  await start.getByRole('button', { name: 'Save' }).click();
  const visit = page.getByRole('region', { name: 'New Inspection (on this device)' });
  // After the save, focus is on what was saved, not on the page.
  await expect(visit.getByRole('button', { name: 'New Inspection (on this device)' })).toBeFocused();

  // Add Observation: the preset answer "No" tapped again stays "No", and saves.
  await visit.getByRole('button', { name: 'Add Observation' }).click();
  const observationForm = visit.getByRole('form', { name: 'Add Observation' });
  await expect(observationForm.getByRole('heading', { name: 'Add Observation' })).toBeFocused();
  await observationForm.getByRole('combobox', { name: 'Observation' }).click();
  const firstType = page.getByRole('option').first();
  const typeName = (await firstType.textContent()) ?? '';
  await firstType.click();
  const answer = observationForm.getByRole('combobox', { name: 'Answer' });
  await expect(answer).toHaveValue('No');
  await answer.click();
  await page.getByRole('option', { name: 'No', exact: true }).click();
  await expect(answer).toHaveValue('No');
  // Inputs show focus with a ring, not only a 1 px colour change of their border.
  await answer.focus();
  expect(await focusRingWidth(answer)).toBeGreaterThanOrEqual(2);
  await observationForm.getByRole('button', { name: 'Save' }).click();
  await expect(observationForm).toBeHidden();
  await expect(visit.getByText('The Answer field is required')).toHaveCount(0);
  await expect(visit.getByRole('article', { name: typeName })).toBeFocused();

  // Take Photo: the heading comes from the compass; a new photo point takes it as its bearing.
  await pointCompassWest(page);
  const chooser = page.waitForEvent('filechooser');
  await visit.getByRole('button', { name: 'Take Photo' }).click();
  await (await chooser).setFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: photo(1) });
  const photoForm = visit.getByRole('form', { name: 'Add Photo' });
  await expect(photoForm.getByRole('heading', { name: 'Add Photo' })).toBeFocused();
  await photoForm.getByRole('textbox', { name: 'Caption' }).fill('North gate');
  await photoForm.getByRole('button', { name: 'Read Compass' }).click();
  await expect(photoForm.getByRole('textbox', { name: 'Heading (degrees)' })).toHaveValue('270');
  await photoForm.getByRole('combobox', { name: 'Photo Point' }).click();
  await page.getByRole('option', { name: 'New photo point…' }).click();
  await photoForm.getByRole('textbox', { name: 'Photo Point Name' }).fill('North Gate');
  await photoForm.getByRole('button', { name: 'Save' }).click();
  await expect(visit.getByRole('article', { name: 'North gate' })).toBeFocused();

  // The Sync card names the observation by its type.
  await page.getByRole('link', { name: '‹ Field' }).click();
  const sync = page.getByRole('region', { name: 'Sync' });
  await expect(sync.getByRole('article', { name: `Observation: ${typeName}` })).toBeVisible();

  // Back in signal: everything verified, and the Verified badges read at AA contrast.
  await context.setOffline(false);
  await sync.getByRole('button', { name: 'Sync Now' }).click();
  await expect(sync.getByText('Everything saved on this device is synced.')).toBeVisible({ timeout: 60_000 });
  await expect(sync.getByText('Verified')).toHaveCount(4);
  await expectAccessible(page);

  // Prepared again, the point's bearing shows in the re-shoot guide beside its first photo.
  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('button', { name: 'Prepare Again' })
    .click();
  await expect(page.getByText(/^Stored \d+ KB for work offline\./)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('region', { name: 'Prepared on This Device' })
    .getByRole('link', { name: new RegExp(`^Property ${propertyId}`) })
    .click();
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });
  const copy = (await (
    await page.request.get(`/api/field/property/${propertyId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { property: { projectId: number }; openInspections: { service: { id: number } }[] };
  const serviceId = Math.max(...copy.openInspections.map((i) => i.service.id));
  const open = page.getByRole('region', { name: `Service ${serviceId}` });
  const again = page.waitForEvent('filechooser');
  await open.getByRole('button', { name: 'Take Photo' }).click();
  await (await again).setFiles({ name: 'gate-2.jpg', mimeType: 'image/jpeg', buffer: photo(2) });
  const reshoot = open.getByRole('form', { name: 'Add Photo' });
  await reshoot.getByRole('combobox', { name: 'Photo Point' }).click();
  await page.getByRole('option', { name: 'North Gate' }).click();
  await expect(reshoot.getByText('Bearing: 270° (W)')).toBeVisible();
  await expect(reshoot.getByRole('img', { name: 'First photo of North Gate' })).toBeVisible();
  await reshoot.getByRole('button', { name: 'Cancel' }).click();

  // The office's Photos card: its small "Verified" reads at AA contrast too.
  await page.goto(`/project/${copy.property.projectId}/services/${serviceId}`);
  await expect(page.getByRole('article', { name: /^Photo \d+/ }).getByText('Verified')).toBeVisible();
  await expectAccessible(page);
  await deleteServices(browser, baseURL as string, [serviceId]);
});
