import { type HistoryPage, serviceMessages } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
});
afterAll(() => t.close());

const newService = async () => {
  const { projectId, propertyId } = await f.createProject();
  return f.createService({ projectId, associatedPropertyIds: [propertyId] });
};

const userName = async (token: string) =>
  (await f.call('GET', '/api/users/me', undefined, token)).json().name as string;

describe('Inspection Details: Method and Report Completed (issue 18)', () => {
  it('saves both through PUT service/update, naming the user who saved the date, audited and labelled in the history', async () => {
    const service = await newService();
    expect(service).toMatchObject({
      inspectionMethod: null,
      reportCompletedDate: null,
      reportCompletedBy: null,
      reportCompletedByName: null,
    });
    const res = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      inspectionMethod: 'ground_visit',
      reportCompletedDate: '03/05/2024',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      inspectionMethod: 'ground_visit',
      reportCompletedDate: '2024-03-05',
      reportCompletedBy: await f.userId(t.tokens.staff),
      reportCompletedByName: await userName(t.tokens.staff),
      version: 2,
    });

    const history = (
      await f.call('GET', `/api/service/${service.id}/history`, undefined, t.tokens.viewer)
    ).json() as HistoryPage;
    const update = history.items.find((item) => item.card === 'Service' && item.action === 'updated');
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { label: 'Method', before: 'None', after: 'Ground Visit' },
        { label: 'Report Completed', before: 'None', after: '03/05/2024' },
        { label: 'Report Completed By', before: 'None', after: await userName(t.tokens.staff) },
      ]),
    );

    const stale = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      inspectionMethod: 'aerial',
    });
    expect(stale.statusCode).toBe(409);
    expect((await f.serviceRow(service.id)).inspectionMethod).toBe('ground_visit');
  });

  it('keeps who completed the report while the date stays; a new date names the user who saved it; clearing it names no one', async () => {
    const service = await newService();
    const first = (
      await f.call('PUT', '/api/service/update', {
        ...f.updateBody(service),
        reportCompletedDate: '03/05/2024',
      })
    ).json();
    const admin = await f.call(
      'PUT',
      '/api/service/update',
      { ...f.updateBody(first), inspectionMethod: 'remote' },
      t.tokens.admin,
    );
    expect(admin.json()).toMatchObject({
      inspectionMethod: 'remote',
      reportCompletedByName: await userName(t.tokens.staff),
    });
    const changed = await f.call(
      'PUT',
      '/api/service/update',
      { ...f.updateBody(admin.json()), reportCompletedDate: '03/06/2024' },
      t.tokens.admin,
    );
    expect(changed.json().reportCompletedByName).toBe(await userName(t.tokens.admin));
    const cleared = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(changed.json()),
      reportCompletedDate: '',
    });
    expect(cleared.json()).toMatchObject({ reportCompletedDate: null, reportCompletedBy: null });
  });

  it('refuses a date before the inspection date, a future date and an unknown method with field messages, changing nothing', async () => {
    const { projectId, propertyId } = await f.createProject();
    // Closed with its visit on 01/02/2025: the Inspection event is dated that day.
    const service = await f.createService({
      projectId,
      associatedPropertyIds: [propertyId],
      statusId: 2,
      closedEvent: { date: '01/02/2025' },
    });
    const early = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      reportCompletedDate: '01/01/2025',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual({
      reportCompletedDate: [serviceMessages.reportBeforeInspection('01/02/2025')],
    });
    const future = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      reportCompletedDate: '01/01/2999',
      inspectionMethod: 'drone',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({
      reportCompletedDate: ['The Report Completed field may not be a future date.'],
      inspectionMethod: [serviceMessages.inspectionMethod],
    });
    expect((await f.serviceRow(service.id)).version).toBe(1);
    const onTheDay = await f.call('PUT', '/api/service/update', {
      ...f.updateBody(service),
      reportCompletedDate: '01/02/2025',
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('checks a new service closed with its report against the Inspection event the save adds', async () => {
    const { projectId, propertyId } = await f.createProject();
    const res = await f.call(
      'POST',
      '/api/service/create',
      await f.serviceInput({
        projectId,
        associatedPropertyIds: [propertyId],
        statusId: 2,
        closedEvent: { date: '05/10/2024' },
        inspectionMethod: 'aerial',
        reportCompletedDate: '05/09/2024',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reportCompletedDate).toEqual([
      serviceMessages.reportBeforeInspection('05/10/2024'),
    ]);
  });
});
