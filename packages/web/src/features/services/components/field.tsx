import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and value of a card's view, 'None' shown by the caller for a missing value. */
export const Field = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Text>
  </div>
);
