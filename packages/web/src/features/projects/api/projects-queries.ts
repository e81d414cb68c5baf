import type { Project } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson, getText } from '../../../lib/api-client';
import { projectKeyRoot } from '../../../lib/query-keys';

/** Imported by the project shell, so it stays in the first download: only types from `domain` here. */
export const projectKeys = {
  all: projectKeyRoot,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (projectId: number) => [...projectKeys.details(), projectId] as const,
  /** Everything shown about one project besides its record: photo, rights, reviews. */
  parts: (projectId: number) => [...projectKeys.all, 'parts', projectId] as const,
  photo: (projectId: number) => [...projectKeys.parts(projectId), 'photo'] as const,
  developmentRights: (projectId: number) => [...projectKeys.parts(projectId), 'developmentRights'] as const,
  openReviews: (projectId: number) => [...projectKeys.parts(projectId), 'openReviews'] as const,
};

export const projectQueries = {
  /** GET project/get/{id}; a project id change in the route loads the other project by key. */
  detail: (projectId: number) =>
    queryOptions({
      queryKey: projectKeys.detail(projectId),
      queryFn: ({ signal }) => getJson<Project>(`/project/get/${projectId}`, signal),
    }),
  /** GET project/{id}/photo: a data URI as text, empty when there is none. */
  photo: (projectId: number) =>
    queryOptions({
      queryKey: projectKeys.photo(projectId),
      queryFn: ({ signal }) => getText(`/project/${projectId}/photo`, signal),
    }),
};
