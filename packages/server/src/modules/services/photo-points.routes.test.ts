import { randomUUID } from 'node:crypto';
import { type PhotoPoint, PropertyStatus, photoPointMessages } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoDetails, photoFixtures, sha256 } from './photo-fixtures.test-helper';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let photos: ReturnType<typeof photoFixtures>;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  photos = photoFixtures(t, f);
  jpeg = await noiseJpeg(400, 300);
});
afterAll(() => t.close());

const newService = async () => {
  const { projectId, propertyId } = await f.createProject();
  const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
  return { projectId, propertyId, service };
};

const pointsOf = async (propertyId: number, token = t.tokens.viewer) => {
  const res = await f.call('GET', `/api/property/${propertyId}/photoPoints`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PhotoPoint[];
};

const auditOf = (table: string, recordId: number) =>
  t.db
    .select({ action: s.auditLog.action })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.tableName, table), eq(s.auditLog.recordId, recordId)))
    .orderBy(s.auditLog.id);

describe('photo points of a property (issue 18)', () => {
  it('a photo names a new point; later photos pick it by id or by its name in any case; the property lists it by year', async () => {
    const { propertyId, service } = await newService();
    const first = await photos.upload(service.id, jpeg, {
      caption: 'Gate 2024',
      takenAt: '2024-06-01T14:00:00.000Z',
      photoPoint: { name: 'North Gate', bearingDegrees: 45 },
    });
    expect(first).toMatchObject({ photoPointName: 'North Gate' });
    const pointId = first.photoPointId as number;
    const byId = await photos.upload(service.id, jpeg, {
      caption: 'Gate 2025 morning',
      takenAt: '2025-06-02T13:00:00.000Z',
      photoPoint: { id: pointId },
    });
    const byName = await photos.upload(service.id, jpeg, {
      caption: 'Gate 2025 noon',
      takenAt: '2025-06-02T16:00:00.000Z',
      photoPoint: { name: '  north GATE ', bearingDegrees: 90 },
    });
    expect([byId.photoPointId, byName.photoPointId]).toEqual([pointId, pointId]);
    await photos.upload(service.id, jpeg, { caption: 'Not a point' });

    const [point, ...others] = await pointsOf(propertyId);
    expect(others).toEqual([]);
    expect(point).toMatchObject({
      id: pointId,
      propertyId,
      name: 'North Gate',
      // The first photo's bearing stays: a later name that matches adds a photo, not a bearing.
      bearingDegrees: 45,
      createdByName: first.photographerName,
    });
    expect(point.years.map((y) => [y.year, y.photos.map((p) => p.caption)])).toEqual([
      [2024, ['Gate 2024']],
      [2025, ['Gate 2025 morning', 'Gate 2025 noon']],
    ]);
    expect([point.first?.id, point.latest?.id]).toEqual([first.id, byName.id]);
    expect(point.latest).toMatchObject({
      serviceId: service.id,
      takenAt: '2025-06-02T16:00:00.000Z',
      photographerName: first.photographerName,
      thumbnailUrl: `/api/photo/${byName.id}/thumbnail`,
    });
    const thumbnail = await f.call('GET', point.latest?.thumbnailUrl ?? '', undefined, t.tokens.viewer);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // Made once and audited under the property.
    expect(await auditOf('property_photo_points', pointId)).toEqual([{ action: 'create' }]);
    const history = (await f.call('GET', `/api/property/${propertyId}/history`)).json();
    expect(history.items).toContainEqual(
      expect.objectContaining({ card: 'Photo Point', action: 'created', subject: 'North Gate' }),
    );
    const listed = (await f.call('GET', `/api/service/${service.id}/photos`)).json();
    expect(listed.map((p: { photoPointName: string | null }) => p.photoPointName)).toEqual([
      'North Gate',
      'North Gate',
      'North Gate',
      null,
    ]);
  });

  it('gives a new point without a bearing the photo’s heading; a replayed upload makes no second point', async () => {
    const { propertyId, service } = await newService();
    const body = {
      ...photoDetails,
      clientId: randomUUID(),
      sizeBytes: jpeg.length,
      sha256: sha256(jpeg),
      headingDegrees: 200,
      photoPoint: { name: 'Pond' },
    };
    for (const _ of [1, 2]) {
      const started = await f.call('POST', `/api/service/${service.id}/photos/upload`, body);
      expect(started.statusCode, started.body).toBe(200);
    }
    await photos.sendAll(body.clientId, jpeg);
    const points = await pointsOf(propertyId);
    expect(points.map((p) => [p.name, p.bearingDegrees, p.years.length])).toEqual([['Pond', 200, 1]]);
  });

  it('refuses a point of another property, a property outside the service, and bad names and bearings, with field messages', async () => {
    const { service } = await newService();
    const elsewhere = await newService();
    const foreign = await photos.upload(elsewhere.service.id, jpeg, { photoPoint: { name: 'Barn' } });
    const cases: [object, string, string][] = [
      [{ id: foreign.photoPointId }, 'photoPoint.id', photoPointMessages.notOfService],
      [{ id: 99999999 }, 'photoPoint.id', photoPointMessages.notOfService],
      [
        { name: 'Barn', propertyId: elsewhere.propertyId },
        'photoPoint.propertyId',
        photoPointMessages.propertyNotOfService,
      ],
      [{ id: foreign.photoPointId, name: 'Barn' }, 'photoPoint.name', photoPointMessages.chooseOne],
      [{}, 'photoPoint.name', photoPointMessages.required],
      [
        { name: 'x'.repeat(51) },
        'photoPoint.name',
        'The Photo Point Name field may not be greater than 50 characters.',
      ],
      [{ name: 'Barn', bearingDegrees: 361 }, 'photoPoint.bearingDegrees', photoPointMessages.bearing],
    ];
    for (const [photoPoint, field, message] of cases) {
      const res = await photos.start(service.id, jpeg, { photoPoint });
      expect(res.statusCode, JSON.stringify(photoPoint)).toBe(400);
      expect(res.json().fieldErrors[field]).toEqual([message]);
    }
    expect(await pointsOf(service.associatedPropertyIds[0])).toEqual([]);
  });

  it('asks which property a new point is on for a multi-property service', async () => {
    const a = await f.createProject('Points A');
    const b = await f.createProject('Points B');
    const service = await f.createService({
      projectId: null,
      isMultiProperty: true,
      associatedPropertyIds: [a.propertyId, b.propertyId],
    });
    const unsaid = await photos.start(service.id, jpeg, { photoPoint: { name: 'Ridge' } });
    expect(unsaid.json().fieldErrors['photoPoint.propertyId']).toEqual([photoPointMessages.propertyRequired]);
    const photo = await photos.upload(service.id, jpeg, {
      photoPoint: { name: 'Ridge', propertyId: b.propertyId },
    });
    expect(photo.photoPointName).toBe('Ridge');
    expect((await pointsOf(b.propertyId)).map((p) => p.name)).toEqual(['Ridge']);
    expect(await pointsOf(a.propertyId)).toEqual([]);
  });

  it('is read by view-only users, who make none; an unknown property is 404 and a bad id 400', async () => {
    const { propertyId, service } = await newService();
    const refused = await photos.start(service.id, jpeg, { photoPoint: { name: 'Gate' } }, t.tokens.viewer);
    expect(refused.statusCode).toBe(403);
    expect(await pointsOf(propertyId, t.tokens.viewer)).toEqual([]);
    const missing = await f.call('GET', '/api/property/99999999/photoPoints');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Property not found.']);
    expect((await f.call('GET', '/api/property/abc/photoPoints')).statusCode).toBe(400);
  });

  it('deleting the property deletes its points, each audited; a photo of another service keeps its place', async () => {
    const { projectId, propertyId, service } = await newService();
    const photo = await photos.upload(service.id, jpeg, { photoPoint: { name: 'Old Oak' } });
    const pointId = photo.photoPointId as number;
    // Clear what blocks a property delete: its service, its instrument link; it must be inactive and not the last.
    const deleted = await f.call('DELETE', `/api/service/delete/${service.id}`, undefined, t.tokens.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.db.delete(s.propertyInstruments).where(eq(s.propertyInstruments.propertyId, propertyId));
    await t.db
      .update(s.properties)
      .set({ statusId: PropertyStatus.Inactive })
      .where(eq(s.properties.id, propertyId));
    await f.addProperty(projectId);
    expect((await pointsOf(propertyId)).map((p) => p.name)).toEqual(['Old Oak']);

    const res = await f.call('DELETE', `/api/property/delete/${propertyId}`, undefined, t.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db.select().from(s.propertyPhotoPoints).where(eq(s.propertyPhotoPoints.id, pointId)),
    ).toEqual([]);
    expect(await auditOf('property_photo_points', pointId)).toEqual([
      { action: 'create' },
      { action: 'delete' },
    ]);
  });
});
