import { SearchCountLimit, type SearchEntityType, searchColumns } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A page picks its ids and count first and reads the columns of those rows only (search.repo.ts
 * searchPage). Checked against the ids an export asks for, which one plain statement orders: every
 * page of every sort, both ways, with and without facets, is the same slice of the same order.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(t.tokens.staff) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const facetSets: Record<Exclude<SearchEntityType, 'Contact'>, string[]> = {
  Instrument: ['', 'instrumentStatuses=2&agreementTypes=1&agreementTypes=2', 'hasEventType=9'],
  Property: ['', 'propertyStatuses=1&minimumAcres=20', 'localities=1&localities=2&localities=3'],
  Service: ['', 'serviceCategories=1&serviceStatuses=1', 'fees=1'],
  Project: ['', 'projectStatuses=1', 'minimumAcres=50'],
};

describe('a page of search results', () => {
  for (const [type, facets] of Object.entries(facetSets)) {
    it(`is a slice of the whole ordered match list, for every ${type} sort`, async () => {
      let compared = 0;
      for (const facet of facets)
        for (const { key } of searchColumns[type as SearchEntityType])
          for (const direction of ['asc', 'desc']) {
            const query = `${facet}&sortBy=${key}&sortDirection=${direction}`;
            const ids: number[] = await get(`/api/${type}/searchResultIds?${query}`);
            for (const currentPage of [1, 2, Math.ceil(ids.length / 10) + 1]) {
              const page = await get(`/api/${type}/search?${query}&pageSize=10&currentPage=${currentPage}`);
              const label = `${type}?${query} page ${currentPage}`;
              expect(
                page.results.map((r: { id: number }) => r.id),
                label,
              ).toEqual(ids.slice((currentPage - 1) * 10, currentPage * 10));
              expect(page.totalCount, label).toBe(ids.length);
              compared += page.results.length;
            }
          }
      expect(compared).toBeGreaterThan(100);
    });
  }
});

describe('a count past SearchCountLimit', () => {
  const countStatus = 3;
  it('stops there for a page in its first quarter, says so, and counts exactly for a deeper page', async () => {
    // Made up to SearchCountLimit + 7 with the status, beside the demo projects that have it.
    const before = (await get(`/api/Project/search?projectStatuses=${countStatus}`)).totalCount;
    await t.db.execute(sql`insert into projects (name, status_id)
      select 'Count Cap ' || n, ${countStatus} from generate_series(1, ${SearchCountLimit + 7 - before}) n`);
    try {
      const url = `/api/Project/search?projectStatuses=${countStatus}&sortBy=id&sortDirection=asc&pageSize=100`;
      const first = await get(`${url}&currentPage=1`);
      expect(first).toMatchObject({ totalCount: SearchCountLimit, countCapped: true });
      expect(first.results).toHaveLength(100);
      // Page 25 ends at 2,500: still a quarter of the cap. Page 26 is counted whole.
      expect(await get(`${url}&currentPage=25`)).toMatchObject({ countCapped: true });
      const deeper = await get(`${url}&currentPage=26`);
      expect(deeper).toMatchObject({ totalCount: SearchCountLimit + 7, countCapped: false });
      expect(deeper.results).toHaveLength(100);
      const last = await get(`${url}&currentPage=101`);
      expect(last.results).toHaveLength(7);
    } finally {
      await t.db.execute(sql`delete from projects where name like 'Count Cap %'`);
    }
  });
});
