import { costed, reportCosted } from './measure';
import type { ServerProcess } from './server-process';

/** The calls the project summary makes when it opens (spec 2 §2): details, properties, rights, events, reviews. */
const pageCalls = (id: number) => [
  `/api/project/get/${id}`,
  `/api/project/${id}/properties`,
  `/api/project/${id}/developmentRightsSummary`,
  `/api/project/${id}/refreshLatestEvents`,
  `/api/project/${id}/openReviews?page=1&pageSize=5`,
];

const callNames = [
  'project/get/{id}',
  'project/{id}/properties',
  'project/{id}/developmentRightsSummary',
  'project/{id}/refreshLatestEvents',
  'project/{id}/openReviews',
];

/**
 * Each call of the project summary alone (1 client), then whole page loads (the five calls in
 * parallel, as the browser sends them) under 1 and 4 clients, cycling through `projectIds`.
 */
export const benchProjectSummary = async (server: ServerProcess, projectIds: readonly number[]) => {
  const get = (path: string) => server.get(path);
  if (projectIds.length === 0) throw new Error('benchProjectSummary needs at least one project id');
  for (const path of pageCalls(projectIds[0])) await get(path); // warm-up
  let next = 0;
  const nextId = () => projectIds[next++ % projectIds.length];
  for (const [index, name] of callNames.entries())
    reportCosted(
      `GET ${name}`,
      await costed(server.cpuMs, 200, 1, () => get(pageCalls(nextId())[index])),
      'server CPU',
    );
  const loadPage = () => Promise.all(pageCalls(nextId()).map(get));
  reportCosted('project summary load (1 client)', await costed(server.cpuMs, 200, 1, loadPage), 'server CPU');
  reportCosted(
    'project summary load (4 clients)',
    await costed(server.cpuMs, 400, 4, loadPage),
    'server CPU',
  );
};
