import { JournalBatchSize, ListLimits } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyFixtures } from '../modules/properties/property-fixtures.test-helper';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every list a request carries is capped: the largest allowed list is answered quickly (no request
 * holds the server), and one entry more is refused with a short message, before any entry is read.
 */
let t: TestApp;
let f: ReturnType<typeof propertyFixtures>;
let projectId: number;
let propertyId: number;
let localityIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  f = propertyFixtures(t);
  projectId = await f.createProject('Limits Project');
  propertyId = (await f.createProperty({ projectId })).id;
  localityIds = await f.localityIds('Accomack County', 'Albemarle County', 'Alleghany County');
});
afterAll(() => t.close());

const timed = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const started = performance.now();
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: t.auth(t.tokens.admin),
  });
  return { res, ms: performance.now() - started };
};

const parcels = (n: number) => Array.from({ length: n }, (_, i) => ({ parcelId: `P-${i}`, acres: 1 }));
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

type Case = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  body: (n: number) => unknown;
  max: number;
  field: string;
  message: string;
  /** What the largest allowed list answers: 200, or a 4xx a rule of the route gives for these ids. */
  allowed: number[];
};

const cases = (): Case[] => [
  {
    name: 'tax parcels of a new locality',
    method: 'POST',
    url: '/api/propertyLocality/create',
    body: (n) => ({ propertyId, localityId: localityIds[0], taxParcels: parcels(n) }),
    max: ListLimits.taxParcelsPerLocality,
    field: 'taxParcels',
    message: `No more than ${ListLimits.taxParcelsPerLocality} Tax Parcels are allowed.`,
    allowed: [200],
  },
  {
    name: 'property ids of the agreement-type lookup',
    method: 'POST',
    url: '/api/property/getagreementtypesbypropertyids',
    body: (n) => ids(n),
    max: ListLimits.propertyIdsPerCall,
    field: '_',
    message: `No more than ${ListLimits.propertyIdsPerCall} Property IDs are allowed.`,
    allowed: [200],
  },
  {
    name: 'additional localities of a new property',
    method: 'POST',
    url: '/api/property/create',
    body: (n) => ({
      projectId,
      name: 'Wide Tract',
      primaryLocalityId: 1,
      additionalLocalityIds: ids(n + 1).slice(1),
    }),
    max: ListLimits.additionalLocalities,
    field: 'additionalLocalityIds',
    message: `No more than ${ListLimits.additionalLocalities} Additional Localities are allowed.`,
    allowed: [200],
  },
  {
    name: 'additional localities of a new project’s property',
    method: 'POST',
    url: '/api/project/create',
    body: (n) => ({
      name: 'Wide Project',
      description: 'A project over many localities.',
      instrument: { agreementTypeId: 1, primaryContactCrmId: t.config.crm.organisationContactId },
      property: { name: 'Wide Tract', primaryLocalityId: 1, additionalLocalityIds: ids(n + 1).slice(1) },
    }),
    max: ListLimits.additionalLocalities,
    field: 'property.additionalLocalityIds',
    message: `No more than ${ListLimits.additionalLocalities} Additional Localities are allowed.`,
    allowed: [200],
  },
  {
    name: 'roles of a contact link',
    method: 'POST',
    url: '/api/contact/create',
    body: (n) => ({
      propertyId,
      instrumentId: null,
      serviceId: null,
      crmId: t.config.crm.organisationContactId,
      roleIds: ids(n),
    }),
    max: ListLimits.rolesPerContactLink,
    field: 'roleIds',
    message: `No more than ${ListLimits.rolesPerContactLink} Roles are allowed.`,
    // The ids 1–50 are not all roles of a property's list: the server says so.
    allowed: [200, 400],
  },
  {
    name: 'contacts of a journal entry',
    method: 'POST',
    url: '/api/contact/pushjournalentry',
    body: (n) => ({
      journalName: 'Annual letter',
      crmContactIds: ids(n).map((i) => `4110.0.${1000000 + i}`),
    }),
    max: JournalBatchSize,
    field: 'crmContactIds',
    message: `At most ${JournalBatchSize} Contacts can be sent in one journal entry.`,
    allowed: [200, 400],
  },
];

describe('lists in requests', () => {
  for (const c of cases()) {
    // The time bounds only catch runaway (quadratic) work on a busy 2-core CI machine; speed is the bench's job.
    it(`${c.name}: ${c.max} answered within 5 s, ${c.max + 1} refused`, async () => {
      const largest = await timed(c.method, c.url, c.body(c.max));
      expect(c.allowed, largest.res.body.slice(0, 300)).toContain(largest.res.statusCode);
      expect(largest.ms).toBeLessThan(5000);

      const over = await timed(c.method, c.url, c.body(c.max + 1));
      expect(over.res.statusCode).toBe(400);
      expect(over.res.json()).toEqual({ message: c.message, fieldErrors: { [c.field]: [c.message] } });
    });
  }

  it('refuses 100,000 ids at once quickly, with one short message', async () => {
    const { res, ms } = await timed('POST', '/api/property/getagreementtypesbypropertyids', ids(100_000));
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(300);
    expect(ms).toBeLessThan(5000);
  });
});
