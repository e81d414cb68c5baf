import { formatDate, type NotMonitoredEasement } from '@app/domain';
import { Text } from '@mantine/core';
import { routePaths } from '../../../lib/routes';
import { ItemFrame, ProjectLine } from './home-list-items';

/** An easement of 'Easements Not Yet Monitored in {year}': its project, agreement type and last inspection. */
export const NotMonitoredItem = ({ item }: { item: NotMonitoredEasement }) => (
  <ItemFrame
    title={`Instrument ${item.instrumentId}: ${item.agreementTypeName}`}
    to={routePaths.projectInstrument(item.projectId, item.instrumentId)}
  >
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm" c="dimmed">
      Executed {formatDate(item.executedDate, { missing: 'N/A' })} · Last inspection{' '}
      {formatDate(item.lastInspection, { missing: 'None' })}
    </Text>
  </ItemFrame>
);
