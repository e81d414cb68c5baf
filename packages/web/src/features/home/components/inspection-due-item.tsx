import { formatDate, type InspectionDue } from '@app/domain';
import { InspectionStateBadge } from '../../../components/inspection-state-badge';
import { routePaths } from '../../../lib/routes';
import { HomeTileItem } from './home-tile-item';

/** A property of the Inspections Due list: its project, last inspection, due date and state. */
export const InspectionDueItem = ({ item }: { item: InspectionDue }) => (
  <HomeTileItem
    title={`Property ${item.propertyId}${item.propertyName ? `: ${item.propertyName}` : ''}`}
    projectId={item.projectId}
    projectName={item.projectName}
    detail={
      <>
        Last inspection {formatDate(item.lastInspection)} · Due {formatDate(item.dueDate)}{' '}
        <InspectionStateBadge state={item.state} />
      </>
    }
    to={routePaths.projectProperty(item.projectId, item.propertyId)}
  />
);
