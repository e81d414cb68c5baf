import type { StatusKind } from '@app/domain';
import { Box, Tooltip } from '@mantine/core';

const colors: Record<StatusKind, string> = {
  success: 'var(--mantine-color-green-7)',
  warning: 'var(--mantine-color-yellow-6)',
  closed: 'var(--mantine-color-gray-6)',
};

/** A coloured dot whose status name shows on hover and focus and is read by screen readers. */
export const StatusDot = ({ kind, label }: { kind: StatusKind; label: string }) => (
  <Tooltip label={label} withArrow events={{ hover: true, focus: true, touch: true }}>
    <Box
      component="span"
      role="img"
      aria-label={label}
      tabIndex={0}
      data-status={kind}
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: colors[kind],
        flexShrink: 0,
      }}
    />
  </Tooltip>
);
