import { type LedgerPage, type LedgerSort, ledgerSorts } from '@app/domain';
import { costed, reportCosted } from './measure';
import type { ServerProcess } from './server-process';

/**
 * `npm run bench -- --only ledger` (also `npm run ledger -w bench`): the accreditation ledger (issue
 * 21) of every Active instrument, over HTTP to the server process as the page asks for it. The first
 * page of 100 by each sort, both ways (budget p95 ≤ 100 ms), the yearly totals over every easement
 * (its own request; budget 100 ms, the page's), the home tile 'Easements Not Yet Monitored' (home
 * tiles ≤ 30 ms), and the full ledger and Project List workbooks downloaded to their last byte
 * (budget ≤ 3 s). Read only.
 */
const pagePath = (sort: LedgerSort, direction: 'asc' | 'desc') =>
  `/api/stewardship/ledger?sort=${sort}&direction=${direction}&page=1&pageSize=100`;

export const benchLedger = async (server: ServerProcess) => {
  const first = await server.send<LedgerPage>('GET', pagePath('project', 'asc'));
  console.log(
    `${first.total.toLocaleString('en-US')} easements (Active instruments), years ${first.years.join(', ')}`,
  );
  for (const sort of ledgerSorts)
    for (const direction of ['asc', 'desc'] as const) await server.get(pagePath(sort, direction)); // warm-up
  for (const sort of ledgerSorts)
    for (const direction of ['asc', 'desc'] as const)
      reportCosted(
        `GET stewardship/ledger page 1 by ${sort} ${direction}`,
        await costed(server.cpuMs, 30, 1, () => server.get(pagePath(sort, direction))),
        'server CPU',
        100,
      );
  reportCosted(
    'GET stewardship/ledger/totals (5 years)',
    await costed(server.cpuMs, 30, 1, () => server.get('/api/stewardship/ledger/totals')),
    'server CPU',
    100,
  );
  reportCosted(
    'GET stewardship/notMonitored (home tile)',
    await costed(server.cpuMs, 30, 1, () => server.get('/api/stewardship/notMonitored?page=1&pageSize=5')),
    'server CPU',
    30,
  );
  for (const [label, path] of [
    ['GET stewardship/ledger/export (every easement)', '/api/stewardship/ledger/export'],
    ['GET stewardship/ledger/projectList', '/api/stewardship/ledger/projectList'],
  ]) {
    await server.get(path); // warm-up (the first export loads nothing now, but the plans and caches)
    reportCosted(label, await costed(server.cpuMs, 5, 1, () => server.get(path)), 'server CPU', 3000);
  }
};
