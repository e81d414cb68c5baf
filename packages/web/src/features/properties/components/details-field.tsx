import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of the property details. */
export const Field = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Text>
  </div>
);
