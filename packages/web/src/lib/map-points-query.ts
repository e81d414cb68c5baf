import type { MapPoints } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client';

/** GET property/mapPoints: every property's access point and status, or one project's. */
export const mapPointsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['mapPoints', projectId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      getJson<MapPoints>(
        projectId === undefined ? '/property/mapPoints' : `/property/mapPoints?projectId=${projectId}`,
        signal,
      ),
    staleTime: 60_000,
  });
