import { formatDate, type NotMonitoredEasement } from '@app/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';

/** An easement of 'Easements Not Yet Monitored in {year}': its project, agreement type and last inspection. */
export const NotMonitoredItem = ({ item }: { item: NotMonitoredEasement }) => {
  const title = `Instrument ${item.instrumentId}: ${item.agreementTypeName}`;
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm">
            Project {item.projectId}: {item.projectName}
          </Text>
          <Text size="sm" c="dimmed">
            Executed {formatDate(item.executedDate, { missing: 'N/A' })} · Last inspection{' '}
            {formatDate(item.lastInspection, { missing: 'None' })}
          </Text>
        </div>
        <Button
          component={Link}
          to={routePaths.projectInstrument(item.projectId, item.instrumentId)}
          size="xs"
          variant="default"
          aria-label={`View ${title}`}
        >
          View
        </Button>
      </Group>
    </Paper>
  );
};
