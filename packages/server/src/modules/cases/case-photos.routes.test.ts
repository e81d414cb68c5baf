import {
  type CaseAddedPhoto,
  casePhotosAddSchema,
  type HistoryPage,
  MaxCasePhotoChoices,
  messages,
  type ViolationCase,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { formFieldErrors } from '../../test/form-errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
  staffId = await f.userIdOf('staff');
});
afterAll(() => t.close());

/** A kept photo of the service (or, with `values`, one being uploaded or deleted). */
const photo = async (serviceId: number, values: Partial<typeof s.servicePhotos.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(s.servicePhotos)
    .values({
      serviceId,
      clientId: crypto.randomUUID(),
      sha256: 'b'.repeat(64),
      sizeBytes: 10,
      received: 10,
      takenAt: '2026-05-02T15:00:00Z',
      caption: 'Fill by the gate',
      latitude: 38.5,
      longitude: -78.25,
      accuracyMeters: 3,
      completedAt: new Date(),
      ...values,
    })
    .returning();
  return row.id;
};

/** A property with two inspections, a case opened from an observation of the first, and photos of each. */
const caseWithPhotos = async () => {
  const [project] = await t.db.insert(s.projects).values({ name: 'Case Photos Project' }).returning();
  const [property] = await t.db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Gate Tract', statusId: 1 })
    .returning();
  const service = async () => {
    const [row] = await t.db
      .insert(s.services)
      .values({ projectId: project.id, categoryId: 1, agreementTypeId: 1 })
      .returning();
    await t.db.insert(s.serviceProperties).values({ serviceId: row.id, propertyId: property.id });
    return row.id;
  };
  const first = await service();
  const second = await service();
  const [observation] = await t.db
    .insert(s.observations)
    .values({ serviceId: first, typeId: 1, ackTypeId: 2, notes: 'Fill dumped by the gate.' })
    .returning();
  const ids = {
    observed: await photo(first, { observationId: observation.id, caption: 'The fill' }),
    sameVisit: await photo(first, { caption: 'The gate from the road', takenAt: '2026-05-02T15:10:00Z' }),
    lastYear: await photo(second, { caption: 'The gate last year', takenAt: '2025-05-02T15:00:00Z' }),
    uploading: await photo(second, { completedAt: null, received: 3 }),
    deleted: await photo(second, { deletedAt: new Date() }),
  };
  const made = await f.call('POST', '/api/case/create', {
    propertyId: property.id,
    observationId: observation.id,
    typeId: 4,
    severity: 'minor',
    discoveredOn: '2026-05-02',
    reportedById: staffId,
    description: 'Fill dumped inside the easement.',
  });
  expect(made.statusCode, made.body).toBe(200);
  return { caseId: (made.json() as ViolationCase).id, propertyId: property.id, ids };
};

const choices = async (caseId: number) => {
  const res = await f.call('GET', `/api/case/${caseId}/photoChoices`, undefined, 'viewer');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CaseAddedPhoto[]).map((p) => p.id);
};

describe('photos added to a case apart from its observation (issue 33 §2)', () => {
  it("offers the property's inspections' kept photos not yet evidence, adds them with positions, and removes one", async () => {
    const { caseId, propertyId, ids } = await caseWithPhotos();
    expect(await choices(caseId)).toEqual([ids.sameVisit, ids.lastYear]);

    const added = await f.call('POST', `/api/case/${caseId}/photos`, {
      photoIds: [ids.lastYear, ids.sameVisit],
    });
    expect(added.statusCode, added.body).toBe(200);
    const found = added.json() as ViolationCase;
    expect(found.addedPhotos.map((p) => p.id)).toEqual([ids.lastYear, ids.sameVisit]);
    expect(found.addedPhotos[0]).toMatchObject({
      caption: 'The gate last year',
      latitude: 38.5,
      longitude: -78.25,
      accuracyMeters: 3,
      takenAt: '2025-05-02T15:00:00.000Z',
    });
    expect(found.version).toBe(1);
    expect(await choices(caseId)).toEqual([]);

    // Sent again (a double submit) or naming the observation's own photo: nothing added twice.
    const again = await f.call('POST', `/api/case/${caseId}/photos`, {
      photoIds: [ids.sameVisit, ids.observed],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ViolationCase).addedPhotos).toHaveLength(2);

    const removed = await f.call('DELETE', `/api/case/${caseId}/photos/${ids.lastYear}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as ViolationCase).addedPhotos.map((p) => p.id)).toEqual([ids.sameVisit]);
    expect(await choices(caseId)).toEqual([ids.lastYear]);
    // The photo stays on its inspection.
    expect(
      await t.db.select().from(s.servicePhotos).where(eq(s.servicePhotos.id, ids.lastYear)),
    ).toHaveLength(1);

    const { items } = (
      await f.call('GET', `/api/property/${propertyId}/history`, undefined, 'viewer')
    ).json() as HistoryPage;
    const photoRows = items.filter((i) => i.card === 'Violation Case Photo');
    expect(photoRows.map((i) => [i.action, i.subject])).toEqual([
      ['deleted', String(ids.lastYear)],
      ['created', String(ids.sameVisit)],
      ['created', String(ids.lastYear)],
    ]);
  });

  it('refuses a photo not offered at its place, adding nothing; a missing case or photo; view-only users', async () => {
    const { caseId, ids } = await caseWithPhotos();
    const other = await caseWithPhotos();
    for (const refused of [ids.uploading, ids.deleted, other.ids.sameVisit, 99999999]) {
      const res = await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: [ids.sameVisit, refused] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        'photoIds.1': ["The Photo is not a kept photo of an inspection of this case's Property."],
      });
    }
    expect((await f.call('GET', `/api/case/${caseId}`)).json().addedPhotos).toEqual([]);
    const none = await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: [] });
    expect(none.statusCode).toBe(400);
    // The Add Photos form's own rule (`casePhotosAddSchema`), in the same words and at its field.
    expect(none.json().fieldErrors).toEqual({ photoIds: [messages.required('Photos')] });
    const twice = await f.call('POST', `/api/case/${caseId}/photos`, {
      photoIds: [ids.sameVisit, ids.sameVisit],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual(
      formFieldErrors(casePhotosAddSchema, { photoIds: [ids.sameVisit, ids.sameVisit] }),
    );
    const tooMany = Array.from({ length: MaxCasePhotoChoices + 1 }, (_, i) => i + 1);
    const many = await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: tooMany });
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json().fieldErrors)).toEqual(['photoIds']);
    expect(
      (await f.call('POST', '/api/case/99999999/photos', { photoIds: [ids.sameVisit] })).statusCode,
    ).toBe(404);
    expect((await f.call('GET', '/api/case/99999999/photoChoices')).statusCode).toBe(404);
    const notIn = await f.call('DELETE', `/api/case/${caseId}/photos/${ids.sameVisit}`);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().message).toBe('The Photo is not among the photos added to this Violation Case.');
    expect(
      (await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: [ids.sameVisit] }, 'viewer'))
        .statusCode,
    ).toBe(403);
    await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: [ids.sameVisit] });
    expect(
      (await f.call('DELETE', `/api/case/${caseId}/photos/${ids.sameVisit}`, undefined, 'viewer')).statusCode,
    ).toBe(403);
  });

  it('leaves a deleted photo out of the case until it is restored', async () => {
    const { caseId, ids } = await caseWithPhotos();
    await f.call('POST', `/api/case/${caseId}/photos`, { photoIds: [ids.sameVisit] });
    await t.db
      .update(s.servicePhotos)
      .set({ deletedAt: new Date() })
      .where(eq(s.servicePhotos.id, ids.sameVisit));
    expect((await f.call('GET', `/api/case/${caseId}`)).json().addedPhotos).toEqual([]);
    await t.db.update(s.servicePhotos).set({ deletedAt: null }).where(eq(s.servicePhotos.id, ids.sameVisit));
    expect((await f.call('GET', `/api/case/${caseId}`)).json().addedPhotos).toHaveLength(1);
  });
});
