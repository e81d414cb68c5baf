import { useQuery } from '@tanstack/react-query';
import { type CurrentUser, usersQueries } from '../users-queries';
import { useAuth } from './auth-context';

/** The signed-in user's record and roles; undefined while loading or when nobody is signed in. */
export const useCurrentUser = (): CurrentUser | undefined => {
  const { signedIn } = useAuth();
  return useQuery({ ...usersQueries.me(), enabled: signedIn }).data;
};
