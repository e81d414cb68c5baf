import { InstrumentStatus, ReviewStatus, ServiceStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

/** A user of its own (the demo users have seeded work), signed in with the given roles. */
const newUser = async (name: string, roles: string[]) => {
  const oid = `home-${name}-${Math.random().toString(36).slice(2)}`;
  const token = await t.sign({ oid, name, roles });
  // The first call adds the user; its id is then known.
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
  return { token, id: (await f.userId(oid)) as number };
};

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

describe('GET staffleadinstruments (My Pending Instruments)', () => {
  it("lists the caller's Pending instruments, oldest open date first, then by id", async () => {
    const me = await newUser('Lead', ['Staff']);
    const other = await newUser('Other', ['Staff']);
    const project = await f.project({ name: 'Pending Hollow' });
    const late = await f.instrument({
      projectId: project.id,
      staffLeadId: me.id,
      statusId: InstrumentStatus.Pending,
      openDate: '2024-05-02',
      typeId: 1,
    });
    const earlyB = await f.instrument({
      projectId: project.id,
      staffLeadId: me.id,
      statusId: InstrumentStatus.Pending,
      openDate: '2023-01-10',
    });
    const earlyA = await f.instrument({
      projectId: project.id,
      staffLeadId: me.id,
      statusId: InstrumentStatus.Pending,
      openDate: '2023-01-10',
    });
    // Not listed: active, inactive, someone else's.
    await f.instrument({ projectId: project.id, staffLeadId: me.id, statusId: InstrumentStatus.Active });
    await f.instrument({ projectId: project.id, staffLeadId: me.id, statusId: InstrumentStatus.Inactive });
    await f.instrument({ projectId: project.id, staffLeadId: other.id, statusId: InstrumentStatus.Pending });

    const res = await get('/api/staffleadinstruments', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(100);
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([earlyB.id, earlyA.id, late.id]);
    expect(body.items[2]).toEqual({
      id: late.id,
      projectId: project.id,
      projectName: 'Pending Hollow',
      instrumentType: expect.any(String),
      agreementType: expect.any(String),
      openDate: '2024-05-02',
    });
    expect(body.items[0].instrumentType).toBeNull();
  });

  it('pages: the count stays the whole list', async () => {
    const me = await newUser('Pager', ['Admin']);
    const project = await f.project();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await f.instrument({
            projectId: project.id,
            staffLeadId: me.id,
            statusId: InstrumentStatus.Pending,
          })
        ).id,
      );
    const res = await get('/api/staffleadinstruments?page=2&pageSize=2', me.token);
    expect(res.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: ids[2] }] });
  });

  it.each([
    ['pageSize=101', 'The Page Size field must be 100 or less.'],
    ['page=0', 'The Page field must be 1 or more.'],
    ['page=x', 'The Page field must be a whole number.'],
  ])('refuses %s', async (query, message) => {
    const me = await newUser('Bad', ['Staff']);
    const res = await get(`/api/staffleadinstruments?${query}`, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET staffleadservices (My Open Services)', () => {
  it("lists the caller's Open services with category and sorted components", async () => {
    const me = await newUser('Servant', ['Staff']);
    const project = await f.project({ name: 'Service Ridge' });
    const other = await f.project({ name: 'Other Ridge' });
    const property = await f.property({ projectId: project.id });
    const otherProperty = await f.property({ projectId: other.id });
    const second = await f.service({
      projectId: project.id,
      propertyIds: [property.id],
      staffLeadId: me.id,
      openDate: '2024-03-01',
    });
    const first = await f.service({
      projectId: other.id,
      propertyIds: [otherProperty.id, property.id],
      typeIds: [42, 41],
      staffLeadId: me.id,
      openDate: '2022-11-30',
    });
    await f.service({
      projectId: project.id,
      propertyIds: [property.id],
      staffLeadId: me.id,
      statusId: ServiceStatus.Closed,
    });

    const res = await get('/api/staffleadservices', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((s: { id: number }) => s.id)).toEqual([first.id, second.id]);
    expect(body.items[0]).toMatchObject({
      projectId: other.id,
      projectName: 'Other Ridge',
      isMultiProperty: true,
      openDate: '2022-11-30',
    });
    const components = body.items[0].serviceType.split('; ');
    expect(components).toHaveLength(2);
    expect(components).toEqual(components.toSorted());
    expect(body.items[1].serviceCategory).toEqual(expect.any(String));
  });
});

describe('GET Review/MyOpenReviews and Review/ReviewsAssignedByMe', () => {
  it('lists the open reviews assigned to the caller, and what the caller assigned less withdrawn ones', async () => {
    const assigner = await newUser('Assigner', ['Staff']);
    const assignee = await newUser('Assignee', ['Staff']);
    const project = await f.project({ name: 'Review Meadow' });
    const property = await f.property({ projectId: project.id });
    const instrument = await f.instrument({ projectId: project.id });
    const service = await f.service({ projectId: project.id, propertyIds: [property.id] });
    const pair = { assignerId: assigner.id, assigneeId: assignee.id };
    const newer = await f.review({ ...pair, instrumentId: instrument.id, openDate: '2024-06-01' });
    const older = await f.review({
      ...pair,
      serviceId: service.id,
      openDate: '2024-01-15',
      instructions: 'Check the fence line.',
    });
    const complete = await f.review({
      ...pair,
      instrumentId: instrument.id,
      reviewStatusId: ReviewStatus.Complete,
      openDate: '2023-02-02',
    });
    await f.review({ ...pair, instrumentId: instrument.id, reviewStatusId: ReviewStatus.Withdrawn });

    const mine = (await get('/api/Review/MyOpenReviews', assignee.token)).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((r: { id: number }) => r.id)).toEqual([older.id, newer.id]);
    expect(mine.items[0]).toEqual({
      id: older.id,
      instrumentId: null,
      serviceId: service.id,
      primaryProjectId: project.id,
      projectName: 'Review Meadow',
      reviewStatusId: ReviewStatus.Open,
      reviewStatus: expect.any(String),
      assigneeName: 'Assignee',
      assignerName: 'Assigner',
      openDate: '2024-01-15',
      instructions: 'Check the fence line.',
    });
    expect(mine.items[1]).toMatchObject({ instrumentId: instrument.id, serviceId: null });

    const assigned = (await get('/api/Review/ReviewsAssignedByMe', assigner.token)).json();
    expect(assigned.total).toBe(3);
    expect(assigned.items.map((r: { id: number }) => r.id)).toEqual([complete.id, older.id, newer.id]);
    expect(assigned.items[0].reviewStatusId).toBe(ReviewStatus.Complete);

    // Each list is the caller's own: the other side sees none.
    expect((await get('/api/Review/MyOpenReviews', assigner.token)).json().total).toBe(0);
    expect((await get('/api/Review/ReviewsAssignedByMe', assignee.token)).json().total).toBe(0);
  });
});

describe('who may read the home lists', () => {
  it.each([
    '/api/staffleadinstruments',
    '/api/staffleadservices',
    '/api/Review/MyOpenReviews',
    '/api/Review/ReviewsAssignedByMe',
  ])('%s: view-only users read their own (empty) list; no token is 401', async (url) => {
    const viewer = await newUser('Viewer', ['viewonly']);
    const res = await get(url, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 100 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
