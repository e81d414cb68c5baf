import {
  CaseStatus,
  type CaseStatusId,
  EventType,
  facetsByType,
  InstrumentStatus,
  PropertyStatus,
  ReviewStatus,
  type SearchEntityType,
  ServiceStatus,
} from '@app/domain';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
let users: number[];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
  users = (await t.db.select({ id: s.users.id }).from(s.users).limit(2)).map((u) => u.id);
});
afterAll(() => t.close());

type Query = Record<string, string | number | (string | number)[]>;
const queryString = (query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of [value].flat()) params.append(key, String(v));
  return params.toString();
};
const get = (url: string, token = t.tokens.staff) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });
const searchOf = (type: string, query: Query) => get(`/api/${type}/search?${queryString(query)}`);

/** The ids (crm ids for contacts) of the first page of 100, newest (or for contacts first by name) first. */
const resultKeys = async (type: SearchEntityType, query: Query) => {
  const res = await searchOf(type, { pageSize: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id?: number; crmId?: string }[]).map((r) => r.id ?? r.crmId);
};

const project = () => f.project({ name: `Search Fixture ${++seq}` });
const property = async (values: Partial<typeof s.properties.$inferInsert> = {}) =>
  f.property({ projectId: (await project()).id, ...values });
const instrument = async (values: Partial<typeof s.instruments.$inferInsert> = {}) =>
  f.instrument({ projectId: (await project()).id, ...values });
const service = async (values: Partial<typeof s.services.$inferInsert> & { typeIds?: number[] } = {}) => {
  const p = await property();
  return f.service({ projectId: p.projectId, propertyIds: [p.id], ...values });
};
const contact = async () => {
  const crmId = `search-${++seq}`;
  const [row] = await t.db
    .insert(s.contacts)
    .values({ crmId, name: `0000 Search Contact ${seq}` })
    .returning();
  return row;
};
const link = async (
  contactId: number,
  parent: { instrumentId?: number; propertyId?: number; serviceId?: number; projectId: number },
  roleIds: number[] = [],
) => {
  const [row] = await t.db
    .insert(s.contactLinks)
    .values({ contactId, ...parent })
    .returning();
  if (roleIds.length)
    await t.db
      .insert(s.contactLinkRoles)
      .values(roleIds.map((contactRoleId) => ({ contactLinkId: row.id, contactRoleId })));
  return row;
};
const review = (serviceId: number, values: Partial<typeof s.reviews.$inferInsert> = {}) =>
  f.review({ serviceId, ...values });
const feature = (propertyId: number, values: Partial<typeof s.builtEnvironmentFeatures.$inferInsert>) =>
  f.feature({ propertyId, ...values });
/** A property whose Active instrument allows 1 dwelling, 1,000 sq ft finished and impervious area. */
const propertyWithRights = async (existing: {
  dwellingUnits: number;
  finishedArea: number;
  imperviousArea: number;
}) => {
  const p = await property();
  const i = await f.instrument({ projectId: p.projectId, statusId: InstrumentStatus.Active });
  await f.cover({
    propertyId: p.id,
    instrumentId: i.id,
    dwellingsAllowed: 1,
    finishedAreaAllowed: 1000,
    imperviousAreaAllowed: 1000,
  });
  await feature(p.id, existing);
  return p;
};
const over = { dwellingUnits: 2, finishedArea: 2000, imperviousArea: 2000 };
const within = { dwellingUnits: 1, finishedArea: 500, imperviousArea: 500 };
const eventOn = (values: { instrumentId?: number; serviceId?: number; eventTypeId: number; date: string }) =>
  f.event({ ...values, date: new Date(values.date) });

/** An instrument whose property had an Inspection event at `date`; its id. */
const monitoredInstrument = async (date: string) => {
  const covered = await instrument();
  const p = await f.property({ projectId: covered.projectId });
  await f.cover({ propertyId: p.id, instrumentId: covered.id });
  const inspection = await f.service({ projectId: p.projectId, propertyIds: [p.id] });
  await eventOn({ serviceId: inspection.id, eventTypeId: EventType.Inspection, date });
  return covered.id;
};

/** Case types of the seeded list (`case/types`): Unapproved structure and Dumping. */
const [structure, dumping] = [1, 4];
/** A violation case on the property, naming the instruments (issue 33). */
const violationCase = async (
  propertyId: number,
  statusId: CaseStatusId,
  { typeId = structure, instrumentIds = [] as number[] } = {},
) => {
  const [row] = await t.db
    .insert(s.violationCases)
    .values({
      propertyId,
      statusId,
      typeId,
      severity: 'minor',
      discoveredOn: '2026-03-02',
      reportedById: users[0],
      description: 'Found on the visit.',
    })
    .returning();
  if (instrumentIds.length)
    await t.db
      .insert(s.violationCaseInstruments)
      .values(instrumentIds.map((instrumentId) => ({ caseId: row.id, instrumentId })));
  return row;
};
/** An instrument covering a property of its project, with a case of that status naming it. */
const instrumentWithCase = async (statusId: CaseStatusId, typeId = structure) => {
  const named = await instrument();
  const p = await f.property({ projectId: named.projectId });
  await f.cover({ propertyId: p.id, instrumentId: named.id });
  await violationCase(p.id, statusId, { typeId, instrumentIds: [named.id] });
  return named.id;
};

type Case = { match: number | string; miss: number | string; query: Query };
/**
 * One case per facet of each type (spec 1 §3): a record made here that must match and one that must
 * not, searched with the facet alone.
 */
const cases: { [T in SearchEntityType]: Record<(typeof facetsByType)[T][number], () => Promise<Case>> } = {
  Instrument: {
    agreementTypes: async () => ({
      match: (await instrument({ agreementTypeId: 3 })).id,
      miss: (await instrument({ agreementTypeId: 1 })).id,
      query: { agreementTypes: [3, 4] },
    }),
    instrumentTypes: async () => ({
      match: (await instrument({ typeId: 2 })).id,
      miss: (await instrument({ typeId: 1 })).id,
      query: { instrumentTypes: 2 },
    }),
    instrumentTags: async () => {
      const match = await instrument();
      await t.db.insert(s.instrumentTags).values({ instrumentId: match.id, tagTypeId: 4 });
      return { match: match.id, miss: (await instrument()).id, query: { instrumentTags: 4 } };
    },
    instrumentStatuses: async () => ({
      match: (await instrument({ statusId: InstrumentStatus.Inactive })).id,
      miss: (await instrument({ statusId: InstrumentStatus.Active })).id,
      query: { instrumentStatuses: InstrumentStatus.Inactive },
    }),
    staffLeads: async () => ({
      match: (await instrument({ staffLeadId: users[1] })).id,
      miss: (await instrument({ staffLeadId: users[0] })).id,
      query: { staffLeads: users[1] },
    }),
    localities: async () => ({
      match: (await instrument({ localityId: 7 })).id,
      miss: (await instrument({ localityId: 8 })).id,
      query: { localities: 7 },
    }),
    grantPrograms: async () => {
      const match = await instrument();
      const person = await contact();
      await t.db.insert(s.partnershipGrants).values({
        instrumentId: match.id,
        grantProgramId: 2,
        grantorContactId: person.id,
        granteeContactId: person.id,
      });
      return { match: match.id, miss: (await instrument()).id, query: { grantPrograms: 2 } };
    },
    hasEventType: async () => {
      const match = await instrument();
      const miss = await instrument();
      await eventOn({
        instrumentId: match.id,
        eventTypeId: EventType.Executed,
        date: '2021-06-15T16:00:00Z',
      });
      await eventOn({ instrumentId: miss.id, eventTypeId: EventType.Executed, date: '2019-06-15T16:00:00Z' });
      return {
        match: match.id,
        miss: miss.id,
        query: {
          hasEventType: EventType.Executed,
          eventDateAfter: '06/01/2021',
          eventDateBefore: '06/30/2021',
        },
      };
    },
    doesNotHaveEventType: async () => {
      const miss = await instrument();
      await eventOn({ instrumentId: miss.id, eventTypeId: 4, date: '2022-01-10T16:00:00Z' });
      return { match: (await instrument()).id, miss: miss.id, query: { doesNotHaveEventType: 4 } };
    },
    // The dates narrow the event type: within them counts, outside does not.
    eventDateAfter: async () => {
      const match = await instrument();
      const miss = await instrument();
      // 05:30 UTC on 1 March is 00:30 that day in New York; 04:30 is still 28 February there.
      await eventOn({ instrumentId: match.id, eventTypeId: 2, date: '2023-03-01T05:30:00Z' });
      await eventOn({ instrumentId: miss.id, eventTypeId: 2, date: '2023-03-01T04:30:00Z' });
      return { match: match.id, miss: miss.id, query: { hasEventType: 2, eventDateAfter: '03/01/2023' } };
    },
    eventDateBefore: async () => {
      const match = await instrument();
      const miss = await instrument();
      // 03:00 UTC on 1 March is still 28 February in New York.
      await eventOn({ instrumentId: match.id, eventTypeId: 3, date: '2023-03-01T03:00:00Z' });
      await eventOn({ instrumentId: miss.id, eventTypeId: 3, date: '2023-03-01T16:00:00Z' });
      return { match: match.id, miss: miss.id, query: { hasEventType: 3, eventDateBefore: '02/28/2023' } };
    },
    contacts: async () => {
      const person = await contact();
      const match = await instrument();
      await link(person.id, { instrumentId: match.id, projectId: match.projectId });
      return { match: match.id, miss: (await instrument()).id, query: { contacts: person.crmId } };
    },
    notContacts: async () => {
      const person = await contact();
      const miss = await instrument();
      await link(person.id, { instrumentId: miss.id, projectId: miss.projectId });
      return { match: (await instrument()).id, miss: miss.id, query: { notContacts: person.crmId } };
    },
    roles: async () => {
      const person = await contact();
      const match = await instrument();
      const miss = await instrument();
      await link(person.id, { instrumentId: match.id, projectId: match.projectId }, [1]);
      await link(person.id, { instrumentId: miss.id, projectId: miss.projectId }, [2]);
      return { match: match.id, miss: miss.id, query: { contacts: person.crmId, roles: 1 } };
    },
    // Issue 21: inspected in 2024 (New York) on a covered property; the miss on 1 January 2025 at
    // 03:00 UTC, still 31 December 2024 in New York, and in 2025 proper: not monitored in 2025.
    monitoredInYear: async () => {
      const [match, miss] = [
        await monitoredInstrument('2025-06-01T16:00:00Z'),
        await monitoredInstrument('2025-01-01T03:00:00Z'),
      ];
      return { match, miss, query: { monitoredInYear: 2025 } };
    },
    notMonitoredInYear: async () => {
      const [miss, match] = [
        await monitoredInstrument('2025-06-01T16:00:00Z'),
        await monitoredInstrument('2025-01-01T03:00:00Z'),
      ];
      return { match, miss, query: { notMonitoredInYear: 2025 } };
    },
    // Issue 33 §6: a case naming the instrument; a finished one does not count as open.
    hasOpenViolationCase: async () => {
      const match = await instrumentWithCase(CaseStatus.ReferredToCounsel);
      const miss = await instrumentWithCase(CaseStatus.Resolved);
      // A case on a property the instrument covers but not naming it is not the instrument's.
      const unnamed = await instrument();
      const p = await f.property({ projectId: unnamed.projectId });
      await f.cover({ propertyId: p.id, instrumentId: unnamed.id });
      await violationCase(p.id, CaseStatus.Open);
      const keys = await resultKeys('Instrument', { hasOpenViolationCase: 'true' });
      expect(keys).not.toContain(unnamed.id);
      return { match, miss, query: { hasOpenViolationCase: 'true' } };
    },
    violationCaseTypes: async () => ({
      match: await instrumentWithCase(CaseStatus.ClosedWithoutAction, dumping),
      miss: await instrumentWithCase(CaseStatus.Open, structure),
      query: { violationCaseTypes: dumping },
    }),
  },
  Service: {
    serviceCategories: async () => ({
      match: (await service({ categoryId: 6 })).id,
      miss: (await service({ categoryId: 1 })).id,
      query: { serviceCategories: 6 },
    }),
    serviceTypes: async () => ({
      match: (await service({ typeIds: [41, 43] })).id,
      miss: (await service({ typeIds: [41] })).id,
      query: { serviceTypes: 43 },
    }),
    agreementTypes: async () => ({
      match: (await service({ agreementTypeId: 4 })).id,
      miss: (await service({ agreementTypeId: 1 })).id,
      query: { agreementTypes: 4 },
    }),
    staffLeads: async () => ({
      match: (await service({ staffLeadId: users[1] })).id,
      miss: (await service({ staffLeadId: users[0] })).id,
      query: { staffLeads: users[1] },
    }),
    serviceStatuses: async () => ({
      match: (await service({ statusId: ServiceStatus.Closed })).id,
      miss: (await service({ statusId: ServiceStatus.Open })).id,
      query: { serviceStatuses: ServiceStatus.Closed },
    }),
    localities: async () => {
      const located = await property();
      await f.locality(located.id, 11, true);
      const match = await f.service({ projectId: located.projectId, propertyIds: [located.id] });
      return { match: match.id, miss: (await service()).id, query: { localities: 11 } };
    },
    reviews: async () => {
      const match = await service();
      const miss = await service();
      await review(match.id, { reviewStatusId: ReviewStatus.Open });
      await review(miss.id, { reviewStatusId: ReviewStatus.Complete });
      return { match: match.id, miss: miss.id, query: { reviews: 1 } };
    },
    reviewers: async () => {
      const match = await service();
      const miss = await service();
      await review(match.id, { assigneeId: users[1] });
      await review(miss.id, { assigneeId: users[0] });
      return { match: match.id, miss: miss.id, query: { reviewers: users[1] } };
    },
    reviewAssigners: async () => {
      const match = await service();
      const miss = await service();
      await review(match.id, { assignerId: users[1] });
      await review(miss.id, { assignerId: users[0] });
      return { match: match.id, miss: miss.id, query: { reviewAssigners: users[1] } };
    },
    // Each chosen option must hold: a fee charged and not paid.
    fees: async () => ({
      match: (await service({ feeCharged: 150, feePaid: false })).id,
      miss: (await service({ feeCharged: 150, feePaid: true })).id,
      query: { fees: [1, 4] },
    }),
    serviceProducts: async () => {
      const match = await service();
      await t.db.insert(s.serviceProductsLink).values({ serviceId: match.id, productId: 2 });
      return { match: match.id, miss: (await service()).id, query: { serviceProducts: 2 } };
    },
    previousServices: async () => {
      const previous = await service();
      return {
        match: (await service({ previousServiceId: previous.id })).id,
        miss: (await service()).id,
        query: { previousServices: previous.id },
      };
    },
    hasEventType: async () => {
      const match = await service();
      await eventOn({ serviceId: match.id, eventTypeId: 33, date: '2024-05-05T16:00:00Z' });
      return { match: match.id, miss: (await service()).id, query: { hasEventType: 33 } };
    },
    doesNotHaveEventType: async () => {
      const miss = await service();
      await eventOn({ serviceId: miss.id, eventTypeId: 34, date: '2024-05-05T16:00:00Z' });
      return { match: (await service()).id, miss: miss.id, query: { doesNotHaveEventType: 34 } };
    },
    eventDateAfter: async () => {
      const match = await service();
      const miss = await service();
      await eventOn({ serviceId: match.id, eventTypeId: 35, date: '2024-07-02T16:00:00Z' });
      await eventOn({ serviceId: miss.id, eventTypeId: 35, date: '2024-06-02T16:00:00Z' });
      return { match: match.id, miss: miss.id, query: { hasEventType: 35, eventDateAfter: '07/01/2024' } };
    },
    eventDateBefore: async () => {
      const match = await service();
      const miss = await service();
      await eventOn({ serviceId: match.id, eventTypeId: 32, date: '2024-06-02T16:00:00Z' });
      await eventOn({ serviceId: miss.id, eventTypeId: 32, date: '2024-07-02T16:00:00Z' });
      return { match: match.id, miss: miss.id, query: { hasEventType: 32, eventDateBefore: '07/01/2024' } };
    },
  },
  Property: {
    agreementTypes: async () => {
      const match = await property();
      const miss = await property();
      const active = await f.instrument({ projectId: match.projectId, agreementTypeId: 5 });
      // Only Active instruments count: a Pending one of the type does not.
      const pending = await f.instrument({
        projectId: miss.projectId,
        agreementTypeId: 5,
        statusId: InstrumentStatus.Pending,
      });
      await f.cover({ propertyId: match.id, instrumentId: active.id });
      await f.cover({ propertyId: miss.id, instrumentId: pending.id });
      return { match: match.id, miss: miss.id, query: { agreementTypes: 5 } };
    },
    propertyIds: async () => {
      const match = await property();
      return { match: match.id, miss: (await property()).id, query: { propertyIds: [match.id, 1] } };
    },
    propertyStatuses: async () => ({
      match: (await property({ statusId: PropertyStatus.Inactive })).id,
      miss: (await property({ statusId: PropertyStatus.Current })).id,
      query: { propertyStatuses: PropertyStatus.Inactive },
    }),
    localities: async () => {
      const match = await property();
      await f.locality(match.id, 12, true);
      return { match: match.id, miss: (await property()).id, query: { localities: 12 } };
    },
    minimumAcres: async () => ({
      match: (await property({ calculatedAcres: 90_000.5 })).id,
      miss: (await property({ calculatedAcres: 90_000.4999 })).id,
      query: { minimumAcres: '90000.5' },
    }),
    maximumAcres: async () => ({
      match: (await property({ calculatedAcres: 0.0001 })).id,
      miss: (await property({ calculatedAcres: 0.0002 })).id,
      query: { maximumAcres: '0.0001' },
    }),
    exceedsAllowedDwellings: async () => ({
      match: (await propertyWithRights({ ...within, dwellingUnits: 2 })).id,
      miss: (await propertyWithRights(within)).id,
      query: { exceedsAllowedDwellings: 'true' },
    }),
    doesNotExceedAllowedDwellings: async () => ({
      match: (await propertyWithRights(within)).id,
      miss: (await propertyWithRights({ ...within, dwellingUnits: 2 })).id,
      query: { doesNotExceedAllowedDwellings: 'true' },
    }),
    exceedsAllowedFinishedArea: async () => ({
      match: (await propertyWithRights({ ...within, finishedArea: 1000.5 })).id,
      miss: (await propertyWithRights(within)).id,
      query: { exceedsAllowedFinishedArea: 'true' },
    }),
    doesNotExceedAllowedFinishedArea: async () => ({
      match: (await propertyWithRights({ ...within, finishedArea: 1000 })).id,
      miss: (await propertyWithRights(over)).id,
      query: { doesNotExceedAllowedFinishedArea: 'true' },
    }),
    exceedsAllowedImperviousSurface: async () => ({
      match: (await propertyWithRights({ ...within, imperviousArea: 1001 })).id,
      miss: (await propertyWithRights(within)).id,
      query: { exceedsAllowedImperviousSurface: 'true' },
    }),
    doesNotExceedAllowedImperviousSurface: async () => ({
      match: (await propertyWithRights(within)).id,
      miss: (await propertyWithRights({ ...within, imperviousArea: 1001 })).id,
      query: { doesNotExceedAllowedImperviousSurface: 'true' },
    }),
    // Overdue (option 1): inspected in 2020 every year; the miss was inspected today.
    inspection: async () => {
      const match = await property({ targetInspectionFrequency: 1 });
      const miss = await property({ targetInspectionFrequency: 1 });
      for (const [p, date] of [
        [match, '2020-05-05T16:00:00Z'],
        [miss, new Date().toISOString()],
      ] as const) {
        const inspection = await f.service({ projectId: p.projectId, propertyIds: [p.id] });
        await eventOn({ serviceId: inspection.id, eventTypeId: EventType.Inspection, date });
      }
      return { match: match.id, miss: miss.id, query: { inspection: 1 } };
    },
    // Issue 19: the access point in the box (the miss is just north of it).
    mapArea: async () => ({
      match: (await property({ accessPointLongitude: -75.25, accessPointLatitude: 39.35 })).id,
      miss: (await property({ accessPointLongitude: -75.25, accessPointLatitude: 39.45 })).id,
      query: { mapArea: '-75.3,39.3,-75.2,39.4' },
    }),
    // Issue 33 §6: Cure agreed is still open; Resolved is not (nor is the flag unticked a filter).
    hasOpenViolationCase: async () => {
      const match = await property();
      const miss = await property();
      await violationCase(match.id, CaseStatus.CureAgreed);
      await violationCase(miss.id, CaseStatus.Resolved);
      expect(await resultKeys('Property', { hasOpenViolationCase: 'false' })).toContain(miss.id);
      return { match: match.id, miss: miss.id, query: { hasOpenViolationCase: 'true' } };
    },
    // A case of the type whatever its status: a Resolved one counts.
    violationCaseTypes: async () => {
      const match = await property();
      const miss = await property();
      await violationCase(match.id, CaseStatus.Resolved, { typeId: dumping });
      await violationCase(miss.id, CaseStatus.Open, { typeId: structure });
      return { match: match.id, miss: miss.id, query: { violationCaseTypes: [dumping, 7] } };
    },
  },
  Project: {
    projectIds: async () => {
      const match = await project();
      return { match: match.id, miss: (await project()).id, query: { projectIds: match.id } };
    },
    projectStatuses: async () => ({
      match: (await f.project({ name: 'On hold fixture', statusId: 3 })).id,
      miss: (await f.project({ name: 'Active fixture', statusId: 1 })).id,
      query: { projectStatuses: 3 },
    }),
    agreementTypes: async () => {
      const match = await instrument({ agreementTypeId: 6 });
      const miss = await instrument({ agreementTypeId: 6, statusId: InstrumentStatus.Inactive });
      return { match: match.projectId, miss: miss.projectId, query: { agreementTypes: 6 } };
    },
    localities: async () => {
      const match = await property();
      const miss = await property({ statusId: PropertyStatus.Inactive });
      await f.locality(match.id, 13, true);
      // The locality of an inactive property is not the project's.
      await f.locality(miss.id, 13, true);
      return { match: match.projectId, miss: miss.projectId, query: { localities: 13 } };
    },
    partnershipGrants: async () => {
      const granted = await instrument();
      const person = await contact();
      await t.db.insert(s.partnershipGrants).values({
        instrumentId: granted.id,
        grantProgramId: 1,
        grantorContactId: person.id,
        granteeContactId: person.id,
      });
      return { match: (await project()).id, miss: granted.projectId, query: { partnershipGrants: 2 } };
    },
    executedDateAfter: async () => ({
      match: (await instrument({ executedDate: '2025-02-02' })).projectId,
      miss: (await instrument({ executedDate: '2025-01-31' })).projectId,
      query: { executedDateAfter: '02/01/2025', executedDateBefore: '02/28/2025' },
    }),
    executedDateBefore: async () => ({
      match: (await instrument({ executedDate: '1990-01-01' })).projectId,
      miss: (await instrument({ executedDate: '1990-01-03' })).projectId,
      query: { executedDateBefore: '01/02/1990' },
    }),
    minimumAcres: async () => ({
      match: (await property({ calculatedAcres: 95_000 })).projectId,
      miss: (await property({ calculatedAcres: 95_000, statusId: PropertyStatus.Inactive })).projectId,
      query: { minimumAcres: 95_000 },
    }),
    maximumAcres: async () => {
      const match = await property({ calculatedAcres: 0.5 });
      const miss = await property({ calculatedAcres: 0.5 });
      await f.property({ projectId: miss.projectId, calculatedAcres: 0.5 });
      return { match: match.projectId, miss: miss.projectId, query: { maximumAcres: '0.5' } };
    },
    // Any property of the project counts, an inactive one too.
    mapArea: async () => ({
      match: (
        await property({
          accessPointLongitude: -75.28,
          accessPointLatitude: 39.32,
          statusId: PropertyStatus.Inactive,
        })
      ).projectId,
      miss: (await property({ accessPointLongitude: -75.31, accessPointLatitude: 39.32 })).projectId,
      query: { mapArea: '-75.3,39.3,-75.2,39.4' },
    }),
    // Issue 33 §6: a case on any of the project's properties.
    hasOpenViolationCase: async () => {
      const match = await property();
      const miss = await property();
      await f.property({ projectId: match.projectId });
      await violationCase(match.id, CaseStatus.OwnerContacted);
      await violationCase(miss.id, CaseStatus.ClosedWithoutAction);
      return { match: match.projectId, miss: miss.projectId, query: { hasOpenViolationCase: 'true' } };
    },
    violationCaseTypes: async () => {
      const match = await property();
      const miss = await property();
      await violationCase(match.id, CaseStatus.Open, { typeId: dumping });
      await violationCase(miss.id, CaseStatus.Open, { typeId: structure });
      return { match: match.projectId, miss: miss.projectId, query: { violationCaseTypes: dumping } };
    },
  },
  Contact: {
    agreementTypes: async () => {
      const match = await contact();
      const i = await instrument({ agreementTypeId: 2 });
      await link(match.id, { instrumentId: i.id, projectId: i.projectId });
      return { match: match.crmId, miss: (await contact()).crmId, query: { agreementTypes: 2 } };
    },
    localities: async () => {
      const match = await contact();
      const p = await property();
      await f.locality(p.id, 14, true);
      await link(match.id, { propertyId: p.id, projectId: p.projectId });
      return { match: match.crmId, miss: (await contact()).crmId, query: { localities: 14 } };
    },
    instrumentStatuses: async () => {
      const match = await contact();
      const miss = await contact();
      const inactive = await instrument({ statusId: InstrumentStatus.Inactive });
      const active = await instrument({ statusId: InstrumentStatus.Active });
      await link(match.id, { instrumentId: inactive.id, projectId: inactive.projectId });
      await link(miss.id, { instrumentId: active.id, projectId: active.projectId });
      return {
        match: match.crmId,
        miss: miss.crmId,
        query: { instrumentStatuses: InstrumentStatus.Inactive },
      };
    },
    instrumentRoles: async () => {
      const match = await contact();
      const miss = await contact();
      const i = await instrument();
      await link(match.id, { instrumentId: i.id, projectId: i.projectId }, [5]);
      await link(miss.id, { instrumentId: i.id, projectId: i.projectId }, [1]);
      return { match: match.crmId, miss: miss.crmId, query: { instrumentRoles: 5 } };
    },
    propertyStatuses: async () => {
      const match = await contact();
      const miss = await contact();
      const inactive = await property({ statusId: PropertyStatus.Inactive });
      const current = await property();
      await link(match.id, { propertyId: inactive.id, projectId: inactive.projectId });
      await link(miss.id, { propertyId: current.id, projectId: current.projectId });
      return { match: match.crmId, miss: miss.crmId, query: { propertyStatuses: PropertyStatus.Inactive } };
    },
    propertyRoles: async () => {
      const match = await contact();
      const miss = await contact();
      const p = await property();
      await link(match.id, { propertyId: p.id, projectId: p.projectId }, [14]);
      await link(miss.id, { propertyId: p.id, projectId: p.projectId }, [11]);
      return { match: match.crmId, miss: miss.crmId, query: { propertyRoles: 14 } };
    },
    serviceIds: async () => {
      const match = await contact();
      const miss = await contact();
      const a = await service();
      const b = await service();
      await link(match.id, { serviceId: a.id, projectId: a.projectId });
      await link(miss.id, { serviceId: b.id, projectId: b.projectId });
      return { match: match.crmId, miss: miss.crmId, query: { serviceIds: a.id } };
    },
    serviceRoles: async () => {
      const match = await contact();
      const miss = await contact();
      const a = await service();
      await link(match.id, { serviceId: a.id, projectId: a.projectId }, [26, 39]);
      await link(miss.id, { serviceId: a.id, projectId: a.projectId }, [39]);
      return { match: match.crmId, miss: miss.crmId, query: { serviceRoles: 26 } };
    },
  },
};

describe.each(Object.keys(cases) as SearchEntityType[])('GET %s/search, facet by facet', (type) => {
  it.each(facetsByType[type].map((key) => [key]))(
    '%s finds the record that meets it and not the other',
    async (key) => {
      const { match, miss, query } = await (cases[type] as Record<string, () => Promise<Case>>)[key]();
      const keys = await resultKeys(type, query);
      expect(keys).toContain(match);
      expect(keys).not.toContain(miss);
    },
  );
});

describe('a contact on more records than a result shows', () => {
  it('shows the first 100 Role(s) lines in their order and says View lists them all', async () => {
    const person = await contact();
    const only = await service();
    await link(person.id, { serviceId: only.id, projectId: only.projectId }, [26]);
    const places: { id: number; projectId: number }[] = [];
    for (let i = 0; i < 101; i++) places.push(await property());
    for (const p of places) await link(person.id, { propertyId: p.id, projectId: p.projectId }, [14]);
    const res = await searchOf('Contact', { serviceIds: only.id });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().results as { crmId: string; roles: string[] }[];
    expect(result.crmId).toBe(person.crmId);
    expect(result.roles).toHaveLength(101);
    expect(result.roles.slice(0, 100)).toEqual(
      places.slice(0, 100).map((p) => `Property ${p.id} - ${result.roles[0].split(' - ')[1]}`),
    );
    expect(result.roles[100]).toBe('… and more (View lists them all)');

    // 100 lines (99 properties and the service): every line, and no word of more.
    await t.db
      .delete(s.contactLinks)
      .where(inArray(s.contactLinks.propertyId, [places[99].id, places[100].id]));
    const all = (await searchOf('Contact', { serviceIds: only.id })).json().results[0].roles as string[];
    expect(all).toHaveLength(100);
    expect(all.at(-1)).toMatch(/^Service \d+ - /);
  });
});

describe('Open Violation Cases, the Property column (issue 33 §6)', () => {
  const workbookRows = async (data: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('counts the open cases in the results, sorts by them, and the export writes them', async () => {
    const two = await property();
    const none = await property();
    const one = await property();
    await violationCase(two.id, CaseStatus.Open);
    await violationCase(two.id, CaseStatus.ReferredToCounsel, { typeId: dumping });
    await violationCase(two.id, CaseStatus.Resolved);
    await violationCase(none.id, CaseStatus.ClosedWithoutAction);
    await violationCase(one.id, CaseStatus.CureAgreed);
    const ids = [two.id, none.id, one.id];

    const res = await searchOf('Property', { propertyIds: ids, sortBy: 'openCases', sortDirection: 'desc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (res.json().results as { id: number; openCases: number }[]).map((r) => [r.id, r.openCases]),
    ).toEqual([
      [two.id, 2],
      [one.id, 1],
      [none.id, 0],
    ]);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/Property/exportsearchresults',
      headers: t.auth(t.tokens.viewer),
      payload: ids,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await workbookRows(exported.rawPayload);
    const column = rows[0].indexOf('Open Violation Cases');
    expect(column, String(rows[0])).toBe(rows[0].length - 1);
    expect(rows.slice(1).map((r) => [r[0], r[column]])).toEqual([
      [two.id, 2],
      [none.id, 0],
      [one.id, 1],
    ]);
  });
});
