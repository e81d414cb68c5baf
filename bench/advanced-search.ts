import { type SearchEntityType, type SearchQuery, searchQuerySchema } from '@app/domain';
import { search } from '../packages/server/src/modules/search/search.service';
import type { DirectSql, SqlStatement } from './direct-sql';
import { type CostedFigures, costed, ownCpuMs, reportCosted, reportRatio } from './measure';
import type { ServerProcess } from './server-process';

/** Each type with three facets, sorted and paged (DESIGN §9: p95 ≤ 50 ms, within 1.5× of its SQL). */
const searches: [SearchEntityType, string][] = [
  [
    'Contact',
    'agreementTypes=1&agreementTypes=2&instrumentStatuses=2&propertyRoles=11&sortBy=name&pageSize=25',
  ],
  [
    'Instrument',
    'agreementTypes=1&agreementTypes=2&instrumentStatuses=2&hasEventType=9&sortBy=executedDate&sortDirection=desc&pageSize=25',
  ],
  [
    'Project',
    'projectStatuses=1&localities=1&localities=2&localities=3&localities=4&localities=5&minimumAcres=50&sortBy=acres&sortDirection=desc&pageSize=25',
  ],
  [
    'Property',
    'propertyStatuses=1&localities=1&localities=2&localities=3&localities=4&minimumAcres=20&sortBy=name&pageSize=25',
  ],
  // Fees are charged in categories 3 and 4 of the large data set: 7,889 matches (category 1 had none).
  ['Service', 'serviceCategories=3&serviceStatuses=1&fees=1&currentPage=2&pageSize=10'],
];

const path = (type: SearchEntityType, query: string) => `/api/${type}/search?${query}`;
/** The searches' calls, for the crowd (crowd.ts). */
export const searchPaths = searches.map(([type, query]) => path(type, query));

const budgetMs = 50;
const total = 200;

const parsedQuery = (type: SearchEntityType, query: string) => {
  const params = new URLSearchParams(query);
  const values = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
  return searchQuerySchema(type).parse(values) as SearchQuery;
};

export type SearchSql = Map<SearchEntityType, CostedFigures>;

/** Each search's one statement, run directly on the driver. */
export const measureSearchSql = async (direct: DirectSql): Promise<SearchSql> => {
  const figures: SearchSql = new Map();
  for (const [type, query] of searches) {
    const statements: SqlStatement[] = await direct.capture((db) =>
      search(db, type, parsedQuery(type, query)),
    );
    for (let i = 0; i < 20; i++) await direct.run(statements); // warm-up
    figures.set(type, await costed(ownCpuMs, total, 1, () => direct.run(statements)));
  }
  return figures;
};

/** GET {EntityType}/search for each type beside its SQL (1 client), then all five mixed under 4 clients. */
export const benchAdvancedSearch = async (
  server: ServerProcess,
  sql: SearchSql,
  { sqlCpuInServer }: { sqlCpuInServer: boolean },
) => {
  for (const [type, query] of searches) for (let i = 0; i < 20; i++) await server.get(path(type, query)); // warm-up
  for (const [type, query] of searches) {
    const api = await costed(server.cpuMs, total, 1, () => server.get(path(type, query)));
    const direct = sql.get(type);
    if (!direct) throw new Error(`no SQL figures for ${type}`);
    reportCosted(`GET ${type}/search (3 facets)`, api, 'server CPU', budgetMs);
    reportCosted(
      `  its SQL directly`,
      direct,
      sqlCpuInServer ? 'SQL CPU (embedded engine)' : 'driver CPU (bench process)',
    );
    reportRatio(api, direct, { sqlCpuInServer, budget: 1.5 });
  }
  let next = 0;
  const mixed = () => {
    const [type, query] = searches[next++ % searches.length];
    return server.get(path(type, query));
  };
  reportCosted(
    'search, all types mixed (4 clients)',
    await costed(server.cpuMs, 400, 4, mixed),
    'server CPU',
    budgetMs,
  );
};
