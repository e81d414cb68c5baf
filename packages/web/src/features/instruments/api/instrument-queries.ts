import type { Instrument, InstrumentListItem } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { projectKeyRoot } from '../../../lib/query-keys';

/**
 * Under the project root: every successful change refreshes the project's queries, and the sidebar's
 * status dots and titles follow an instrument's save (spec 3 §4: instruments are force-refetched).
 */
export const instrumentKeys = {
  all: [...projectKeyRoot, 'instruments'] as const,
  projectList: (projectId: number) => [...instrumentKeys.all, 'project', projectId] as const,
  detail: (instrumentId: number) => [...instrumentKeys.all, 'detail', instrumentId] as const,
};

export const instrumentQueries = {
  /** GET project/{id}/instruments: status, then newest first. */
  projectList: (projectId: number) =>
    queryOptions({
      queryKey: instrumentKeys.projectList(projectId),
      queryFn: ({ signal }) => getJson<InstrumentListItem[]>(`/project/${projectId}/instruments`, signal),
    }),
  /** GET instrument/{id}: details, tags, terms and associated properties. */
  detail: (instrumentId: number) =>
    queryOptions({
      queryKey: instrumentKeys.detail(instrumentId),
      queryFn: ({ signal }) => getJson<Instrument>(`/instrument/${instrumentId}`, signal),
    }),
};
