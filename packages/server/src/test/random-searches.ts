import {
  facetOptionsSource,
  facetRequires,
  facetsByType,
  formatMapArea,
  inspectionSearchOptions,
  monitoringYearOptions,
  type SearchEntityType,
  type SearchFacetKey,
  searchColumns,
  searchEntityTypes,
  searchFacets,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { listLookup, lookupLists } from '../modules/lookups/lookups.repo';

/**
 * Advanced searches as people combine them (issue 32), drawn from a seed: the bench's `search-any`
 * case times them and `search-any.routes.test.ts` checks each against a straightforward query, so
 * every shape that is measured is also proved right. Each type's searches cycle through its facets
 * (every facet appears) and its sortable columns, both ways, with 0–2 more facets of 1–3 values,
 * every page size and pages up to 20.
 */

/** The values a facet can take in a database: its options' ids, or record ids that exist there. */
export type SearchPools = {
  options: Partial<Record<string, number[]>>;
  crmIds: string[];
  propertyIds: number[];
  projectIds: number[];
  /** Services with contacts (the contact facet Service ID). */
  linkedServiceIds: number[];
  /** Services some service names as its previous one. */
  previousServiceIds: number[];
  /** The access points' extent: west, south, east, north. */
  extent: [number, number, number, number];
};

const sampleSize = 200;

/** Up to 200 ids of a query, spread over the table the same way every time (hashed order). */
const sampled = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (
    (await db.execute(
      sql`select v from (${query}) q order by md5(v::text) limit ${sampleSize}`,
    )) as unknown as {
      rows: { v: T }[];
    }
  ).rows.map((r) => r.v);

/** Reads the pools of a database (its lookups, users and some records of each kind). */
export const searchPools = async (db: Db): Promise<SearchPools> => {
  const options: SearchPools['options'] = {
    users: (await db.select({ id: s.users.id }).from(s.users)).map((r) => r.id),
    inspectionStates: inspectionSearchOptions.map((o) => o.id),
    monitoringYears: monitoringYearOptions(new Date().getFullYear()).map((o) => o.id),
  };
  for (const list of lookupLists)
    options[list.path] = (await listLookup(db, list)).map((r) => r.id as number);
  const [extent] = (
    (await db.execute(sql`select min(access_point_longitude)::float8 w, min(access_point_latitude)::float8 s,
      max(access_point_longitude)::float8 e, max(access_point_latitude)::float8 n from properties`)) as unknown as {
      rows: { w: number; s: number; e: number; n: number }[];
    }
  ).rows;
  return {
    options,
    crmIds: await sampled<string>(
      db,
      sql`select distinct c.crm_id v from contacts c join contact_links l on l.contact_id = c.id where l.instrument_id is not null`,
    ),
    propertyIds: await sampled<number>(db, sql`select id v from properties`),
    projectIds: await sampled<number>(db, sql`select id v from projects`),
    linkedServiceIds: await sampled<number>(
      db,
      sql`select distinct service_id v from contact_links where service_id is not null`,
    ),
    previousServiceIds: await sampled<number>(
      db,
      sql`select distinct previous_service_id v from services where previous_service_id is not null`,
    ),
    extent: [extent.w ?? -80, extent.s ?? 37, extent.e ?? -77, extent.n ?? 39],
  };
};

/** A seeded random sequence (the same searches every run). */
const randomOf = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
};

export type RandomSearch = {
  type: SearchEntityType;
  /** The query string of GET {type}/search. */
  query: string;
  /** What it asks, for a report: facets, sort, page size and page. */
  shape: string;
};

const pageSizes = [5, 10, 25, 50, 75, 100];
const acresValues = ['0', '1', '5', '10', '20', '50', '100', '250', '500'];

/**
 * `perType` searches of each type from `seed`. Pages run up to 20; the searches that check
 * results (`maxPage` lower) stay where the small data sets still have rows.
 */
export const randomSearches = (
  pools: SearchPools,
  { seed, perType, maxPage = 20 }: { seed: number; perType: number; maxPage?: number },
): RandomSearch[] => {
  const next = randomOf(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const some = <T>(values: readonly T[]) =>
    values.length === 0
      ? []
      : [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(values)))];
  const day = () =>
    `${1 + Math.floor(next() * 12)}/${1 + Math.floor(next() * 28)}/${1985 + Math.floor(next() * 41)}`;
  const box = () => {
    const [w, so, e, n] = pools.extent;
    const x = w + next() * (e - w);
    const y = so + next() * (n - so);
    const size = 0.05 + next() * 1.5;
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    return formatMapArea([round(x), round(y), round(x + size), round(y + size * 0.6)]);
  };
  const valuesOf = (type: SearchEntityType, key: SearchFacetKey): string[] => {
    const source = facetOptionsSource(key, type);
    const kind = searchFacets[key].kind;
    if (source !== null) {
      const options = pools.options[source] ?? [];
      return (kind === 'option' ? [pick(options)] : some(options)).filter((v) => v !== undefined).map(String);
    }
    switch (kind) {
      case 'ids':
        return some(
          key === 'serviceIds'
            ? pools.linkedServiceIds
            : key === 'propertyIds'
              ? pools.propertyIds
              : pools.projectIds,
        ).map(String);
      case 'id':
        return pools.previousServiceIds.length ? [String(pick(pools.previousServiceIds))] : [];
      case 'contacts':
        return some(pools.crmIds);
      case 'acres':
        return [pick(acresValues)];
      case 'date':
        return [day()];
      case 'flag':
        return ['true'];
      case 'box':
        return [box()];
      default:
        return [];
    }
  };

  const searches: RandomSearch[] = [];
  for (const type of searchEntityTypes) {
    const facets = facetsByType[type] as readonly SearchFacetKey[];
    const columns = searchColumns[type];
    for (let i = 0; i < perType; i++) {
      // Every facet in turn, with up to two others; a facet that waits for another brings one of those.
      const chosen = new Set<SearchFacetKey>([facets[i % facets.length]]);
      const extra = Math.floor(next() * 3);
      for (let j = 0; j < extra; j++) chosen.add(pick(facets));
      for (const key of [...chosen]) {
        const requires = facetRequires(key);
        if (requires.length && !requires.some((r) => chosen.has(r))) chosen.add(pick(requires));
      }
      const params = new URLSearchParams();
      for (const key of facets.filter((k) => chosen.has(k)))
        for (const value of valuesOf(type, key)) params.append(key, value);
      // The maximum acres is at least the minimum (the query refuses less).
      const [min, max] = [params.get('minimumAcres'), params.get('maximumAcres')];
      if (min !== null && max !== null && Number(max) < Number(min)) {
        params.set('minimumAcres', max);
        params.set('maximumAcres', min);
      }
      // Every column in turn, each both ways over the cycle.
      const column = columns[i % columns.length].key;
      const direction = Math.floor(i / columns.length) % 2 === 0 ? 'asc' : 'desc';
      const pageSize = pick(pageSizes);
      const currentPage = next() < 0.5 ? 1 : 2 + Math.floor(next() * (maxPage - 1));
      params.append('sortBy', column);
      params.append('sortDirection', direction);
      params.append('pageSize', String(pageSize));
      params.append('currentPage', String(currentPage));
      searches.push({
        type,
        query: params.toString(),
        shape: `${[...new Set(params.keys())].filter((k) => !['sortBy', 'sortDirection', 'pageSize', 'currentPage'].includes(k)).join('+') || 'no facet'}; by ${column} ${direction}; ${pageSize} a page, page ${currentPage}`,
      });
    }
  }
  return searches;
};

/**
 * Each option facet of each type alone, with each option the database offers, on page 1 by the type's
 * default sort: the single values a random draw rarely reaches (an event type every service has, asked
 * as Does Not Have Event Type, was 5.7 s at 2,000,000 services while the drawn searches' max was 0.5 s).
 */
export const everyOptionAlone = (pools: SearchPools): RandomSearch[] =>
  searchEntityTypes.flatMap((type) =>
    (facetsByType[type] as readonly SearchFacetKey[]).flatMap((key) => {
      const source = facetOptionsSource(key, type);
      const kind = searchFacets[key].kind;
      if (source === null || (kind !== 'option' && kind !== 'options') || facetRequires(key).length)
        return [];
      return (pools.options[source] ?? []).map((value) => ({
        type,
        query: `${key}=${value}&pageSize=25&currentPage=1`,
        shape: `${key} ${value} alone`,
      }));
    }),
  );
