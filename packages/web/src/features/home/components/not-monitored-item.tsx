import { formatDate, type NotMonitoredEasement } from '@app/domain';
import { routePaths } from '../../../lib/routes';
import { HomeTileItem } from './home-tile-item';

/** An easement of 'Easements Not Yet Monitored in {year}': its project, agreement type and last inspection. */
export const NotMonitoredItem = ({ item }: { item: NotMonitoredEasement }) => (
  <HomeTileItem
    title={`Instrument ${item.instrumentId}: ${item.agreementTypeName}`}
    projectId={item.projectId}
    projectName={item.projectName}
    detail={`Executed ${formatDate(item.executedDate, { missing: 'N/A' })} · Last inspection ${formatDate(item.lastInspection, { missing: 'None' })}`}
    to={routePaths.projectInstrument(item.projectId, item.instrumentId)}
  />
);
