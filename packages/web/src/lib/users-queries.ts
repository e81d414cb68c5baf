import type { CurrentUser, User } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client';

/** The users as the API answers them (schemas in `domain`). */
export type UserSummary = User;
export type { CurrentUser };

export const usersKeys = {
  all: ['users'] as const,
  active: () => [...usersKeys.all, 'active'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
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
      queryFn: ({ signal }) => getJson<CurrentUser>('/users/me', signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
