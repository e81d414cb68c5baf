import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type HomeTileItemProps = {
  title: string;
  projectId: number;
  projectName: string;
  /** The dimmed line under the project: dates, state. */
  detail: ReactNode;
  /** Where View opens the record. */
  to: string;
};

/** One record of a home tile's list: its title, project and dates, and View. */
export const HomeTileItem = ({ title, projectId, projectName, detail, to }: HomeTileItemProps) => (
  <Paper withBorder radius="sm" p="sm">
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm">
          Project {projectId}: {projectName}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </div>
      <Button component={Link} to={to} size="xs" variant="default" aria-label={`View ${title}`}>
        View
      </Button>
    </Group>
  </Paper>
);
