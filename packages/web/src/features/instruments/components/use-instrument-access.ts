import { canDeleteInstrument, canEditInstrument } from '@app/domain';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

export type InstrumentAccess = { canEdit: boolean; canDelete: boolean };

/**
 * What the signed-in user may do on an instrument (spec 3 §6): any writer adds and edits, only an
 * Admin deletes. Nothing while the user is still loading, so no control flashes up.
 */
export const useInstrumentAccess = (): InstrumentAccess => {
  const me = useCurrentUser();
  return {
    canEdit: me !== undefined && canEditInstrument(me),
    canDelete: me !== undefined && canDeleteInstrument(me),
  };
};
