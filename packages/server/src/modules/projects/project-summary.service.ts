import {
  compareProperties,
  currentProperties,
  developmentRights,
  type LatestPropertyLocality,
  messages,
  type OpenReviewsPage,
  type ProjectEvent,
} from '@app/domain';
import type { Db } from '../../db/client';
import { projectExists } from '../../db/exists';
import { readAll } from '../../db/tx';
import { notFound } from '../../lib/errors';
import {
  getLatestPropertyLocality,
  listDevelopmentRightsRows,
  listLatestEventRows,
  listOpenReviewRows,
  listPropertyRows,
} from './project-summary.repo';

export const projectNotFound = () => notFound(messages.projectExists);

/** The project summary shows the first five (spec 2 §2). */
const LatestEventCount = 5;

/** Runs a project's list beside the check that the project exists: an unknown id is 404, not an empty list. */
const ofProject = async <T>(db: Db, projectId: number, list: () => Promise<T>): Promise<T> => {
  const [exists, result] = await readAll(db, [() => projectExists(db, projectId), list]);
  if (!exists) throw projectNotFound();
  return result;
};

/** Properties by status, calculated acres descending, id descending (spec 2 §9). */
export const listProjectProperties = (db: Db, projectId: number) =>
  ofProject(db, projectId, async () => (await listPropertyRows(db, projectId)).toSorted(compareProperties));

export const listCurrentProperties = (db: Db, projectId: number) =>
  ofProject(db, projectId, async () =>
    currentProperties(await listPropertyRows(db, projectId)).map(({ id, calculatedAcres }) => ({
      id,
      calculatedAcres,
    })),
  );

/** The New Property form's default locality; '' (an empty answer) when the project has no property with one. */
export const getLatestLocality = (db: Db, projectId: number): Promise<LatestPropertyLocality | ''> =>
  ofProject(db, projectId, async () => (await getLatestPropertyLocality(db, projectId)) ?? '');

/** Date newest first, then id descending, over the events of the project's instruments and services. */
export const listLatestEvents = async (db: Db, projectId: number): Promise<ProjectEvent[]> =>
  (await listLatestEventRows(db, { projectId, limit: LatestEventCount })).map((event) => ({
    ...event,
    date: event.date.toISOString(),
  }));

export const refreshLatestEvents = (db: Db, projectId: number) =>
  ofProject(db, projectId, () => listLatestEvents(db, projectId));

export const getDevelopmentRightsSummary = (db: Db, projectId: number) =>
  ofProject(db, projectId, async () => ({
    projectId,
    ...developmentRights(await listDevelopmentRightsRows(db, projectId)),
  }));

export const listOpenReviews = (
  db: Db,
  { projectId, page, pageSize }: { projectId: number; page: number; pageSize: number },
): Promise<OpenReviewsPage> =>
  ofProject(db, projectId, async () => ({
    ...(await listOpenReviewRows(db, { projectId, limit: pageSize, offset: (page - 1) * pageSize })),
    page,
    pageSize,
  }));
