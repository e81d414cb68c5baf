import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusOnMount } from '../lib/focus-on-mount';

/** A labelled value in a record item: 'Label: value'. */
export const ItemValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    <Text span size="sm" c="dimmed">
      {label}:
    </Text>{' '}
    {children}
  </Text>
);

type RecordItemProps = {
  /** The item's accessible name. */
  label: string;
  heading: ReactNode;
  /** Dimmed after the heading, such as a date or a status. */
  subheading?: ReactNode;
  /** The item's buttons (Edit, Delete …), for those who may. */
  actions?: ReactNode;
  /** Moves focus to the item (one just saved, whose form has closed). */
  focused?: boolean;
  children?: ReactNode;
};

/** One record in a card's list (an event, a review, an instrument's child): heading and buttons, then its values. */
export const RecordItem = ({
  label,
  heading,
  subheading,
  actions,
  focused = false,
  children,
}: RecordItemProps) => (
  <Paper
    withBorder
    radius="sm"
    p="xs"
    component="article"
    aria-label={label}
    tabIndex={focused ? -1 : undefined}
    ref={focused ? focusOnMount : undefined}
  >
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {heading}
          {subheading !== undefined && (
            <>
              {' '}
              <Text span c="dimmed" fw={400}>
                {subheading}
              </Text>
            </>
          )}
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
