import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type RowListProps<T> = {
  /** The list's heading ('Tax Parcels'). */
  label: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** A row's inputs; `change` puts the edited row in its place. */
  renderRow: (row: T, index: number, change: (row: T) => void) => ReactNode;
  /** The accessible name of a row's remove button ('Remove parcel row 2'). */
  removeLabel: (index: number) => string;
  /** False where a row may not be removed (at the fewest rows allowed). */
  canRemove?: boolean;
  /** The add button's text ('+ Add Parcel') and the row it adds. */
  addLabel: string;
  newRow: T;
  /** False at the most rows allowed. */
  canAdd?: boolean;
  /** The message about the list as a whole. */
  error?: string;
  /** The rows' inputs have a label above them: the remove button lines up with the input, not the label. */
  labelledInputs?: boolean;
};

/** Rows of a form typed in place (tax parcels, unique terms, property ids …): each row removed, rows added. */
export const RowList = <T,>({
  label,
  rows,
  onChange,
  renderRow,
  removeLabel,
  canRemove = true,
  addLabel,
  newRow,
  canAdd = true,
  error,
  labelledInputs = false,
}: RowListProps<T>) => (
  <Stack gap="xs">
    <Text size="sm" fw={500}>
      {label}
    </Text>
    {rows.map((row, index) => (
      // A row has no identity of its own until saved: its position is its identity while typing.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
        {renderRow(row, index, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
        {canRemove && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            mt={labelledInputs ? 25 : undefined}
            aria-label={removeLabel(index)}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </ActionIcon>
        )}
      </Group>
    ))}
    {error && (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {error}
      </Text>
    )}
    {canAdd && (
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => onChange([...rows, newRow])}>
          {addLabel}
        </Button>
      </Group>
    )}
  </Stack>
);
