import { isAdmin } from '@app/domain';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { AdminOnlyPage } from '../pages/admin-only-page';

/**
 * Admin-only pages (instrument tags, backups): anyone else is told the page is for admins, in the
 * page's own words (`only`), with the way home.
 */
export const RequireAdmin = ({ only }: { only?: string }) => {
  const me = useCurrentUser();
  if (!me) return null;
  return isAdmin(me) ? <Outlet /> : <AdminOnlyPage only={only} />;
};
