import {
  canDeleteService,
  canEditService,
  canEditServiceStatus,
  canManageServiceProperties,
  canWrite,
  type Service,
} from '@app/domain';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

export type ServiceAccess = {
  /** Not view-only: may add services and see the Add links. */
  canWrite: boolean;
  /** Edit of the service details and inspection details (spec 2 §6). */
  canEdit: boolean;
  canEditStatus: boolean;
  canManageProperties: boolean;
  canDelete: boolean;
};

/**
 * What the signed-in user may do with a service (null: one not saved yet), by the same rules the API
 * enforces. Nothing while the user is still loading, so no control flashes up.
 */
export const useServiceAccess = (service: Pick<Service, 'statusId' | 'staffLead'> | null): ServiceAccess => {
  const me = useCurrentUser();
  if (!me)
    return {
      canWrite: false,
      canEdit: false,
      canEditStatus: false,
      canManageProperties: false,
      canDelete: false,
    };
  const saved = service && { statusId: service.statusId, staffLead: service.staffLead };
  return {
    canWrite: canWrite(me),
    canEdit: canEditService(me, saved),
    canEditStatus: canEditServiceStatus(me, saved),
    canManageProperties: canManageServiceProperties(me),
    canDelete: canDeleteService(me),
  };
};
