import { isAdmin } from '@app/domain';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { routePaths } from '../../lib/routes';

/** Admin-only pages (instrument tags): anyone else sees the not-authorized page. */
export const RequireAdmin = () => {
  const me = useCurrentUser();
  if (!me) return null;
  return isAdmin(me) ? <Outlet /> : <Navigate to={routePaths.notAuthorized()} replace />;
};
