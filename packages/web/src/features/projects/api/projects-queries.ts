import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The fields the project bar needs; the projects area replaces this with the domain schema's type. */
export type ProjectHeader = { id: number; name: string };

export const projectKeys = {
  all: ['projects'] as const,
  detail: (projectId: number) => [...projectKeys.all, 'detail', projectId] as const,
};

export const projectQueries = {
  /** GET /api/project/get/{id}; a project id change in the route loads the other project by key. */
  detail: (projectId: number) =>
    queryOptions({
      queryKey: projectKeys.detail(projectId),
      queryFn: ({ signal }) => getJson<ProjectHeader>(`/project/get/${projectId}`, signal),
    }),
};
