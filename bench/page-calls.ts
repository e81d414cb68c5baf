import type { Db } from '../packages/server/src/db/client';
import type { DirectSql, SqlStatement } from './direct-sql';
import { type CostedFigures, costed, ownCpuMs, reportCosted, reportRatio } from './measure';
import type { ServerProcess } from './server-process';

/** One GET a page sends, and what its handler runs (for its SQL), for the record `R` it is opened on. */
export type PageCall<R> = {
  name: string;
  path: (record: R) => string;
  work: (db: Db, record: R) => Promise<unknown>;
};

/** A page: the calls it sends at once when it opens, on records spread over the data set. */
export type PageCase<R> = {
  title: string;
  calls: readonly PageCall<R>[];
  records: readonly R[];
  /** Budget of each call's p95 in ms, where the design sets one (the home tiles: 30 ms). */
  budgetMs?: number;
};

/** A page opened on each of its records: per record, each call's path and work. */
export type OpenedPage = {
  title: string;
  names: readonly string[];
  budgetMs?: number;
  openings: { paths: string[]; work: ((db: Db) => Promise<unknown>)[] }[];
};

export const openPage = <R>({ title, calls, records, budgetMs }: PageCase<R>): OpenedPage => {
  if (records.length === 0) throw new Error(`${title}: no records to open`);
  return {
    title,
    budgetMs,
    names: calls.map((c) => c.name),
    openings: records.map((r) => ({
      paths: calls.map((c) => c.path(r)),
      work: calls.map((c) => (db: Db) => c.work(db, r)),
    })),
  };
};

const perCall = 200;
const loads = [
  { clients: 1, total: 200 },
  { clients: 4, total: 400 },
] as const;

export type PageSql = { calls: CostedFigures[]; loads: Map<number, CostedFigures> };

/**
 * Each call's statements and then the whole page's, run directly on the driver, cycling through the
 * records (before the server holds the database).
 */
export const measurePageSql = async (direct: DirectSql, page: OpenedPage): Promise<PageSql> => {
  const statements: SqlStatement[][][] = []; // [record][call][statement]
  for (const opening of page.openings) {
    const perRecord: SqlStatement[][] = [];
    for (const work of opening.work) perRecord.push(await direct.capture(work));
    statements.push(perRecord);
  }
  let next = 0;
  const calls: CostedFigures[] = [];
  for (const index of page.names.keys()) {
    const run = () => direct.run(statements[next++ % statements.length][index]);
    for (let i = 0; i < 20; i++) await run(); // warm-up
    calls.push(await costed(ownCpuMs, perCall, 1, run));
  }
  const loadPage = () => direct.run(statements[next++ % statements.length].flat());
  for (let i = 0; i < 50; i++) await loadPage(); // warm-up
  const figures = new Map<number, CostedFigures>();
  for (const { clients, total } of loads)
    figures.set(clients, await costed(ownCpuMs, total, clients, loadPage));
  return { calls, loads: figures };
};

/**
 * Each call alone (1 client) beside its SQL, then whole page loads (the calls in parallel, as the
 * browser sends them) under 1 and 4 clients beside the page's SQL (budget: ≤ 1.5× the SQL).
 */
export const benchPage = async (
  server: ServerProcess,
  page: OpenedPage,
  sql: PageSql,
  { sqlCpuInServer }: { sqlCpuInServer: boolean },
) => {
  let next = 0;
  const nextOpening = () => page.openings[next++ % page.openings.length];
  const loadPage = () => Promise.all(nextOpening().paths.map((path) => server.get(path)));
  for (let i = 0; i < 50; i++) await loadPage(); // warm-up
  const sqlLabel = sqlCpuInServer ? 'SQL CPU (embedded engine)' : 'driver CPU (bench process)';
  for (const [index, name] of page.names.entries()) {
    const api = await costed(server.cpuMs, perCall, 1, () => server.get(nextOpening().paths[index]));
    reportCosted(`GET ${name}`, api, 'server CPU', page.budgetMs);
    reportCosted('  its SQL directly', sql.calls[index], sqlLabel);
    reportRatio(api, sql.calls[index], { sqlCpuInServer });
  }
  for (const { clients, total } of loads) {
    const label = `${clients} client${clients > 1 ? 's' : ''}`;
    const api = await costed(server.cpuMs, total, clients, loadPage);
    const direct = sql.loads.get(clients);
    if (!direct) throw new Error(`no SQL figures for ${label}`);
    reportCosted(`${page.title} load (API, ${label})`, api, 'server CPU');
    reportCosted(`the page's SQL directly (${label})`, direct, sqlLabel);
    reportRatio(api, direct, { sqlCpuInServer, budget: 1.5 });
  }
};
