import { isAdmin } from '@app/domain';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { AdminOnlyPage } from '../pages/admin-only-page';

/** Admin-only pages (instrument tags): anyone else is told the page is for admins, with the way home. */
export const RequireAdmin = () => {
  const me = useCurrentUser();
  if (!me) return null;
  return isAdmin(me) ? <Outlet /> : <AdminOnlyPage />;
};
