import {
  addDays,
  EventType,
  type InspectionMethod,
  InstrumentStatus,
  type LedgerInspection,
  type LedgerPage,
  ledgerRow,
  ledgerYears,
  ledgerYearTotal,
  todayInDisplayZone,
} from '@app/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

/**
 * The ledger's API against a reference: generated records read back raw, table by table, and run
 * through the domain's rule. Runs on PGlite, and on PostgreSQL in CI (DATABASE_URL).
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

const today = todayInDisplayZone();
const thisYear = Number(today.slice(0, 4));
const years = ledgerYears(thisYear);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

const newUser = async (name: string, roles: string[]) => {
  const oid = `ledger-${name}-${Math.random().toString(36).slice(2)}`;
  const token = await t.sign({ oid, name, roles });
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.auth(token) });
  return { token, id: (await f.userId(oid)) as number, name };
};

/** A small seeded generator (mulberry32), so a failure replays. */
const generator = (seed: number) => {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)] };
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Generated records led by `lead`: projects with properties, instruments (Active and not, executed
 * across the window, some mid-year, some never), services on one or several properties with
 * Inspection events (some at 03:00 UTC on 1 January: still 31 December in New York), methods,
 * reports, imagery dates and observations.
 */
const generate = async (seed: number, lead: { id: number }, other: { id: number }) => {
  const g = generator(seed);
  const propertyIds: { id: number; projectId: number }[] = [];
  for (let p = 0; p < 6; p++) {
    const project = await f.project({ name: `Ledger Farm ${seed}-${p}` });
    for (let i = 0; i < 3; i++) {
      const property = await f.property({ projectId: project.id, name: `Tract ${p}-${i}` });
      propertyIds.push({ id: property.id, projectId: project.id });
    }
  }
  for (let n = 0; n < 24; n++) {
    const home = g.pick(propertyIds);
    const executed =
      g.next() < 0.15
        ? null
        : `${thisYear - 8 + g.int(9)}-${pad(1 + g.int(12))}-${g.next() < 0.2 ? '01' : pad(1 + g.int(28))}`;
    const instrument = await f.instrument({
      projectId: home.projectId,
      statusId: g.next() < 0.8 ? InstrumentStatus.Active : InstrumentStatus.Pending,
      staffLeadId: g.next() < 0.85 ? lead.id : other.id,
      agreementTypeId: 1 + g.int(3),
      localityId: g.next() < 0.5 ? 2 : 5,
      executedDate: executed,
      recordedDate: executed,
    });
    const covered = new Set([home.id, ...(g.next() < 0.3 ? [g.pick(propertyIds).id] : [])]);
    for (const propertyId of covered)
      await f.cover({ propertyId, instrumentId: instrument.id, propertyAcres: 10 + g.int(90) });
  }
  const methods: (InspectionMethod | null)[] = ['ground_visit', 'ground_visit', 'remote', 'aerial', null];
  for (let n = 0; n < 40; n++) {
    const first = g.pick(propertyIds);
    const others = g.next() < 0.25 ? propertyIds.filter((p) => p.id !== first.id).slice(0, 1 + g.int(3)) : [];
    const year = thisYear - 5 + g.int(6);
    const day = `${year}-${pad(1 + g.int(12))}-${pad(1 + g.int(28))}`;
    const boundary = g.next() < 0.1;
    const date = boundary ? new Date(`${year}-01-01T03:00:00Z`) : new Date(`${day}T16:00:00Z`);
    const inspectionDay = boundary ? `${year - 1}-12-31` : day;
    const method = g.pick(methods);
    const completed = g.next() < 0.7 ? addDays(inspectionDay, g.int(150)) : null;
    const service = await f.service({
      projectId: first.projectId,
      propertyIds: [first.id, ...others.map((p) => p.id)],
      staffLeadId: g.next() < 0.9 ? lead.id : null,
      inspectionMethod: method,
      reportCompletedDate: completed && completed <= today ? completed : null,
      reportCompletedById: completed ? lead.id : null,
      imageryAssessmentAfterDate: g.next() < 0.7 ? addDays(inspectionDay, -g.int(120)) : null,
    });
    await f.event({ serviceId: service.id, eventTypeId: EventType.Inspection, date });
    if (g.next() < 0.3) await f.event({ serviceId: service.id, eventTypeId: EventType.Open, date });
    for (let o = g.int(3); o > 0; o--)
      await t.db.insert(s.observations).values({ serviceId: service.id, typeId: 1 });
  }
};

/** The ledger from the raw tables, through the domain's rule alone. */
const reference = async (leadId: number) => {
  const [instruments, covers, services, serviceProperties, events, observations, users] = await Promise.all([
    t.db.select().from(s.instruments),
    t.db.select().from(s.propertyInstruments),
    t.db.select().from(s.services),
    t.db.select().from(s.serviceProperties),
    t.db.select().from(s.events),
    t.db.select().from(s.observations),
    t.db.select().from(s.users),
  ]);
  const nameOf = (id: number | null) => users.find((u) => u.id === id)?.name ?? null;
  const inspections: LedgerInspection[] = events
    .filter((e) => e.eventTypeId === EventType.Inspection && e.serviceId !== null)
    .map((e) => {
      const service = services.find((sv) => sv.id === e.serviceId);
      if (!service) throw new Error('an event without its service');
      return {
        serviceId: service.id,
        projectId: service.projectId,
        date: todayInDisplayZone(e.date),
        method: service.inspectionMethod as InspectionMethod | null,
        inspectorName: nameOf(service.staffLeadId),
        reportCompletedDate: service.reportCompletedDate,
        reportCompletedByName: nameOf(service.reportCompletedById),
        imageryReviewDate: service.imageryAssessmentAfterDate,
        hasObservations: observations.some((o) => o.serviceId === service.id),
        propertyIds: serviceProperties.filter((sp) => sp.serviceId === service.id).map((sp) => sp.propertyId),
      };
    });
  return instruments
    .filter((i) => i.statusId === InstrumentStatus.Active && i.staffLeadId === leadId)
    .map((i) => {
      const easement = {
        executedDate: i.executedDate,
        propertyIds: covers.filter((c) => c.instrumentId === i.id).map((c) => c.propertyId),
      };
      return { instrumentId: i.id, easement, ...ledgerRow(easement, inspections, years, today) };
    });
};

const wholeLedger = async (query: string, token: string) => {
  const pages: LedgerPage[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/stewardship/ledger?${query}&page=${page}&pageSize=7`, token);
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    if (page * 7 >= pages[0].total) break;
  }
  return pages;
};

describe('GET stewardship/ledger against the reference on generated records', () => {
  it.each([1, 2, 3])('seed %i: every cell, ground visit and yearly total agrees', async (seed) => {
    const lead = await newUser(`Lead${seed}`, ['Staff']);
    const other = await newUser(`Other${seed}`, ['Staff']);
    const viewer = await newUser(`Viewer${seed}`, ['viewonly']);
    await generate(seed, lead, other);
    const expected = await reference(lead.id);

    const pages = await wholeLedger(`staffLead=${lead.id}&sort=instrument`, viewer.token);
    const items = pages.flatMap((p) => p.items);
    expect(pages[0].years).toEqual(years);
    expect(items.map((i) => i.instrumentId)).toEqual(
      expected.map((e) => e.instrumentId).sort((a, b) => a - b),
    );
    for (const item of items) {
      const want = expected.find((e) => e.instrumentId === item.instrumentId);
      expect(item.staffLeadName).toBe(lead.name);
      expect({ id: item.instrumentId, cells: item.cells }).toEqual({
        id: item.instrumentId,
        cells: want?.cells,
      });
      expect(item.lastGroundVisit).toBe(want?.lastGroundVisit);
      expect(item.groundVisitDueBy).toBe(want?.groundVisitDueBy);
      expect(item.groundVisitOverdue).toBe(want?.groundVisitOverdue);
    }
    const totals = await get(`/api/stewardship/ledger/totals?staffLead=${lead.id}`, viewer.token);
    expect(totals.json()).toEqual({ totals: years.map((year) => ledgerYearTotal(expected, year)) });
    // Some cells of each kind were generated.
    const states = new Set(items.flatMap((i) => i.cells.map((c) => c.state)));
    expect(states.has('monitored') || states.has('incomplete')).toBe(true);
    expect(states.has('notMonitored')).toBe(true);

    // The tile: this year's required easements of the lead with no inspection, as the reference says.
    const tile = (await get('/api/stewardship/notMonitored?pageSize=100', lead.token)).json();
    const notYet = expected
      .filter((e) => e.cells.at(-1)?.state === 'notMonitored')
      .map((e) => e.instrumentId);
    expect(tile.year).toBe(thisYear);
    expect(tile.items.map((i: { instrumentId: number }) => i.instrumentId).sort()).toEqual(notYet.sort());
    expect(tile.total).toBe(notYet.length);
  });
});

describe('GET stewardship/ledger filters, sorts and refuses bad input', () => {
  it('filters by locality and agreement type and sorts either way', async () => {
    const viewer = await newUser('SortViewer', ['viewonly']);
    const lead = await newUser('SortLead', ['Staff']);
    const project = await f.project({ name: 'Sorting Hollow' });
    const a = await f.instrument({
      projectId: project.id,
      staffLeadId: lead.id,
      localityId: 2,
      agreementTypeId: 1,
      executedDate: '2001-01-01',
    });
    const b = await f.instrument({
      projectId: project.id,
      staffLeadId: lead.id,
      localityId: 5,
      agreementTypeId: 2,
      executedDate: '2002-01-01',
    });
    await f.instrument({ projectId: project.id, staffLeadId: lead.id, statusId: InstrumentStatus.Inactive });
    const ids = async (query: string) =>
      (await get(`/api/stewardship/ledger?staffLead=${lead.id}&${query}`, viewer.token))
        .json()
        .items.map((i: { instrumentId: number }) => i.instrumentId);
    expect(await ids('sort=executed')).toEqual([a.id, b.id]);
    expect(await ids('sort=executed&direction=desc')).toEqual([b.id, a.id]);
    expect(await ids('locality=5')).toEqual([b.id]);
    expect(await ids('agreementType=1')).toEqual([a.id]);
    const past = (await get(`/api/stewardship/ledger?staffLead=${lead.id}&page=9`, viewer.token)).json();
    expect(past).toMatchObject({ items: [], total: 2, page: 9 });
  });

  it.each([
    ['sort=bogus', 'sort'],
    ['direction=up', 'direction'],
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['staffLead=abc', 'staffLead'],
    ['locality=99999999999', 'locality'],
  ])('%s answers 400 naming the field', async (query, field) => {
    const viewer = await newUser('Bad', ['viewonly']);
    const res = await get(`/api/stewardship/ledger?${query}`, viewer.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers 401 without a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stewardship/ledger' })).statusCode).toBe(401);
  });
});

const readBack = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return {
    name: sheet.name,
    rows,
    numFmt: (row: number, column: number) => sheet.getCell(row, column).numFmt,
  };
};

describe('the ledger workbooks', () => {
  it('the ledger and the Project List, read back, as a view-only user', async () => {
    const viewer = await newUser('Exporter', ['viewonly']);
    const lead = await newUser('ExportLead', ['Staff']);
    const project = await f.project({ name: 'Export Ridge' });
    const property = await f.property({ projectId: project.id, name: 'North Tract' });
    const instrument = await f.instrument({
      projectId: project.id,
      staffLeadId: lead.id,
      localityId: 2,
      executedDate: '2001-03-04',
      recordedDate: '2001-03-09',
    });
    await f.cover({ propertyId: property.id, instrumentId: instrument.id, propertyAcres: 42.5 });
    const service = await f.service({
      projectId: project.id,
      propertyIds: [property.id],
      staffLeadId: lead.id,
      inspectionMethod: 'ground_visit',
      reportCompletedDate: `${thisYear - 1}-06-01`,
    });
    await t.db.insert(s.observations).values({ serviceId: service.id, typeId: 1 });
    await f.event({
      serviceId: service.id,
      eventTypeId: EventType.Inspection,
      date: new Date(`${thisYear - 1}-05-06T16:00:00Z`),
    });

    const ledger = await get(`/api/stewardship/ledger/export?staffLead=${lead.id}`, viewer.token);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['content-disposition']).toMatch(
      /^attachment; filename="Accreditation-Ledger-.*\.xlsx"$/,
    );
    const sheet = await readBack(ledger.rawPayload);
    expect(sheet.name).toBe('Accreditation Ledger');
    expect(sheet.rows[0]).toEqual([
      'Instrument ID',
      'Project ID',
      'Project',
      'Agreement Type',
      'Locality',
      'Staff Lead',
      'Executed Date',
      'Properties',
      'Last Ground Visit',
      'Ground Visit Due By',
      'Ground Visit Overdue',
      ...years.flatMap((year) => [String(year), `${year} Owner Contacted`]),
    ]);
    expect(sheet.rows).toHaveLength(2);
    const row = sheet.rows[1];
    expect(row.slice(0, 3)).toEqual([instrument.id, project.id, 'Export Ridge']);
    // Days are date cells shown MM/DD/YYYY, not text: the executed date, the last ground visit and the
    // day the next is due (five years after it).
    expect(row[6]).toEqual(new Date(Date.UTC(2001, 2, 4)));
    expect(row[7]).toBe(`${property.id} North Tract`);
    expect(row[8]).toEqual(new Date(Date.UTC(thisYear - 1, 4, 6)));
    expect(row[9]).toEqual(new Date(Date.UTC(thisYear - 1 + 5, 4, 6)));
    for (const column of [7, 9, 10]) expect(sheet.numFmt(2, column)).toBe('mm/dd/yyyy');
    expect(row[10]).toBe('No');
    // Each year's monitoring, with the owner contact of that year beside it (none here).
    expect(row[17]).toBe(`Monitored: Ground Visit 05/06/${thisYear - 1} (Service ${service.id})`);
    expect(row[18]).toBe('No');
    expect(row[19]).toBe('Not monitored');

    const list = await get(`/api/stewardship/ledger/projectList?throughYear=${thisYear}`, viewer.token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-disposition']).toBe(
      `attachment; filename="Land-Conservation-Project-List-${thisYear - 2}-${thisYear}.xlsx"`,
    );
    const projectList = await readBack(list.rawPayload);
    expect(projectList.rows[0]).toEqual([
      'Project',
      'Instrument ID',
      'Property',
      'Acres',
      'Locality',
      'Executed Date',
      'Recorded Date',
      `Monitored ${thisYear - 2}`,
      `Monitored ${thisYear - 1}`,
      `Monitored ${thisYear}`,
    ]);
    const mine = projectList.rows.find((r) => r[1] === instrument.id);
    expect(mine).toEqual([
      `${project.id} - Export Ridge`,
      instrument.id,
      `${property.id} North Tract`,
      42.5,
      expect.any(String),
      new Date(Date.UTC(2001, 2, 4)),
      new Date(Date.UTC(2001, 2, 9)),
      'Not monitored',
      new Date(Date.UTC(thisYear - 1, 4, 6)),
      'Not monitored',
    ]);
  });

  it('refuses a year out of range', async () => {
    const viewer = await newUser('YearBad', ['viewonly']);
    const res = await get('/api/stewardship/ledger/projectList?throughYear=99999', viewer.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['throughYear']);
  });
});
