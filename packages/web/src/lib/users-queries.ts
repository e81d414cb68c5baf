import type { CurrentUser, User } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client';
import { recallUser, rememberUser } from './auth/remembered-user';
import { isNetworkFailure } from './network-status';

/** The users as the API answers them (schemas in `domain`). */
export type UserSummary = User;
export type { CurrentUser };

export const usersKeys = {
  all: ['users'] as const,
  active: () => [...usersKeys.all, 'active'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
};

/** Records answered from this device rather than the server: asked for again once the network is back. */
const recalled = new WeakSet<CurrentUser>();

/** The signed-in user's record; with no network, the one kept on this device from the last answer. */
const fetchCurrentUser = async (signal: AbortSignal): Promise<CurrentUser> => {
  try {
    const me = await getJson<CurrentUser>('/users/me', signal);
    rememberUser(me);
    return me;
  } catch (error) {
    const kept = isNetworkFailure(error) ? recallUser() : undefined;
    if (!kept) throw error;
    recalled.add(kept);
    return kept;
  }
};

export const usersQueries = {
  active: () =>
    queryOptions({
      queryKey: usersKeys.active(),
      queryFn: ({ signal }) => getJson<UserSummary[]>('/users', signal),
      staleTime: 5 * 60_000,
    }),
  me: () =>
    queryOptions({
      queryKey: usersKeys.me(),
      queryFn: ({ signal }) => fetchCurrentUser(signal),
      // Asked even with no network, where the kept record answers: the layout and the guards need it.
      networkMode: 'always',
      // The server's answer holds for the page's life; a kept one only until the network is back.
      // ('always' alone would turn the refetch on reconnect off.)
      refetchOnReconnect: true,
      staleTime: (query) =>
        query.state.data && recalled.has(query.state.data) ? 0 : Number.POSITIVE_INFINITY,
      // Each answer kept as it came, so a recalled record is never mistaken for the server's (or back).
      structuralSharing: false,
    }),
};
