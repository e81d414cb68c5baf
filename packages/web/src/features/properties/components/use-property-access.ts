import { canWrite, isAdmin } from '@app/domain';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

export type PropertyAccess = { canEdit: boolean; canDelete: boolean };

/**
 * What the signed-in user may do on a property (spec 2 §6): any writer edits and adds, only an Admin
 * deletes the property. Nothing while the user is still loading, so no control flashes up.
 */
export const usePropertyAccess = (): PropertyAccess => {
  const me = useCurrentUser();
  return {
    canEdit: me !== undefined && canWrite(me),
    canDelete: me !== undefined && isAdmin(me),
  };
};
