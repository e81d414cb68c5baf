import { InstrumentStatus, PropertyStatus, ServiceStatus } from './ids';
import { ProjectStatus } from './projects/projects.rules';

/** A status dot's colour: success current/active; warning pending/open; closed inactive/closed. */
export type StatusKind = 'success' | 'warning' | 'closed';

export type StatusRecordType = 'project' | 'property' | 'instrument' | 'service';

/**
 * The colours of spec 2 §4 and spec 3 §4, the one place they are decided. A status the spec does not
 * name counts as closed for projects, properties and instruments, and as still open for services.
 */
export const statusKind = (type: StatusRecordType, statusId: number): StatusKind => {
  switch (type) {
    case 'project':
      return statusId === ProjectStatus.Active ? 'success' : 'closed';
    case 'property':
      return statusId === PropertyStatus.Current ? 'success' : 'closed';
    case 'instrument':
      if (statusId === InstrumentStatus.Pending) return 'warning';
      return statusId === InstrumentStatus.Active ? 'success' : 'closed';
    case 'service':
      return statusId === ServiceStatus.Closed ? 'closed' : 'warning';
  }
};
