import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { isOnline, subscribeOnline } from './network-status';
import { projectKeyRoot } from './query-keys';

/**
 * Answers the server gave on purpose (4xx) are not retried; network faults and 5xx are, twice. With no
 * network a query waits (TanStack's 'paused') and goes on when the network is back.
 * After any change the project summaries refresh (acres, localities, rights and events follow from
 * the records inside a project); a change refused as 'not found' (another tab deleted the record)
 * refreshes everything shown, so the list stops showing and counting it.
 */
export const createQueryClient = (): QueryClient => {
  // TanStack Query takes itself to be online until an 'offline' event: an app opened with no network
  // would try every query and fail it. Starting from the browser's answer, the queries wait instead.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeOnline(() => setOnline(isOnline()));
  });
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: projectKeyRoot });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries();
      },
    }),
  });
  return queryClient;
};
