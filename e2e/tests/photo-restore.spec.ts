import { createHash, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { apiOf } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

// A real JPEG (1×1 white): one upload part.
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

/** An Open service of the demo data (any editor may change its photos), found through the API. */
const openService = async (page: Page) => {
  const get = await apiOf(page);
  for (let projectId = 1; projectId <= 200; projectId++) {
    for (const { id } of (await get<{ id: number }[]>(`/project/${projectId}/services`)) ?? []) {
      const service = await get<{ statusName: string }>(`/service/${id}`);
      if (service?.statusName === 'Open') return { projectId, serviceId: id };
    }
  }
  throw new Error('No project has an Open service');
};

/** The photo this journey deletes, uploaded as the signed-in user's phone sends it (start, then its one part). */
const uploadPhoto = async (page: Page, serviceId: number, caption: string) => {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? '';
    return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
  });
  const headers = { Authorization: `Bearer ${token}` };
  const clientId = randomUUID();
  const start = await page.request.post(`/api/service/${serviceId}/photos/upload`, {
    headers,
    data: {
      clientId,
      sizeBytes: jpeg.length,
      sha256: createHash('sha256').update(jpeg).digest('hex'),
      caption,
      takenAt: new Date().toISOString(),
    },
  });
  expect(start.ok(), await start.text()).toBe(true);
  const part = await page.request.patch(`/api/photo-upload/${clientId}`, {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: jpeg,
  });
  expect(part.ok(), await part.text()).toBe(true);
  return ((await part.json()) as { photo: { id: number } }).photo.id;
};

test.describe('restoring a deleted photo', () => {
  test('an editor deletes a photo, History shows the delete with its thumbnail, only an Admin restores it and it is back on the service', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const caption = `Restore check ${Date.now()}`;
    await signIn(page, 'staff', '/');
    await expectSignedIn(page, 'staff');
    const { projectId, serviceId } = await openService(page);
    const photoId = await uploadPhoto(page, serviceId, caption);
    const path = `/project/${projectId}/services/${serviceId}`;

    // Sam Staff, who may edit the service, deletes the photo from its Photos card.
    await page.goto(path);
    const photos = page.getByRole('region', { name: 'Photos' });
    const photo = photos.getByRole('article', { name: `Photo ${photoId}` });
    await expect(photo.getByText(caption)).toBeVisible();
    await photo.getByRole('button', { name: `Delete ${caption}` }).click();
    const question = page.getByRole('dialog', { name: 'Delete Photo' });
    await expect(question.getByText('An Admin can restore it from the History card.')).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(photo).toHaveCount(0);

    // The delete is in History with the photo's thumbnail, but Staff is offered no restore.
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'History' }).click();
    const deleted = history.getByRole('article', { name: `Photo ${caption} deleted` });
    await expect(deleted.getByText(/ by Sam Staff$/)).toBeVisible();
    await expect(deleted.getByRole('img', { name: caption })).toBeVisible();
    await expect(deleted.getByRole('button', { name: 'Restore Photo' })).toHaveCount(0);
    await expectAccessible(page);

    // An Admin, in a browser of their own, restores it from the same entry.
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signIn(admin, 'admin', path);
    await expectSignedIn(admin, 'admin');
    const adminsHistory = admin.getByRole('region', { name: 'History' });
    await adminsHistory.getByRole('button', { name: 'History' }).click();
    const entry = adminsHistory.getByRole('article', { name: `Photo ${caption} deleted` });
    await expect(entry.getByRole('img', { name: caption })).toBeVisible();
    await expectAccessible(admin);
    await entry.getByRole('button', { name: 'Restore Photo' }).click();
    const restore = admin.getByRole('dialog', { name: 'Restore Photo' });
    await expect(restore.getByText(`Restore ${caption} to its Service?`)).toBeVisible();
    await restore.getByRole('button', { name: 'Yes' }).click();
    await expect(adminsHistory.getByRole('article', { name: `Photo ${caption} restored` })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Restore Photo' })).toHaveCount(0);
    const restored = admin
      .getByRole('region', { name: 'Photos' })
      .getByRole('article', { name: `Photo ${photoId}` });
    await expect(restored.getByText(caption)).toBeVisible();
    await expect(restored.getByRole('img', { name: caption })).toBeVisible();
    await expectAccessible(admin);

    // Back on the service for Staff too; deleting it again leaves the service's photos as they were.
    await page.reload();
    const back = page
      .getByRole('region', { name: 'Photos' })
      .getByRole('article', { name: `Photo ${photoId}` });
    await expect(back.getByText(caption)).toBeVisible();
    await back.getByRole('button', { name: `Delete ${caption}` }).click();
    await page.getByRole('dialog', { name: 'Delete Photo' }).getByRole('button', { name: 'Yes' }).click();
    await expect(back).toHaveCount(0);
    await admin.context().close();
  });
});
