import http from 'node:http';
import { type SearchQuery, searchQuerySchema } from '@app/domain';
import { search } from '../packages/server/src/modules/search/search.service';
import type { DirectSql, SqlStatement } from './direct-sql';
import { type CostedFigures, costed, ownCpuMs, reportCosted, reportRatio } from './measure';
import type { ServerProcess } from './server-process';

/**
 * Issue 19's figures: the home map's data for every property (GET property/mapPoints: ≤ 200 ms and
 * ≤ 1 MB as the server sends it compressed) and a map-area Property search (p95 ≤ 30 ms), each search
 * beside its own SQL as the advanced-search case does; and the results' map of a statewide search.
 */
const mapPointsBudgetMs = 200;
const mapPointsBudgetBytes = 1024 * 1024;
const searchBudgetMs = 30;

/**
 * Map-area searches as Search Within This Area sends them (page 1, 25 a page): a county's view, a
 * third of the state with a status, and a county's view with 4 localities sorted by name.
 */
const searches: { label: string; query: string }[] = [
  { label: 'county', query: 'mapArea=-78.6,37.4,-78,37.9&pageSize=25' },
  { label: 'third of state + status', query: 'mapArea=-80,37,-77,38.5&propertyStatuses=1&pageSize=25' },
  {
    label: 'county + 4 localities, by name',
    query:
      'mapArea=-78.6,37.4,-78,37.9&localities=1&localities=2&localities=3&localities=4&sortBy=name&pageSize=25',
  },
];
/** The results' map of a statewide search: every property's point, as the map view asks for it. */
const statewidePoints = '/api/Property/searchMapPoints?mapArea=-84,36,-75,40';

const parsedQuery = (query: string) => {
  const params = new URLSearchParams(query);
  const values = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
  return searchQuerySchema('Property').parse(values) as SearchQuery;
};

export type MapSql = CostedFigures[];

/** Each map-area search's one statement, run directly on the driver. */
export const measureMapSql = async (direct: DirectSql): Promise<MapSql> => {
  const figures: MapSql = [];
  for (const { query } of searches) {
    const statements: SqlStatement[] = await direct.capture((db) =>
      search(db, 'Property', parsedQuery(query)),
    );
    for (let i = 0; i < 20; i++) await direct.run(statements); // warm-up
    figures.push(await costed(ownCpuMs, 200, 1, () => direct.run(statements)));
  }
  return figures;
};

/** The answer's size on the wire for one Accept-Encoding, with the encoding the server chose. */
const wireBytes = (server: ServerProcess, token: string, path: string, encoding: string) =>
  new Promise<{ bytes: number; encoding: string }>((done, fail) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.once('end', () =>
          res.statusCode === 200
            ? done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') })
            : fail(new Error(`${path} answered ${res.statusCode}`)),
        );
        res.once('error', fail);
      },
    );
    request.once('error', fail);
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const reportBytes = async (server: ServerProcess, token: string, path: string, label: string) => {
  const raw = await wireBytes(server, token, path, 'identity');
  const gzip = await wireBytes(server, token, path, 'gzip');
  const br = await wireBytes(server, token, path, 'br');
  const largest = Math.max(gzip.bytes, br.bytes);
  const verdict =
    gzip.encoding === 'gzip' && br.encoding === 'br'
      ? `(budget ≤ 1 MB compressed: ${largest <= mapPointsBudgetBytes ? 'ok' : 'OVER'})`
      : '(the server did NOT compress it)';
  console.log(
    `${label.padEnd(48)} raw ${kb(raw.bytes)}, gzip ${kb(gzip.bytes)}, br ${kb(br.bytes)} ${verdict}`,
  );
};

/**
 * GET property/mapPoints for every property (time as a browser asks, compressed; bytes raw, gzip and
 * br as sent), the results' map of a statewide search, then each map-area search beside its SQL.
 */
export const benchMap = async (
  server: ServerProcess,
  token: string,
  sql: MapSql,
  { sqlCpuInServer }: { sqlCpuInServer: boolean },
) => {
  for (let i = 0; i < 5; i++) await server.get('/api/property/mapPoints'); // warm-up
  reportCosted(
    'GET property/mapPoints (every property)',
    await costed(server.cpuMs, 50, 1, () => server.get('/api/property/mapPoints')),
    'server CPU',
    mapPointsBudgetMs,
  );
  await reportBytes(server, token, '/api/property/mapPoints', '  its answer');
  for (let i = 0; i < 5; i++) await server.get(statewidePoints); // warm-up
  reportCosted(
    'GET Property/searchMapPoints (statewide box)',
    await costed(server.cpuMs, 50, 1, () => server.get(statewidePoints)),
    'server CPU',
    mapPointsBudgetMs,
  );
  await reportBytes(server, token, statewidePoints, '  its answer');

  const path = (query: string) => `/api/Property/search?${query}`;
  for (const { query } of searches) for (let i = 0; i < 20; i++) await server.get(path(query)); // warm-up
  for (const [index, { label, query }] of searches.entries()) {
    const api = await costed(server.cpuMs, 200, 1, () => server.get(path(query)));
    reportCosted(`GET Property/search (map: ${label})`, api, 'server CPU', searchBudgetMs);
    reportCosted(
      '  its SQL directly',
      sql[index],
      sqlCpuInServer ? 'SQL CPU (embedded engine)' : 'driver CPU (bench process)',
    );
    reportRatio(api, sql[index], { sqlCpuInServer, budget: 1.5 });
  }
};
