import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a child card's item. */
export const ChildValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    <Text span size="sm" c="dimmed">
      {label}:
    </Text>{' '}
    {children}
  </Text>
);

/** One record of a child card: its heading and buttons, then its values. */
export const ChildItem = ({
  label,
  heading,
  actions,
  children,
}: {
  label: string;
  heading: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={label}>
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Text>
        {actions && (
          <Group gap={6} ml="auto">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  </Paper>
);
