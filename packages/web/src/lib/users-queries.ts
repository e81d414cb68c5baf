import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client';

export type UserSummary = { id: number; name: string; inactive: boolean };
/** The user record behind the token, with the roles the server read from it. */
export type CurrentUser = UserSummary & { oid: string; roles: string[] };

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
