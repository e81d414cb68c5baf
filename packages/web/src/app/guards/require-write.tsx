import { isViewOnly } from '@app/domain';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { routePaths } from '../../lib/routes';

/** Create and edit routes: view-only users land on the view-only page (spec 1 §6). */
export const RequireWrite = () => {
  const me = useCurrentUser();
  if (!me) return null;
  return isViewOnly(me) ? <Navigate to={routePaths.viewOnly()} replace /> : <Outlet />;
};
