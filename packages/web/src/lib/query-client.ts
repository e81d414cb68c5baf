import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Answers the server gave on purpose (4xx) are not retried; network faults and 5xx are, twice. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
