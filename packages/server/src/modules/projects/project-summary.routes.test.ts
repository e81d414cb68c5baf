import {
  type DevelopmentRights,
  InstrumentStatus,
  type OpenReviewsPage,
  type ProjectEvent,
  type ProjectService,
  PropertyStatus,
  ReviewStatus,
  ServiceStatus,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProjectViaApi, fixtures } from './project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

const get = (url: string, token = t.tokens.viewer) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const { Current, Inactive } = PropertyStatus;

/** A project with properties in every order-relevant state: status, acres (some missing), ids. */
const projectWithProperties = async () => {
  const project = await f.project({ name: 'Ordering Project' });
  const add = (statusId: number, calculatedAcres: number | null) =>
    f.property({
      projectId: project.id,
      statusId,
      calculatedAcres,
      acres: calculatedAcres === null ? null : 1,
    });
  const p = [
    await add(Inactive, 500),
    await add(Current, 10),
    await add(Current, null),
    await add(Current, 100.5),
    await add(Current, 10),
    await add(Inactive, null),
  ];
  return { project, p };
};

describe('GET project/{id}/properties and currentproperties', () => {
  it('lists the properties by status, calculated acres descending (missing last), id descending', async () => {
    const { project, p } = await projectWithProperties();
    const res = await get(`/api/project/${project.id}/properties`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([p[3].id, p[4].id, p[1].id, p[2].id, p[0].id, p[5].id]);
    expect(res.json()[0]).toEqual({
      id: p[3].id,
      name: 'Fixture Property',
      statusId: Current,
      calculatedAcres: 100.5,
      acres: 1,
    });
  });

  it('lists only current properties, by acres descending then id descending, with id and acres', async () => {
    const { project, p } = await projectWithProperties();
    const res = await get(`/api/project/${project.id}/currentproperties`);
    expect(res.json()).toEqual([
      { id: p[3].id, calculatedAcres: 100.5 },
      { id: p[4].id, calculatedAcres: 10 },
      { id: p[1].id, calculatedAcres: 10 },
      { id: p[2].id, calculatedAcres: null },
    ]);
  });
});

describe('GET project/{id}/getvalidpropertiesbyservice/{serviceId}', () => {
  it("answers the project's current properties and the service's own, this project's first", async () => {
    const { project, p } = await projectWithProperties();
    const other = await f.project({ name: 'Neighbour' });
    const neighbour = await f.property({ projectId: other.id, calculatedAcres: 900 });
    // The service has an inactive property of this project and one of the neighbour.
    const service = await f.service({ projectId: project.id, propertyIds: [p[0].id, neighbour.id] });
    const res = await get(`/api/project/${project.id}/getvalidpropertiesbyservice/${service.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([p[3].id, p[4].id, p[1].id, p[2].id, p[0].id, neighbour.id]);
    expect(res.json().at(-1)).toMatchObject({ id: neighbour.id, projectId: other.id });
  });

  it('answers 404 for an unknown service', async () => {
    const res = await get('/api/project/1/getvalidpropertiesbyservice/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Service not found.' });
  });
});

describe('GET project/{id}/latestPropertyLocality', () => {
  it("answers the primary locality of the project's newest property", async () => {
    const project = await f.project();
    const older = await f.property({ projectId: project.id });
    await f.locality(older.id, 10, true);
    const newer = await f.property({ projectId: project.id, statusId: Inactive });
    await f.locality(newer.id, 4, false);
    await f.locality(newer.id, 12, true);
    const res = await get(`/api/project/${project.id}/latestPropertyLocality`);
    expect(res.json()).toEqual({ localityId: 12, name: 'Bland County' });
  });

  it('answers an empty body when no property has a locality', async () => {
    const project = await f.project();
    const res = await get(`/api/project/${project.id}/latestPropertyLocality`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('latest events (project/get and refreshLatestEvents)', () => {
  it("answers the five newest of its instruments' and services' events, date then id descending", async () => {
    const project = await f.project();
    const property = await f.property({ projectId: project.id });
    const instrument = await f.instrument({ projectId: project.id });
    const own = await f.service({ projectId: project.id, propertyIds: [property.id] });
    const other = await f.project();
    const otherProperty = await f.property({ projectId: other.id });
    // A multi-property service of another project that reaches this project's property.
    const reaching = await f.service({ projectId: other.id, propertyIds: [otherProperty.id, property.id] });
    const elsewhere = await f.service({ projectId: other.id, propertyIds: [otherProperty.id] });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 15));
    const e = {
      oldest: await f.event({ instrumentId: instrument.id, date: day(1) }),
      tieLow: await f.event({ serviceId: own.id, date: day(5), eventTypeId: 31 }),
      tieHigh: await f.event({ instrumentId: instrument.id, date: day(5), eventTypeId: 9, notes: 'Signed' }),
      reaching: await f.event({ serviceId: reaching.id, date: day(7) }),
      middle: await f.event({ serviceId: own.id, date: day(3) }),
      newest: await f.event({ instrumentId: instrument.id, date: day(9) }),
    };
    await f.event({ serviceId: elsewhere.id, date: day(20) });

    const res = await get(`/api/project/${project.id}/refreshLatestEvents`);
    expect(res.statusCode).toBe(200);
    const events = res.json() as ProjectEvent[];
    expect(ids(events)).toEqual([e.newest.id, e.reaching.id, e.tieHigh.id, e.tieLow.id, e.middle.id]);
    expect(events[2]).toEqual({
      id: e.tieHigh.id,
      eventTypeId: 9,
      eventTypeName: 'Executed',
      date: day(5).toISOString(),
      notes: 'Signed',
      createdByName: null,
      instrumentId: instrument.id,
      serviceId: null,
    });
    expect((await get(`/api/project/get/${project.id}`)).json().latestEvents).toEqual(events);
  });
});

describe('GET project/{id}/developmentRightsSummary', () => {
  it('sums allowed over current properties and active or pending instruments, existing over existing features', async () => {
    const project = await f.project();
    const a = await f.property({ projectId: project.id });
    const b = await f.property({ projectId: project.id });
    const gone = await f.property({ projectId: project.id, statusId: Inactive });
    const active = await f.instrument({ projectId: project.id, statusId: InstrumentStatus.Active });
    const pending = await f.instrument({ projectId: project.id, statusId: InstrumentStatus.Pending });
    const inactive = await f.instrument({ projectId: project.id, statusId: InstrumentStatus.Inactive });
    const values = (
      future: number | null,
      dwellings: number | null,
      finished: number | null,
      impervious: number | null,
    ) => ({
      futurePropertiesAllowed: future,
      dwellingsAllowed: dwellings,
      finishedAreaAllowed: finished,
      imperviousAreaAllowed: impervious,
    });
    await f.cover({ propertyId: a.id, instrumentId: active.id, ...values(3, 2, 8000, 30000) });
    await f.cover({ propertyId: b.id, instrumentId: active.id, ...values(null, 1, 2000, null) });
    await f.cover({ propertyId: b.id, instrumentId: pending.id, ...values(1, 1, null, 5000) });
    await f.cover({ propertyId: b.id, instrumentId: inactive.id, ...values(9, 9, 9, 9) });
    await f.cover({ propertyId: gone.id, instrumentId: active.id, ...values(9, 9, 9, 9) });
    await f.feature({ propertyId: a.id, dwellingUnits: 1, finishedArea: 2500.5, imperviousArea: 6000 });
    await f.feature({ propertyId: b.id, dwellingUnits: 3, finishedArea: 6000, imperviousArea: 31000.25 });
    await f.feature({
      propertyId: b.id,
      exists: false,
      dwellingUnits: 9,
      finishedArea: 9,
      imperviousArea: 9,
    });
    await f.feature({ propertyId: gone.id, dwellingUnits: 9, finishedArea: 9, imperviousArea: 9 });

    const res = await get(`/api/project/${project.id}/developmentRightsSummary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      projectId: project.id,
      properties: { allowed: 4, existing: 1, remaining: 3 },
      dwellingUnits: { allowed: 4, existing: 4, remaining: 0 },
      finishedArea: { allowed: 10000, existing: 8500.5, remaining: 1499.5 },
      imperviousArea: { allowed: 35000, existing: 37000.25, remaining: -2000.25 },
    } satisfies DevelopmentRights & { projectId: number });
  });
});

describe('GET project/{id}/services', () => {
  it('lists its own and the multi-property services reaching it by status, open date newest first, id', async () => {
    const project = await f.project();
    const property = await f.property({ projectId: project.id });
    const other = await f.project();
    const otherProperty = await f.property({ projectId: other.id });
    const service = (
      statusId: number,
      openDate: string,
      extra: Partial<Parameters<typeof f.service>[0]> = {},
    ) => f.service({ projectId: project.id, propertyIds: [property.id], statusId, openDate, ...extra });
    const closed = await service(ServiceStatus.Closed, '2026-05-01');
    const older = await service(ServiceStatus.Open, '2025-01-01', { categoryId: 6, typeIds: [62, 60] });
    const newer = await service(ServiceStatus.Open, '2026-02-01');
    const sameDay = await service(ServiceStatus.Open, '2026-02-01');
    const onHold = await service(3, '2026-06-01');
    const reaching = await f.service({
      projectId: other.id,
      propertyIds: [otherProperty.id, property.id],
      openDate: '2025-06-01',
      categoryId: 7,
      typeIds: [70],
    });
    await f.service({ projectId: other.id, propertyIds: [otherProperty.id] });

    const res = await get(`/api/project/${project.id}/services`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProjectService[];
    expect(ids(list)).toEqual([sameDay.id, newer.id, reaching.id, older.id, closed.id, onHold.id]);
    expect(list.find((x) => x.id === older.id)).toEqual({
      id: older.id,
      categoryId: 6,
      categoryName: 'Education',
      typeIds: [60, 62],
      statusId: ServiceStatus.Open,
      openDate: '2025-01-01',
      isMultiProperty: false,
      primaryProjectId: project.id,
    });
    expect(list.find((x) => x.id === reaching.id)).toMatchObject({
      isMultiProperty: true,
      primaryProjectId: other.id,
    });
  });
});

describe('GET project/{id}/openReviews', () => {
  it('pages the open reviews of its instruments and services, oldest first, with the total', async () => {
    const project = await f.project();
    const property = await f.property({ projectId: project.id });
    const instrument = await f.instrument({ projectId: project.id });
    const service = await f.service({ projectId: project.id, propertyIds: [property.id] });
    const [admin] = await t.db.select().from(s.users).where(eq(s.users.name, 'Avery Admin'));
    const [staff] = await t.db.select().from(s.users).where(eq(s.users.name, 'Sam Staff'));
    const review = (
      parent: { instrumentId: number } | { serviceId: number },
      openDate: string,
      status: number = ReviewStatus.Open,
    ) =>
      f.review({ ...parent, openDate, reviewStatusId: status, assigneeId: staff.id, assignerId: admin.id });
    const r = [
      await review({ serviceId: service.id }, '2026-03-01'),
      await review({ instrumentId: instrument.id }, '2026-01-15'),
      await review({ instrumentId: instrument.id }, '2026-03-01'),
      await review({ serviceId: service.id }, '2025-12-01'),
    ];
    await review({ serviceId: service.id }, '2020-01-01', ReviewStatus.Complete);
    await review({ instrumentId: instrument.id }, '2020-01-01', ReviewStatus.Withdrawn);

    const first = await get(`/api/project/${project.id}/openReviews?page=1&pageSize=3`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as OpenReviewsPage;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(ids(page.items)).toEqual([r[3].id, r[1].id, r[0].id]);
    expect(page.items[1]).toEqual({
      id: r[1].id,
      assigneeName: 'Sam Staff',
      assignerName: 'Avery Admin',
      openDate: '2026-01-15',
      instrumentId: instrument.id,
      serviceId: null,
    });
    const second = (await get(`/api/project/${project.id}/openReviews?page=2&pageSize=3`)).json();
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(ids(second.items)).toEqual([r[2].id]);
    const all = (await get(`/api/project/${project.id}/openReviews`)).json();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 5 });
  });

  it('refuses page sizes outside 1 to 100', async () => {
    const res = await get('/api/project/1/openReviews?pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Page Size field must be 100 or less.');
  });
});

describe('every list of the project', () => {
  it.each([
    'properties',
    'currentproperties',
    'getvalidpropertiesbyservice/1',
    'latestPropertyLocality',
    'refreshLatestEvents',
    'developmentRightsSummary',
    'services',
    'openReviews',
    'delete_message',
    'photo',
  ])('%s answers 404 for an unknown project', async (path) => {
    const res = await get(`/api/project/99999999/${path}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Project not found.' });
  });

  it('works for a project made through the API, as Staff', async () => {
    const id = await createProjectViaApi(t);
    const properties = (await get(`/api/project/${id}/properties`, t.tokens.staff)).json();
    expect(properties).toEqual([
      expect.objectContaining({ name: 'Home Tract', statusId: Current, calculatedAcres: null }),
    ]);
    expect((await get(`/api/project/${id}/latestPropertyLocality`)).json()).toEqual({
      localityId: 2,
      name: 'Albemarle County',
    });
    const zero = { allowed: 0, existing: 0, remaining: 0 };
    expect((await get(`/api/project/${id}/developmentRightsSummary`)).json()).toEqual({
      projectId: id,
      properties: zero,
      dwellingUnits: zero,
      finishedArea: zero,
      imperviousArea: zero,
    });
  });
});
