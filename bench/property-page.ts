import type { Db } from '../packages/server/src/db/client';
import { listRecordContacts } from '../packages/server/src/modules/contacts/contact-links.service';
import { listBuiltEnvironmentFeatures } from '../packages/server/src/modules/properties/built-environment.service';
import { getProperty } from '../packages/server/src/modules/properties/property.service';
import { listPropertyLocalities } from '../packages/server/src/modules/properties/property-localities.service';
import type { DirectSql, SqlStatement } from './direct-sql';
import { type CostedFigures, costed, ownCpuMs, reportCosted, reportRatio } from './measure';
import type { ServerProcess } from './server-process';

/** The calls the property page makes when it opens (spec 2 §2): details, localities, features, contacts. */
const pageCalls = (id: number) => [
  `/api/property/${id}`,
  `/api/property/${id}/propertyLocalities`,
  `/api/property/${id}/builtEnvironmentFeatures`,
  `/api/property/${id}/contacts`,
];

/** What each call's handler runs, for its SQL. */
const pageWork = (id: number) => [
  (db: Db) => getProperty(db, id),
  (db: Db) => listPropertyLocalities(db, id),
  (db: Db) => listBuiltEnvironmentFeatures(db, id),
  (db: Db) => listRecordContacts(db, { type: 'property', id }),
];

const callNames = [
  'property/{id}',
  'property/{id}/propertyLocalities',
  'property/{id}/builtEnvironmentFeatures',
  'property/{id}/contacts',
];

const loads = [
  { clients: 1, total: 300 },
  { clients: 4, total: 400 },
] as const;

export type PropertyPageSql = Map<number, CostedFigures>;

/** The page's SQL, run directly: every statement of the four calls at once, cycling through `propertyIds`. */
export const measurePropertyPageSql = async (
  direct: DirectSql,
  propertyIds: readonly number[],
): Promise<PropertyPageSql> => {
  if (propertyIds.length === 0) throw new Error('the property page needs at least one property id');
  const pages: SqlStatement[][] = [];
  for (const id of propertyIds) {
    const statements: SqlStatement[] = [];
    for (const work of pageWork(id)) statements.push(...(await direct.capture(work)));
    pages.push(statements);
  }
  let next = 0;
  const loadPage = () => direct.run(pages[next++ % pages.length]);
  for (let i = 0; i < 100; i++) await loadPage(); // warm-up
  const figures: PropertyPageSql = new Map();
  for (const { clients, total } of loads)
    figures.set(clients, await costed(ownCpuMs, total, clients, loadPage));
  return figures;
};

/**
 * Each call of the property page alone (1 client), then whole page loads (the four calls in parallel,
 * as the browser sends them) under 1 and 4 clients beside the page's SQL run directly, cycling through
 * `propertyIds` (budget: ≤ 1.5× the SQL).
 */
export const benchPropertyPage = async (
  server: ServerProcess,
  propertyIds: readonly number[],
  sql: PropertyPageSql,
  { sqlCpuInServer }: { sqlCpuInServer: boolean },
) => {
  let next = 0;
  const nextId = () => propertyIds[next++ % propertyIds.length];
  const loadPage = () => Promise.all(pageCalls(nextId()).map((path) => server.get(path)));
  for (let i = 0; i < 100; i++) await loadPage(); // warm-up
  for (const [index, name] of callNames.entries())
    reportCosted(
      `GET ${name}`,
      await costed(server.cpuMs, 300, 1, () => server.get(pageCalls(nextId())[index])),
      'server CPU',
    );
  for (const { clients, total } of loads) {
    const label = `${clients} client${clients > 1 ? 's' : ''}`;
    const api = await costed(server.cpuMs, total, clients, loadPage);
    const direct = sql.get(clients);
    if (!direct) throw new Error(`no SQL figures for ${label}`);
    reportCosted(`property page load (API, ${label})`, api, 'server CPU');
    reportCosted(
      `the page's SQL directly (${label})`,
      direct,
      sqlCpuInServer ? 'SQL CPU (embedded engine)' : 'driver CPU (bench process)',
    );
    reportRatio(api, direct, { sqlCpuInServer, budget: 1.5 });
  }
};
