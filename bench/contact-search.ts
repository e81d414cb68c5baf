import { costed, reportCosted } from './measure';
import type { ServerProcess } from './server-process';

/**
 * Texts staff type into Search Contacts on the large data set: full names (tens to hundreds of
 * matches), a common surname and three letters (thousands: the candidate cap keeps them quick), an
 * organisation, an address, and a typo (no contact holds it, so near matches answer).
 */
const queries = [
  'name=James%20Smith',
  'name=Mary%20Johnson',
  'name=Anne%20Wil',
  'name=Smith',
  'name=Mar',
  'name=Virginia%20Outdoors',
  'name=Jmaes%20Smith',
  'name=Smith&address=Mill',
];

const budgetMs = 20;

/** GET /api/contact/crmSearch for each text alone, then all of them mixed under 1 and 4 clients (DESIGN §9: p95 ≤ 20 ms). */
export const benchContactSearch = async (server: ServerProcess) => {
  const get = (path: string) => server.get(path);
  const path = (query: string) => `/api/contact/crmSearch?${query}`;
  for (const query of queries) await get(path(query)); // warm-up
  for (const query of queries)
    reportCosted(
      `crmSearch ${decodeURIComponent(query)}`,
      await costed(server.cpuMs, 100, 1, () => get(path(query))),
      'server CPU',
      budgetMs,
    );
  let next = 0;
  const mixed = () => get(path(queries[next++ % queries.length]));
  reportCosted(
    'crmSearch mixed (1 client)',
    await costed(server.cpuMs, 400, 1, mixed),
    'server CPU',
    budgetMs,
  );
  reportCosted(
    'crmSearch mixed (4 clients)',
    await costed(server.cpuMs, 400, 4, mixed),
    'server CPU',
    budgetMs,
  );
};
