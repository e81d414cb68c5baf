import { ListLimits, ServiceStatus } from '@app/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
/** Seven services of one new category mix, in a project of their own, made for these tests. */
let serviceIds: number[];
let projectId: number;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
  const project = await f.project({ name: 'Paging Fixture' });
  projectId = project.id;
  const property = await f.property({ projectId, name: 'Paging Tract', calculatedAcres: 42.125 });
  propertyId = property.id;
  await f.locality(property.id, 3, true);
  serviceIds = [];
  for (const [index, typeIds] of [[41], [42], [43], [44], [41, 42], [43, 44], [41, 44]].entries()) {
    const service = await f.service({
      projectId,
      propertyIds: [property.id],
      typeIds,
      categoryId: 1,
      statusId: index % 2 === 0 ? ServiceStatus.Open : ServiceStatus.Closed,
      feeCharged: 17.5,
    });
    serviceIds.push(service.id);
  }
});
afterAll(() => t.close());

const get = (url: string, token = t.tokens.staff) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });
const search = async (query: string, token = t.tokens.staff) => get(`/api/Service/search?${query}`, token);
/** Our seven services: fee charged, category 1, locality 3 — no demo service has locality 3 with a fee. */
const ourQuery = (extra = '') => `fees=1&serviceCategories=1&localities=3${extra}`;

describe('paging and sorting', () => {
  it('pages 5 at a time by default, id descending, and counts every match', async () => {
    const res = await search(ourQuery());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const mine = body.results.filter((r: { projectId: number }) => r.projectId === projectId);
    expect(body.pageSize).toBe(5);
    expect(body.currentPage).toBe(1);
    expect(body.results).toHaveLength(5);
    expect(mine.map((r: { id: number }) => r.id)).toEqual([...serviceIds].reverse().slice(0, 5));
    expect(body.totalCount).toBeGreaterThanOrEqual(7);
  });

  it('answers the second page and the count on it; past the last page, no rows but the count', async () => {
    const first = (await search(ourQuery('&projectIds=1'))).statusCode;
    // projectIds is not a Service facet: refused, never ignored.
    expect(first).toBe(400);
    const all = (await search(ourQuery('&pageSize=100'))).json();
    const page2 = (await search(ourQuery('&pageSize=5&currentPage=2'))).json();
    expect(page2.results.map((r: { id: number }) => r.id)).toEqual(
      all.results.slice(5, 10).map((r: { id: number }) => r.id),
    );
    expect(page2.totalCount).toBe(all.totalCount);
    const beyond = (await search(ourQuery('&currentPage=999'))).json();
    expect(beyond.results).toEqual([]);
    expect(beyond.totalCount).toBe(all.totalCount);
  });

  it('sorts by a column either way, ties by id', async () => {
    const up = (await search(ourQuery('&pageSize=100&sortBy=serviceType&sortDirection=asc'))).json();
    const names = up.results.map((r: { serviceType: string }) => r.serviceType);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const down = (await search(ourQuery('&pageSize=100&sortBy=serviceStatus&sortDirection=desc'))).json();
    const statuses = down.results.map((r: { serviceStatus: string }) => r.serviceStatus);
    expect(statuses[0] >= statuses[statuses.length - 1]).toBe(true);
    const byId = (await search(ourQuery('&pageSize=100&sortBy=id&sortDirection=asc'))).json();
    const ids = byId.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('answers the result row of the spec, components sorted and joined', async () => {
    const body = (await search(ourQuery('&pageSize=100'))).json();
    const row = body.results.find((r: { id: number }) => r.id === serviceIds[4]);
    expect(row).toEqual({
      id: serviceIds[4],
      projectId,
      propertyId,
      isMultiProperty: false,
      serviceCategory: 'Inspection',
      serviceType: 'Annual Monitoring Visit; Landowner Requested Visit',
      serviceAgreementType: expect.any(String),
      serviceStatus: expect.any(String),
      staffLeadName: null,
    });
  });

  it('lists contacts by name with their role lines, instrument, then property, then service', async () => {
    const [person] = await t.db
      .insert(s.contacts)
      .values({ crmId: 'roles-lines', name: '00 Role Lines' })
      .returning();
    const instrument = await f.instrument({ projectId });
    for (const [parent, roleIds] of [
      [{ serviceId: serviceIds[0] }, [39, 24]],
      [{ propertyId }, [11]],
      [{ instrumentId: instrument.id }, [1]],
    ] as const) {
      const [link] = await t.db
        .insert(s.contactLinks)
        .values({ contactId: person.id, projectId, ...parent })
        .returning();
      await t.db
        .insert(s.contactLinkRoles)
        .values(roleIds.map((contactRoleId) => ({ contactLinkId: link.id, contactRoleId })));
    }
    const body = (await get(`/api/contact/search?serviceIds=${serviceIds[0]}`)).json();
    const row = body.results.find((r: { crmId: string }) => r.crmId === 'roles-lines');
    expect(row.roles).toEqual([
      `Instrument ${instrument.id} - Grantor`,
      `Property ${propertyId} - Owner`,
      `Service ${serviceIds[0]} - Landowner`,
      `Service ${serviceIds[0]} - Requestor`,
    ]);
    expect(row.name).toBe('00 Role Lines');
    expect(row.address).toBe('None');
  });

  it('sorts contacts by name as a person reads them: no case, no accents, either way', async () => {
    const names = [
      'Caroline Roberts',
      'caroline and Sandra Evans',
      'Émile Zola',
      'Emile Adams',
      'CAROLINE Baker',
    ];
    for (const [index, name] of names.entries()) {
      const [person] = await t.db
        .insert(s.contacts)
        .values({ crmId: `name-sort-${index}`, name })
        .returning();
      await t.db.insert(s.contactLinks).values({ contactId: person.id, projectId, serviceId: serviceIds[1] });
    }
    const sorted = async (direction: string) =>
      (await get(`/api/contact/search?serviceIds=${serviceIds[1]}&sortBy=name&sortDirection=${direction}`))
        .json()
        .results.map((r: { name: string }) => r.name);
    const expected = [
      'caroline and Sandra Evans',
      'CAROLINE Baker',
      'Caroline Roberts',
      'Emile Adams',
      'Émile Zola',
    ];
    expect(await sorted('asc')).toEqual(expected);
    expect(await sorted('desc')).toEqual(expected.toReversed());
  });

  it("answers every contact match's CRM id in the table's order for Send List to eTapestry, not just the page", async () => {
    const query = `serviceIds=${serviceIds[2]}&sortBy=name&sortDirection=desc`;
    const names = Array.from({ length: 12 }, (_, i) => `Journal Person ${String(i).padStart(2, '0')}`);
    for (const [index, name] of names.entries()) {
      const [person] = await t.db
        .insert(s.contacts)
        .values({ crmId: `journal-${index}`, name })
        .returning();
      await t.db.insert(s.contactLinks).values({ contactId: person.id, projectId, serviceId: serviceIds[2] });
    }
    const page = (await get(`/api/contact/search?${query}`)).json();
    expect(page.results).toHaveLength(5);
    expect(page.totalCount).toBe(12);
    const all = await get(`/api/Contact/searchResultIds?${query}`, t.tokens.viewer);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual(names.map((_, i) => `journal-${i}`).toReversed());
    expect((await get('/api/contact/searchResultIds?serviceIds=abc')).statusCode).toBe(400);
  });

  it('is open to view-only users, under both spellings of the type', async () => {
    expect((await get(`/api/service/search?${ourQuery()}`, t.tokens.viewer)).statusCode).toBe(200);
    expect(
      (await get(`/api/Project/search?projectIds=${projectId}`, t.tokens.viewer)).json().results,
    ).toEqual([
      {
        id: projectId,
        name: 'Paging Fixture',
        status: 'Active',
        acres: 42.125,
        localityName: expect.any(String),
      },
    ]);
  });
});

describe('bad facet values answer 400 with the spec’s messages', () => {
  const cases: [string, string, string][] = [
    [
      'a non-numeric id',
      '/api/Property/search?propertyIds=12a',
      'The Property ID field may only contain numeric characters.',
    ],
    ['an id below 1', '/api/Project/search?projectIds=0', 'The Project ID field must be 1 or more.'],
    [
      'acres with 5 decimals',
      '/api/Property/search?minimumAcres=1.12345',
      'The Minimum Acres field must be numeric and may contain up to 4 decimal places.',
    ],
    [
      'an unknown key',
      '/api/Instrument/search?agreementTypes=1&colour=red',
      'This search filter is not known for this type: colour.',
    ],
    [
      'a previous service that does not exist',
      '/api/Service/search?previousServices=2000000000',
      'Invalid Previous Service ID.',
    ],
    [
      'a single facet twice',
      '/api/Project/search?minimumAcres=1&minimumAcres=2',
      'Only one Minimum Acres is allowed.',
    ],
    [
      'an event date without an event type',
      '/api/Service/search?eventDateAfter=01/01/2020',
      'Choose an Event Type before an event date.',
    ],
    ['roles without a contact', '/api/Instrument/search?roles=1', 'Choose a Contact before a role.'],
    [
      'a bad date',
      '/api/Project/search?executedDateAfter=13/45/2020',
      'The Executed Date After field must be a valid date in the format MM/DD/YYYY.',
    ],
    [
      'a page size not offered',
      '/api/Service/search?fees=1&pageSize=7',
      'The Items per Page field must be one of 5, 10, 25, 50, 75, 100.',
    ],
    [
      'an unknown sort column',
      '/api/Service/search?fees=1&sortBy=notes',
      'The results cannot be sorted by this column.',
    ],
    [
      'maximum below minimum',
      '/api/Property/search?minimumAcres=5&maximumAcres=4',
      'The Maximum Acres field must be 5 or more.',
    ],
  ];
  it.each(cases)('%s', async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('too many values of a facet, refused by the count alone', async () => {
    const query = Array.from(
      { length: ListLimits.searchFacetValues + 1 },
      (_, i) => `localities=${i + 1}`,
    ).join('&');
    const res = await get(`/api/Property/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `No more than ${ListLimits.searchFacetValues} Locality values are allowed.`,
    );
  });

  it('too many ids to export', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/exportsearchresults',
      headers: t.auth(t.tokens.staff),
      payload: Array.from({ length: ListLimits.searchExportIds + 1 }, (_, i) => i + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`No more than ${ListLimits.searchExportIds} IDs are allowed.`);
  });
});

const workbookRows = async (data: Buffer | ArrayBuffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const sheetOf = async (zip: JSZip, name: string) => {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is missing from the zip`);
  return file.async('nodebuffer');
};

describe('exports', () => {
  it('result ids then an xlsx of those rows, for a view-only user too', async () => {
    const ids = (
      await get(`/api/Service/searchResultIds?${ourQuery()}&sortBy=id&sortDirection=asc`, t.tokens.viewer)
    ).json();
    const mine = ids.filter((id: number) => serviceIds.includes(id));
    expect(mine).toEqual(serviceIds);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Service/exportsearchresults',
      headers: t.auth(t.tokens.viewer),
      payload: [serviceIds[4], serviceIds[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ServiceSearchResults.xlsx"');
    const rows = await workbookRows(res.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Property ID',
      'Category',
      'Component(s)',
      'Agreement Type',
      'Status',
      'Staff Lead',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([serviceIds[4], serviceIds[0]]);
    expect(rows[1].slice(1, 4)).toEqual([
      propertyId,
      'Inspection',
      'Annual Monitoring Visit; Landowner Requested Visit',
    ]);
    expect(rows[1][6]).toBe('None');
  });

  it('a project export is a zip of one workbook per record type, by POST and by GET with ids', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/project/exportsearchresults',
      headers: t.auth(t.tokens.staff),
      payload: [projectId],
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.headers['content-disposition']).toBe('attachment; filename="ProjectSearchResults.zip"');
    const zip = await JSZip.loadAsync(post.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'Contacts.xlsx',
      'Instruments.xlsx',
      'Projects.xlsx',
      'Properties.xlsx',
      'Services.xlsx',
    ]);
    const projects = await workbookRows(await sheetOf(zip, 'Projects.xlsx'));
    expect(projects).toEqual([
      ['Project ID', 'Name', 'Status', 'Total Acres', 'Locality'],
      [projectId, 'Paging Fixture', 'Active', 42.125, expect.any(String)],
    ]);
    const services = await workbookRows(await sheetOf(zip, 'Services.xlsx'));
    expect(services.slice(1).map((r) => r[0])).toEqual(serviceIds);
    expect(services[0][1]).toBe('Project ID');
    const properties = await workbookRows(await sheetOf(zip, 'Properties.xlsx'));
    expect(properties.slice(1).map((r) => r[0])).toEqual([propertyId]);

    for (const query of [`ids=${projectId}&ids=${projectId}`, `ids=${projectId},${projectId}`]) {
      const res = await get(`/api/project/exportsearchresults?${query}`, t.tokens.viewer);
      expect(res.statusCode, res.body).toBe(200);
      const again = await JSZip.loadAsync(res.rawPayload);
      expect(Object.keys(again.files)).toHaveLength(5);
    }
  });

  it('refuses a bad id and an empty list', async () => {
    expect((await get('/api/project/exportsearchresults?ids=1,x')).json().message).toBe(
      'The ID field may only contain numeric characters.',
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Instrument/exportsearchresults',
      headers: t.auth(t.tokens.staff),
      payload: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('At least one ID is required.');
  });
});
