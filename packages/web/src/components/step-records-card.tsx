import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordCard } from './record-card';

type StepRecordItemProps = {
  /** What the record is called, with its id: "Violation Case 12" (the item's and View's names). */
  label: string;
  /** Its kind or type, in bold, beside its status. */
  name: string;
  status: ReactNode;
  /** Its record page. */
  to: string;
  children?: ReactNode;
};

/** A record with dated steps in a list: its kind and status, its lines, and View. */
export const StepRecordItem = ({ label, name, status, to, children }: StepRecordItemProps) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={label}>
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {status}
        </Group>
        {children}
      </Stack>
      <Button component={Link} to={to} size="xs" variant="light" aria-label={`View ${label}`}>
        View
      </Button>
    </Group>
  </Paper>
);

type StepRecordsCardProps<R extends { id: number; statusId: number }> = {
  title: string;
  actions?: ReactNode;
  records: UseQueryResult<R[]>;
  /** The record's flow splits them: still needing work, then the rest (the server's order kept). */
  split: (rows: readonly R[]) => { open: R[]; finished: R[] };
  loadingLabel: string;
  /** Said when none needs work. */
  noneOpen: string;
  /** The heading of the rest: "Finished", "Decided". */
  finishedHeading: string;
  item: (record: R) => ReactNode;
};

/**
 * A list of records with dated steps as a card (a property's violation cases, its owners' requests):
 * the ones still needing work, then the rest under their heading with their count.
 */
export const StepRecordsCard = <R extends { id: number; statusId: number }>({
  title,
  actions,
  records,
  split,
  loadingLabel,
  noneOpen,
  finishedHeading,
  item,
}: StepRecordsCardProps<R>) => {
  const { open, finished } = split(records.data ?? []);
  return (
    <RecordCard title={title} actions={actions}>
      <Stack gap="xs">
        {records.isPending && <Loader size="sm" aria-label={loadingLabel} />}
        {records.isError && (
          <Alert color="red" role="alert">
            {records.error.message}
          </Alert>
        )}
        {records.data && open.length === 0 && <Text size="sm">{noneOpen}</Text>}
        {open.map(item)}
        {finished.length > 0 && (
          <Text size="sm" fw={600} mt="xs">
            {finishedHeading} ({finished.length})
          </Text>
        )}
        {finished.map(item)}
      </Stack>
    </RecordCard>
  );
};
