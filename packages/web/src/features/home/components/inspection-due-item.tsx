import { formatDate, type InspectionDue } from '@app/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InspectionStateBadge } from '../../../components/inspection-state-badge';
import { routePaths } from '../../../lib/routes';

/** A property of the Inspections Due list: its project, last inspection, due date and state. */
export const InspectionDueItem = ({ item }: { item: InspectionDue }) => {
  const title = `Property ${item.propertyId}${item.propertyName ? `: ${item.propertyName}` : ''}`;
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm">
            Project {item.projectId}: {item.projectName}
          </Text>
          <Text size="sm" c="dimmed">
            Last inspection {formatDate(item.lastInspection)} · Due {formatDate(item.dueDate)}{' '}
            <InspectionStateBadge state={item.state} />
          </Text>
        </div>
        <Button
          component={Link}
          to={routePaths.projectProperty(item.projectId, item.propertyId)}
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
