import {
  addDays,
  addYears,
  EventType,
  InstrumentStatus,
  PropertyStatus,
  todayInDisplayZone,
} from '@app/domain';
import ExcelJS from 'exceljs';
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

const today = todayInDisplayZone();
/** An event at 16:00 UTC is the same day in New York. */
const at = (day: string) => new Date(`${day}T16:00:00Z`);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

const newUser = async (name: string, roles: string[]) => {
  const oid = `stewardship-${name}-${Math.random().toString(36).slice(2)}`;
  const token = await t.sign({ oid, name, roles });
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
  return { token, id: (await f.userId(oid)) as number };
};

/** A property inspected on `inspected` (if given), covered by an instrument led by `leadId`. */
const scheduled = async ({
  frequency = 1,
  inspected,
  leadId,
  instrumentStatusId = InstrumentStatus.Active,
  executedDate = null,
  statusId = PropertyStatus.Current,
}: {
  frequency?: number | null;
  inspected?: string;
  leadId?: number;
  instrumentStatusId?: number;
  executedDate?: string | null;
  statusId?: number;
}) => {
  const project = await f.project({ name: 'Stewardship Ridge' });
  const property = await f.property({
    projectId: project.id,
    name: 'Upper Tract',
    targetInspectionFrequency: frequency,
    statusId,
  });
  if (leadId !== undefined) {
    const instrument = await f.instrument({
      projectId: project.id,
      staffLeadId: leadId,
      statusId: instrumentStatusId,
      executedDate,
    });
    await f.cover({ propertyId: property.id, instrumentId: instrument.id });
  }
  if (inspected) {
    const service = await f.service({ projectId: project.id, propertyIds: [property.id] });
    await f.event({ serviceId: service.id, eventTypeId: EventType.Inspection, date: at(inspected) });
  }
  return { project, property };
};

describe('GET stewardship/inspectionsDue (the Inspections Due tile)', () => {
  it("lists a staff lead's overdue and due-soon properties, overdue first; Admins see every one", async () => {
    const me = await newUser('Lead', ['Staff']);
    const other = await newUser('Other', ['Staff']);
    const admin = await newUser('Admin', ['Admin']);
    const overdueDay = addYears(today, -3);
    const soonDay = addDays(addYears(today, -1), 30);
    const overdue = await scheduled({ inspected: overdueDay, leadId: me.id });
    const soon = await scheduled({ inspected: soonDay, leadId: me.id });
    // Not listed for me: on schedule, never inspected, a Pending instrument, an inactive property,
    // no frequency, another lead's property.
    await scheduled({ inspected: addDays(today, -10), leadId: me.id });
    await scheduled({ leadId: me.id });
    await scheduled({ inspected: overdueDay, leadId: me.id, instrumentStatusId: InstrumentStatus.Pending });
    await scheduled({ inspected: overdueDay, leadId: me.id, statusId: PropertyStatus.Inactive });
    await scheduled({ inspected: overdueDay, leadId: me.id, frequency: null });
    const others = await scheduled({ inspected: '1990-01-02', leadId: other.id });

    const res = await get('/api/stewardship/inspectionsDue', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      page: 1,
      pageSize: 100,
      items: [
        {
          propertyId: overdue.property.id,
          propertyName: 'Upper Tract',
          projectId: overdue.project.id,
          projectName: 'Stewardship Ridge',
          lastInspection: overdueDay,
          dueDate: addYears(overdueDay, 1),
          state: 'overdue',
        },
        expect.objectContaining({
          propertyId: soon.property.id,
          lastInspection: soonDay,
          dueDate: addYears(soonDay, 1),
          state: 'dueSoon',
        }),
      ],
    });

    const all = (await get('/api/stewardship/inspectionsDue', admin.token)).json();
    const ids = all.items.map((i: { propertyId: number }) => i.propertyId);
    expect(ids).toContain(others.property.id);
    expect(ids.indexOf(others.property.id)).toBeLessThan(ids.indexOf(overdue.property.id));
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it('counts from the earliest Active instrument when never inspected, and pages', async () => {
    const me = await newUser('Pager', ['Staff']);
    const executed = addYears(today, -2);
    const first = await scheduled({ leadId: me.id, executedDate: executed });
    const second = await scheduled({ leadId: me.id, executedDate: addDays(executed, 1) });
    const page2 = (await get('/api/stewardship/inspectionsDue?page=2&pageSize=1', me.token)).json();
    expect(page2).toMatchObject({ total: 2, items: [{ propertyId: second.property.id }] });
    const page1 = (await get('/api/stewardship/inspectionsDue?pageSize=1', me.token)).json();
    expect(page1.items[0]).toMatchObject({
      propertyId: first.property.id,
      lastInspection: null,
      dueDate: addYears(executed, 1),
      state: 'overdue',
    });
    const past = (await get('/api/stewardship/inspectionsDue?page=5&pageSize=1', me.token)).json();
    expect(past).toMatchObject({ total: 2, items: [] });
  });

  it('refuses a bad page size', async () => {
    const me = await newUser('Bad', ['Staff']);
    const res = await get('/api/stewardship/inspectionsDue?pageSize=101', me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Page Size field must be 100 or less.');
  });
});

describe('GET property/{id}/inspectionSchedule (the property details)', () => {
  it('counts an inspection on a multi-property service for each of its properties', async () => {
    const project = await f.project();
    const a = await f.property({ projectId: project.id, targetInspectionFrequency: 5 });
    const b = await f.property({ projectId: project.id, targetInspectionFrequency: 1 });
    const service = await f.service({ projectId: project.id, propertyIds: [a.id, b.id] });
    const day = addDays(today, -400);
    await f.event({ serviceId: service.id, eventTypeId: EventType.Inspection, date: at(day) });
    // Not an inspection: a later Open event of the same service.
    await f.event({ serviceId: service.id, eventTypeId: EventType.Open, date: at(today) });
    const forA = await get(`/api/property/${a.id}/inspectionSchedule`, t.tokens.viewer);
    expect(forA.statusCode).toBe(200);
    expect(forA.json()).toEqual({
      scheduled: true,
      lastInspection: day,
      dueDate: addYears(day, 5),
      state: 'onSchedule',
    });
    expect((await get(`/api/property/${b.id}/inspectionSchedule`, t.tokens.staff)).json()).toMatchObject({
      lastInspection: day,
      state: 'overdue',
    });
  });

  it('has no schedule without a frequency; never inspected with nothing to count from; 404 for none', async () => {
    const project = await f.project();
    const none = await f.property({ projectId: project.id, targetInspectionFrequency: null });
    expect((await get(`/api/property/${none.id}/inspectionSchedule`, t.tokens.staff)).json()).toEqual({
      scheduled: false,
      lastInspection: null,
      dueDate: null,
      state: null,
    });
    const never = await f.property({ projectId: project.id, targetInspectionFrequency: 2 });
    expect((await get(`/api/property/${never.id}/inspectionSchedule`, t.tokens.staff)).json()).toEqual({
      scheduled: true,
      lastInspection: null,
      dueDate: null,
      state: 'neverInspected',
    });
    const missing = await get('/api/property/999999999/inspectionSchedule', t.tokens.staff);
    expect(missing.statusCode).toBe(404);
  });
});

describe('Property search: the Inspection facet and the Next Inspection Due column', () => {
  it('finds by state, sorts by due date and shows it', async () => {
    const soon = await scheduled({ inspected: addDays(addYears(today, -1), 5) });
    const onSchedule = await scheduled({ inspected: addDays(today, -5) });
    const never = await scheduled({});
    const ids = [soon, onSchedule, never].map((p) => `propertyIds=${p.property.id}`).join('&');
    const search = async (query: string) =>
      (await get(`/api/Property/search?${ids}&pageSize=100&${query}`, t.tokens.staff)).json();

    expect((await search('inspection=2')).results.map((r: { id: number }) => r.id)).toEqual([
      soon.property.id,
    ]);
    expect((await search('inspection=4')).results.map((r: { id: number }) => r.id)).toEqual([
      never.property.id,
    ]);
    const either = await search('inspection=2&inspection=3&sortBy=nextInspectionDue&sortDirection=desc');
    expect(either.results.map((r: { id: number }) => r.id)).toEqual([
      onSchedule.property.id,
      soon.property.id,
    ]);
    expect(either.results[1]).toMatchObject({
      nextInspectionDue: addYears(addDays(addYears(today, -1), 5), 1),
      inspectionState: 'dueSoon',
    });
    // The facet's value is an option id.
    const bad = await get('/api/Property/search?inspection=x', t.tokens.staff);
    expect(bad.statusCode).toBe(400);
  });

  it('writes the column in the Property export', async () => {
    const overdue = await scheduled({ inspected: '2019-06-03' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/exportsearchresults',
      headers: t.auth(t.tokens.staff),
      payload: [overdue.property.id],
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).indexOf('Next Inspection Due');
    expect(header).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(header).value).toBe('06/03/2020 (Overdue)');
  });
});
