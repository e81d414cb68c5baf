import type { Database } from '../packages/server/src/db/client';
import { listLookup, lookupLists } from '../packages/server/src/modules/lookups/lookups.repo';
import { listActiveUsers } from '../packages/server/src/modules/users/users.repo';
import type { DirectSql } from './direct-sql';
import { type CostedFigures, costed, ownCpuMs, reportCosted, reportRatio } from './measure';
import type { ServerProcess } from './server-process';

const total = 2000;
const warmUp = 500;
const clientCounts = [1, 20] as const;

/** The simple reads of every page: the user list and a lookup list (the largest, the localities). */
const reads = [
  { name: 'users', path: '/api/users', work: listActiveUsers },
  {
    name: 'locality/localities',
    path: '/api/locality/localities',
    work: (db: Database['db']) => {
      const list = lookupLists.find((l) => l.path === 'locality/localities');
      if (!list) throw new Error('no locality list');
      return listLookup(db, list);
    },
  },
] as const;

export type PlatformSql = Map<string, CostedFigures>;

/** Each simple read's own SQL, run directly under 1 and 20 clients (before the server holds the database). */
export const measurePlatformSql = async (direct: DirectSql): Promise<PlatformSql> => {
  const figures: PlatformSql = new Map();
  for (const read of reads) {
    const statements = await direct.capture(read.work);
    for (let i = 0; i < warmUp; i++) await direct.run(statements);
    for (const clients of clientCounts)
      figures.set(
        `${read.name}/${clients}`,
        await costed(ownCpuMs, total, clients, () => direct.run(statements)),
      );
  }
  return figures;
};

/**
 * The simple reads through the API under 1 and 20 clients, each beside its SQL run directly: the
 * ratio of their latencies and the server's CPU per call beyond the SQL's (budgets: ≤ 3×, ≤ 0.3 ms).
 */
export const benchPlatformApi = async (
  server: ServerProcess,
  sql: PlatformSql,
  { sqlCpuInServer }: { sqlCpuInServer: boolean },
) => {
  for (const read of reads) {
    for (let i = 0; i < warmUp; i++) await server.get(read.path); // JIT, the user row, caches
    for (const clients of clientCounts) {
      const label = `${clients} client${clients > 1 ? 's' : ''}`;
      const api = await costed(server.cpuMs, total, clients, () => server.get(read.path));
      const direct = sql.get(`${read.name}/${clients}`);
      if (!direct) throw new Error(`no SQL figures for ${read.name}`);
      reportCosted(`GET ${read.path} (API, ${label})`, api, 'server CPU');
      reportCosted(
        `same SQL directly (${label})`,
        direct,
        sqlCpuInServer ? 'SQL CPU (embedded engine)' : 'driver CPU (bench process)',
      );
      reportRatio(api, direct, { sqlCpuInServer, budget: 3 });
    }
  }
};
