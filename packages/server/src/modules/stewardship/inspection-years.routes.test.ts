import {
  EventType,
  InstrumentStatus,
  type Service,
  ServiceStatus,
  todayInDisplayZone,
  yearOf,
} from '@app/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';
import { serviceFixtures } from '../services/service-fixtures.test-helper';

/**
 * instrument_inspection_years (kept by the triggers of migration 0017) against the records it is kept
 * from, the whole table, after each kind of write that can change it, made as the app makes it: events
 * added, moved, retyped and deleted; services closed (their Inspection event), recategorised and given
 * other properties; instruments' status and property links; the record tree's deletes; a cascade the
 * foreign keys make; saves meeting on one instrument at once; a wholesale truncate. Runs on PGlite and
 * on PostgreSQL (DATABASE_URL), where the concurrent saves really overlap.
 */
let t: TestApp;
let sf: ReturnType<typeof serviceFixtures>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  sf = serviceFixtures(t);
  f = fixtures(t.db);
});
afterAll(() => t.close());

/** Each instrument's inspection years worked out from the raw rows, as the table should hold them. */
const reference = async () => {
  const [events, links, covers] = await Promise.all([
    t.db
      .select({ serviceId: s.events.serviceId, date: s.events.date })
      .from(s.events)
      .where(eq(s.events.eventTypeId, EventType.Inspection)),
    t.db.select().from(s.serviceProperties),
    t.db.select().from(s.propertyInstruments),
  ]);
  const yearsOfProperty = new Map<number, Set<number>>();
  for (const event of events)
    for (const link of links.filter((l) => l.serviceId === event.serviceId)) {
      const years = yearsOfProperty.get(link.propertyId) ?? new Set();
      years.add(yearOf(todayInDisplayZone(event.date)));
      yearsOfProperty.set(link.propertyId, years);
    }
  const yearsOfInstrument = new Map<number, Set<number>>();
  for (const cover of covers) {
    const years = yearsOfInstrument.get(cover.instrumentId) ?? new Set();
    for (const year of yearsOfProperty.get(cover.propertyId) ?? []) years.add(year);
    yearsOfInstrument.set(cover.instrumentId, years);
  }
  return [...yearsOfInstrument]
    .filter(([, years]) => years.size > 0)
    .map(([instrumentId, years]) => ({ instrumentId, years: [...years].sort((a, b) => a - b) }))
    .sort((a, b) => a.instrumentId - b.instrumentId);
};

const kept = () =>
  t.db.select().from(s.instrumentInspectionYears).orderBy(asc(s.instrumentInspectionYears.instrumentId));

/** The table equals the reference; answers the kept years of `instrumentIds` (so a case can say which). */
const expectKept = async (...instrumentIds: number[]) => {
  const rows = await kept();
  expect(rows).toEqual(await reference());
  return instrumentIds.map((id) => rows.find((row) => row.instrumentId === id)?.years ?? []);
};

type Event = { id: number; version: number };
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const addInspection = (serviceId: number, date: string) =>
  ok<Event>(sf.call('POST', '/api/event/create', { serviceId, eventTypeId: EventType.Inspection, date }));

/** A project with an Active instrument on its property, and an open Inspection service there. */
const inspectedEasement = async (name: string) => {
  const { projectId, propertyId } = await sf.createProject(name);
  const [{ instrumentId }] = await t.db
    .select({ instrumentId: s.propertyInstruments.instrumentId })
    .from(s.propertyInstruments)
    .where(eq(s.propertyInstruments.propertyId, propertyId));
  const service = await sf.createService({ projectId, associatedPropertyIds: [propertyId] });
  return { projectId, propertyId, instrumentId, service };
};

describe('instrument_inspection_years follows every write that can change it', () => {
  it('starts equal to the records (the migration filled it, the seed kept it)', async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    await expectKept();
  });

  it('events: added, moved to another year, retyped, retyped back and deleted', async () => {
    const { instrumentId, service } = await inspectedEasement('Years Events');
    expect(await expectKept(instrumentId)).toEqual([[]]);
    const event = await addInspection(service.id, '03/04/2023');
    expect(await expectKept(instrumentId)).toEqual([[2023]]);
    const other = await addInspection(service.id, '2023-11-30');
    expect(await expectKept(instrumentId)).toEqual([[2023]]);
    const moved = await ok<Event>(
      sf.call('PUT', '/api/event/update', {
        id: event.id,
        version: event.version,
        eventTypeId: 31,
        date: '01/01/2025',
      }),
    );
    expect(await expectKept(instrumentId)).toEqual([[2023, 2025]]);
    const retyped = await ok<Event>(
      sf.call('PUT', '/api/event/update', {
        id: other.id,
        version: other.version,
        eventTypeId: 32,
        date: '2023-11-30',
      }),
    );
    expect(await expectKept(instrumentId)).toEqual([[2025]]);
    await ok(
      sf.call('PUT', '/api/event/update', {
        id: retyped.id,
        version: retyped.version,
        eventTypeId: 31,
        date: '2022-07-04',
      }),
    );
    expect(await expectKept(instrumentId)).toEqual([[2022, 2025]]);
    // Notes alone change no year.
    const noted = await ok<Event>(
      sf.call('PUT', '/api/event/update', {
        id: moved.id,
        version: moved.version,
        eventTypeId: 31,
        date: '01/01/2025',
        notes: 'North fence',
      }),
    );
    await ok(sf.call('DELETE', `/api/event/delete/${noted.id}?version=${noted.version}`));
    expect(await expectKept(instrumentId)).toEqual([[2022]]);
  });

  it('services: closed as an inspection, recategorised, their closing day moved', async () => {
    const { instrumentId, service } = await inspectedEasement('Years Services');
    const closed = await ok<Service>(
      sf.call('PUT', '/api/service/update', {
        ...sf.updateBody(service),
        statusId: ServiceStatus.Closed,
        closedEvent: { date: '01/02/2025', notes: 'Walked the boundary' },
      }),
    );
    expect(await sf.eventTypesOf(service.id)).toContain(EventType.Inspection);
    expect(await expectKept(instrumentId)).toEqual([[2025]]);
    const [inspection] = await t.db
      .select({ id: s.events.id, version: s.events.version })
      .from(s.events)
      .where(
        sql`${s.events.serviceId} = ${service.id} and ${s.events.eventTypeId} = ${EventType.Inspection}`,
      );
    await ok(
      sf.call(
        'PUT',
        '/api/event/update',
        { id: inspection.id, version: inspection.version, eventTypeId: 31, date: '12/31/2024' },
        t.tokens.admin,
      ),
    );
    expect(await expectKept(instrumentId)).toEqual([[2024]]);
    // Another category keeps its Inspection events: the ledger counts any service's.
    const open = await sf.createService({
      projectId: closed.primaryProjectId as number,
      associatedPropertyIds: closed.associatedPropertyIds,
    });
    await addInspection(open.id, '05/05/2021');
    const review = await ok<Service>(
      sf.call('PUT', '/api/service/update', { ...sf.updateBody(open), categoryId: 5, typeIds: [51] }),
    );
    expect(review.categoryId).toBe(5);
    expect(await expectKept(instrumentId)).toEqual([[2021, 2024]]);
  });

  it('instruments: their status, and their property links added and removed', async () => {
    const a = await inspectedEasement('Years Links A');
    const b = await inspectedEasement('Years Links B');
    await addInspection(a.service.id, '06/01/2022');
    await addInspection(b.service.id, '06/01/2024');
    expect(await expectKept(a.instrumentId, b.instrumentId)).toEqual([[2022], [2024]]);
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.id, a.instrumentId));
    // Whatever the status: the search's Monitored in Year asks of any instrument.
    expect(await expectKept(a.instrumentId)).toEqual([[2022]]);
    const instrument = (await sf.call('GET', `/api/instrument/${a.instrumentId}`)).json() as {
      version: number;
    };
    const link = (propertyId: number) => ({
      propertyId,
      propertyAcres: 1,
      futurePropertiesAllowed: null,
      dwellingsAllowed: null,
      finishedAreaAllowed: null,
      imperviousAreaAllowed: null,
    });
    const both = await ok<{ version: number }>(
      sf.call('PUT', '/api/instrument/associatePropertiesToInstrument', {
        id: a.instrumentId,
        version: instrument.version,
        propertyInstruments: [link(a.propertyId), link(b.propertyId)],
      }),
    );
    expect(await expectKept(a.instrumentId)).toEqual([[2022, 2024]]);
    // Acres alone change no year.
    const acres = await ok<{ version: number }>(
      sf.call('PUT', '/api/instrument/associatePropertiesToInstrument', {
        id: a.instrumentId,
        version: both.version,
        propertyInstruments: [{ ...link(a.propertyId), propertyAcres: 7 }, link(b.propertyId)],
      }),
    );
    await ok(
      sf.call('PUT', '/api/instrument/associatePropertiesToInstrument', {
        id: a.instrumentId,
        version: acres.version,
        propertyInstruments: [link(b.propertyId)],
      }),
    );
    expect(await expectKept(a.instrumentId, b.instrumentId)).toEqual([[2024], [2024]]);
  });

  it('services: given another property, and one on several properties', async () => {
    const a = await inspectedEasement('Years Moves A');
    // A second property of the project, under an Active instrument of its own.
    const second = await sf.addProperty(a.projectId);
    const [{ instrumentId: secondInstrument }] = await t.db
      .select({ instrumentId: s.propertyInstruments.instrumentId })
      .from(s.propertyInstruments)
      .where(eq(s.propertyInstruments.propertyId, second));
    await addInspection(a.service.id, '08/08/2023');
    expect(await expectKept(a.instrumentId, secondInstrument)).toEqual([[2023], []]);
    const service = (await sf.call('GET', `/api/service/${a.service.id}`)).json() as Service;
    await ok(
      sf.call(
        'PUT',
        '/api/service/associatePropertiesToService',
        { id: service.id, version: service.version, isMultiProperty: false, associatedPropertyIds: [second] },
        t.tokens.admin,
      ),
    );
    expect(await expectKept(a.instrumentId, secondInstrument)).toEqual([[], [2023]]);
    const b = await inspectedEasement('Years Moves B');
    const multi = await sf.createService({
      projectId: null,
      isMultiProperty: true,
      associatedPropertyIds: [a.propertyId, b.propertyId],
    });
    await addInspection(multi.id, '02/02/2020');
    expect(await expectKept(a.instrumentId, secondInstrument, b.instrumentId)).toEqual([
      [2020],
      [2023],
      [2020],
    ]);
  });

  it('the record tree: a service, an instrument and a project deleted', async () => {
    const a = await inspectedEasement('Years Deletes');
    await addInspection(a.service.id, '09/09/2021');
    const second = await sf.createService({ projectId: a.projectId, associatedPropertyIds: [a.propertyId] });
    await addInspection(second.id, '09/09/2022');
    expect(await expectKept(a.instrumentId)).toEqual([[2021, 2022]]);
    await ok(sf.call('DELETE', `/api/service/delete/${a.service.id}`, undefined, t.tokens.admin));
    expect(await expectKept(a.instrumentId)).toEqual([[2022]]);

    // An inactive instrument with one property and nothing on it: Admins may delete it.
    const doomed = await f.instrument({ projectId: a.projectId, statusId: InstrumentStatus.Inactive });
    await f.cover({ propertyId: a.propertyId, instrumentId: doomed.id, propertyAcres: 0 });
    expect(await expectKept(doomed.id)).toEqual([[2022]]);
    await ok(
      sf.call(
        'DELETE',
        `/api/instrument/delete/${doomed.id}?version=${doomed.version}`,
        undefined,
        t.tokens.admin,
      ),
    );
    expect(await expectKept(doomed.id)).toEqual([[]]);

    // The whole project: its instruments inactive, its properties not current, its services closed.
    await t.db
      .update(s.instruments)
      .set({ statusId: InstrumentStatus.Inactive })
      .where(eq(s.instruments.projectId, a.projectId));
    await t.db.update(s.properties).set({ statusId: 2 }).where(eq(s.properties.projectId, a.projectId));
    await t.db
      .update(s.services)
      .set({ statusId: ServiceStatus.Closed })
      .where(eq(s.services.projectId, a.projectId));
    await ok(sf.call('DELETE', `/api/project/delete/${a.projectId}`, undefined, t.tokens.admin));
    expect(await expectKept(a.instrumentId)).toEqual([[]]);
  });

  it('a cascade of the foreign keys (a service deleted outside the record tree)', async () => {
    const a = await inspectedEasement('Years Cascade');
    await addInspection(a.service.id, '10/10/2019');
    expect(await expectKept(a.instrumentId)).toEqual([[2019]]);
    await t.db.delete(s.services).where(eq(s.services.id, a.service.id));
    expect(await expectKept(a.instrumentId)).toEqual([[]]);
  });

  it('every kept fact works its queue out under the one same lock (taken in two orders, two would deadlock)', async () => {
    const rows = (await t.db.execute(
      sql`select proname, prosrc from pg_proc where prosrc like '%pg_advisory_xact_lock%' and proname like '%_apply'`,
    )) as unknown as { rows: { proname: string; prosrc: string }[] };
    const locks = new Map(
      rows.rows.map((row) => [row.proname, row.prosrc.match(/pg_advisory_xact_lock\((\d+)\)/)?.[1]]),
    );
    expect([...locks.keys()].sort()).toEqual([
      'contact_search_facts_apply',
      'instrument_inspection_years_apply',
      'project_sort_keys_apply',
      'property_exceeded_rights_apply',
      'property_sort_keys_apply',
      'service_sort_keys_apply',
    ]);
    expect(new Set(locks.values()).size).toBe(1);
  });

  it('saves meeting on one instrument at once: inspections added while its properties change', async () => {
    const a = await inspectedEasement('Years Race A');
    const b = await inspectedEasement('Years Race B');
    const link = (propertyId: number) => ({
      propertyId,
      propertyAcres: 1,
      futurePropertiesAllowed: null,
      dwellingsAllowed: null,
      finishedAreaAllowed: null,
      imperviousAreaAllowed: null,
    });
    const inspections = async () => {
      for (let year = 2000; year < 2020; year++) await addInspection(b.service.id, `${year}-03-03`);
    };
    const links = async () => {
      let { version } = (await sf.call('GET', `/api/instrument/${a.instrumentId}`)).json() as {
        version: number;
      };
      for (let round = 0; round < 20; round++) {
        const ids = round % 2 === 0 ? [a.propertyId, b.propertyId] : [a.propertyId];
        ({ version } = await ok<{ version: number }>(
          sf.call('PUT', '/api/instrument/associatePropertiesToInstrument', {
            id: a.instrumentId,
            version,
            propertyInstruments: ids.map(link),
          }),
        ));
      }
    };
    await Promise.all([inspections(), links(), inspections()]);
    // The last round left b's property off a's instrument.
    expect(await expectKept(a.instrumentId, b.instrumentId)).toEqual([
      [],
      Array.from({ length: 20 }, (_, i) => 2000 + i),
    ]);
  }, 60_000);

  it('a wholesale truncate (the bench generator replacing its data) empties it at commit', async () => {
    const a = await inspectedEasement('Years Truncate');
    await addInspection(a.service.id, '11/11/2018');
    expect(await expectKept(a.instrumentId)).toEqual([[2018]]);
    await t.db.execute(sql`truncate table ${s.events}`);
    expect(await kept()).toEqual([]);
    await addInspection(a.service.id, '11/11/2017');
    expect(await expectKept(a.instrumentId)).toEqual([[2017]]);
  });
});
