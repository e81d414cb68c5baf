import { CaseStatus } from '@app/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noiseJpeg, photoFixtures } from '../services/photo-fixtures.test-helper';
import { serviceFixtures } from '../services/service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
let photos: ReturnType<typeof photoFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
  photos = photoFixtures(t, f);
});
afterAll(() => t.close());

/** The report as the board downloads it, opened as the zip a .docx is. */
const report = async (caseId: number) => {
  const res = await f.call('GET', `/api/case/${caseId}/report`, undefined, t.tokens.viewer);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('wordprocessingml.document');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="ViolationCase-${caseId}-Report.docx"`,
  );
  const zip = await JSZip.loadAsync(res.rawPayload);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return { xml, media: zip.file(/^word\/media\//) };
};

describe('the case report for the board (issue 33 §6)', () => {
  it("prints the case's fields, its timeline and the observation's photos as a real docx", async () => {
    const { projectId, propertyId } = await f.createProject('Case Report Project');
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const observation = await f.call('POST', '/api/observation/create', {
      serviceId: service.id,
      typeId: 2,
      ackTypeId: 2,
      notes: 'Fresh stumps on the ridge',
    });
    expect(observation.statusCode, observation.body).toBe(200);
    await photos.upload(service.id, await noiseJpeg(600, 400), {
      observationId: observation.json().id,
      caption: 'Stumps by the ridge trail',
    });
    // A photo of the inspection not of this observation is not the case's evidence.
    const barn = await photos.upload(service.id, await noiseJpeg(300, 200), { caption: 'The barn' });
    const staffId = await f.userId(t.tokens.staff);
    const made = await f.call('POST', '/api/case/create', {
      propertyId,
      observationId: observation.json().id,
      typeId: 3,
      severity: 'major',
      discoveredOn: '2026-05-01',
      reportedById: staffId,
      description: 'Timber cut without a plan.',
      followUpDue: '2026-06-15',
      followUpKind: 'answer',
    });
    expect(made.statusCode, made.body).toBe(200);
    const stepped = await f.call('POST', '/api/case/step', {
      caseId: made.json().id,
      version: made.json().version,
      statusId: CaseStatus.OwnerContacted,
      on: '2026-05-03',
      note: 'Notice letter sent by certified mail.',
    });
    expect(stepped.statusCode, stepped.body).toBe(200);

    const { xml, media } = await report(made.json().id);
    for (const text of [
      `Violation Case ${made.json().id}`,
      'Timber harvest',
      'Major',
      'Timber cut without a plan.',
      'Fresh stumps on the ridge',
      'Timeline',
      'Owner contacted',
      'Notice letter sent by certified mail.',
      '05/03/2026',
      'Stumps by the ridge trail',
    ])
      expect(xml, text).toContain(text);
    expect(xml).not.toContain('The barn');
    expect(media).toHaveLength(1);

    // Added to the case apart from its observation, the barn's photo prints after the observation's.
    const added = await f.call('POST', `/api/case/${made.json().id}/photos`, { photoIds: [barn.id] });
    expect(added.statusCode, added.body).toBe(200);
    const withAdded = await report(made.json().id);
    expect(withAdded.xml).toContain('The barn');
    expect(withAdded.xml.indexOf('Stumps by the ridge trail')).toBeLessThan(
      withAdded.xml.indexOf('The barn'),
    );
    expect(withAdded.media).toHaveLength(2);
  });

  it('says when a case has no observation, and answers 404 for a missing case', async () => {
    const { propertyId } = await f.createProject('Case Report Bare');
    const staffId = await f.userId(t.tokens.staff);
    const made = await f.call('POST', '/api/case/create', {
      propertyId,
      typeId: 4,
      severity: 'minor',
      discoveredOn: '2026-05-01',
      reportedById: staffId,
      description: 'Old tyres by the gate.',
    });
    const { xml, media } = await report(made.json().id);
    expect(xml).toContain('This case was opened on the property, not from an observation.');
    expect(xml).toContain('No Photos are evidence of this case.');
    expect(media).toHaveLength(0);
    const missing = await f.call('GET', '/api/case/99999999/report', undefined, t.tokens.viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Violation Case not found.' });
  });
});
