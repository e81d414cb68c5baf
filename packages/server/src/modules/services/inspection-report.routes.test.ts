import { formatDateTime } from '@app/domain';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoDetails, photoFixtures, sha256 } from './photo-fixtures.test-helper';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let photos: ReturnType<typeof photoFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  photos = photoFixtures(t, f);
});
afterAll(() => t.close());

/** The report as a user downloads it, opened as the zip a .docx is. */
const report = async (serviceId: number, projectId: number) => {
  const res = await f.call(
    'GET',
    `/api/service/${serviceId}/ExportInspectionFormReport/${projectId}`,
    undefined,
    t.tokens.viewer,
  );
  expect(res.statusCode, res.body).toBe(200);
  const zip = await JSZip.loadAsync(res.rawPayload);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const media = zip.file(/^word\/media\//);
  return { xml, media };
};

describe('the Word inspection report with photos (issue 18)', () => {
  it('embeds each photo’s thumbnail after the observations, with caption, time, position, heading, photographer, observation and photo point', async () => {
    const { projectId, propertyId } = await f.createProject('Photo Report Project');
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const observation = await f.call('POST', '/api/observation/create', {
      serviceId: service.id,
      typeId: 2,
      ackTypeId: 2,
      notes: 'Selective cut on the ridge',
    });
    expect(observation.statusCode, observation.body).toBe(200);
    const wide = await noiseJpeg(1200, 900);
    const tall = await noiseJpeg(300, 400);
    const first = await photos.upload(service.id, wide, {
      observationId: observation.json().id,
      photoPoint: { name: 'Ridge Overlook' },
    });
    const second = await photos.upload(service.id, tall, {
      caption: 'Stream crossing',
      takenAt: '2026-11-20T16:30:00.000Z',
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      headingDegrees: null,
    });
    const saved = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      inspectionMethod: 'ground_visit',
      reportCompletedDate: '11/21/2026',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { xml, media } = await report(service.id, projectId);
    // word/media holds the two thumbnails, byte for byte what the photo pages show.
    expect(media).toHaveLength(2);
    const embedded = await Promise.all(media.map((file) => file.async('nodebuffer')));
    const thumbnails = await Promise.all(
      [first, second].map(async (photo) =>
        sha256((await f.call('GET', `/api/photo/${photo.id}/thumbnail`)).rawPayload),
      ),
    );
    expect(embedded.map(sha256).toSorted()).toEqual(thumbnails.toSorted());
    for (const bytes of embedded) expect((await sharp(bytes).metadata()).format).toBe('jpeg');

    const photographer = first.photographerName ?? '';
    for (const text of [
      'North fence line',
      'Stream crossing',
      formatDateTime(photoDetails.takenAt),
      formatDateTime('2026-11-20T16:30:00.000Z'),
      '37.54070, -77.43600 (± 8 m)',
      'No position',
      '270°',
      photographer,
      'Timber Harvest',
      'Ridge Overlook',
      'Ground Visit',
      `11/21/2026 by ${saved.json().reportCompletedByName}`,
    ])
      expect(xml).toContain(text);
    // The photos come after the observations, in the order they were taken.
    const at = (text: string) => xml.indexOf(text);
    expect(at('Selective cut on the ridge')).toBeLessThan(at('North fence line'));
    expect(at('North fence line')).toBeLessThan(at('Stream crossing'));
    expect(at('Stream crossing')).toBeLessThan(at('Landowner Property Plans'));
    // The wide photo prints 320 px wide (3,048,000 EMU), keeping its shape.
    expect(xml).toContain('cx="3048000" cy="2286000"');
  });

  it('says so when the service has no photos', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const { xml, media } = await report(service.id, projectId);
    expect(media).toHaveLength(0);
    expect(xml).toContain('No Photos have been added to this Service.');
  });
});

describe('the Word inspection report and violation cases (issue 33)', () => {
  it('lists the cases opened from its observations, and says when there are none', async () => {
    const { projectId, propertyId } = await f.createProject('Case Report Project');
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    expect((await report(service.id, projectId)).xml).toContain(
      'No Violation Cases were opened from this inspection.',
    );
    const observation = await f.call('POST', '/api/observation/create', {
      serviceId: service.id,
      typeId: 1,
      ackTypeId: 2,
      notes: 'A new shed by the creek',
    });
    expect(observation.statusCode, observation.body).toBe(200);
    const opened = await f.call('POST', '/api/case/create', {
      propertyId,
      observationId: observation.json().id,
      typeId: 1,
      severity: 'major',
      discoveredOn: '2026-05-01',
      reportedById: await f.userId(t.tokens.staff),
      description: 'A shed inside the buffer.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // A case on the same property not opened from this inspection is not its report's.
    const other = await f.call('POST', '/api/case/create', {
      propertyId,
      observationId: null,
      typeId: 2,
      severity: 'minor',
      discoveredOn: '2026-05-02',
      reportedById: await f.userId(t.tokens.staff),
      description: 'Dumping by the gate.',
    });
    expect(other.statusCode, other.body).toBe(200);

    const { xml } = await report(service.id, projectId);
    const section = xml.slice(xml.indexOf('Violation Cases'), xml.indexOf('>Photos<'));
    for (const text of [String(opened.json().id), opened.json().typeName, 'Major', 'Open', '05/01/2026'])
      expect(section).toContain(text);
    expect(section).not.toContain('No Violation Cases');
    expect(section).not.toContain(`>${other.json().id}<`);
  });
});
