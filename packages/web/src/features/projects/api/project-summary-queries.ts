import {
  type DevelopmentRights,
  MaxPageSize,
  type OpenReview,
  type OpenReviewsPage,
  type ProjectBoundaries,
} from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { projectKeys } from './projects-queries';

/** Every open review of a project: the server pages them, the summary's card list pages what it holds. */
const listAllOpenReviews = async (projectId: number, signal: AbortSignal): Promise<OpenReview[]> => {
  const reviews: OpenReview[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getJson<OpenReviewsPage>(
      `/project/${projectId}/openReviews?page=${page}&pageSize=${MaxPageSize}`,
      signal,
    );
    reviews.push(...answer.items);
    if (answer.items.length === 0 || reviews.length >= answer.total) return reviews;
  }
};

/** The summary's own lists, kept out of the shell's first download. */
export const projectSummaryQueries = {
  /** GET project/{id}/developmentRightsSummary. */
  developmentRights: (projectId: number) =>
    queryOptions({
      queryKey: projectKeys.developmentRights(projectId),
      queryFn: ({ signal }) =>
        getJson<DevelopmentRights & { projectId: number }>(
          `/project/${projectId}/developmentRightsSummary`,
          signal,
        ),
    }),
  /** GET project/{id}/openReviews, every page, oldest first. */
  openReviews: (projectId: number) =>
    queryOptions({
      queryKey: projectKeys.openReviews(projectId),
      queryFn: ({ signal }) => listAllOpenReviews(projectId, signal),
    }),
  /** GET property/boundaries?projectId=: the boundaries of the project's properties, for its map. */
  boundaries: (projectId: number) =>
    queryOptions({
      queryKey: [...projectKeys.parts(projectId), 'boundaries'] as const,
      queryFn: ({ signal }) =>
        getJson<ProjectBoundaries>(`/property/boundaries?projectId=${projectId}`, signal),
    }),
};
