import type { StatusKind } from '@app/domain';
import { Alert, Anchor, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusDot } from './status-dot';

/** What a row of the list shows: its status dot, its link, and what the record's area adds around them. */
export type RecordSidebarRow = {
  status: { kind: StatusKind; label: string };
  to: string;
  linkText: ReactNode;
  linkLabel: string;
  /** Beside the link (a year, a tag). */
  afterLink?: ReactNode;
  /** At the row's right end (acres, a type code). */
  aside?: ReactNode;
  /** Under the row (a name, a category). */
  below?: ReactNode;
};

type RecordSidebarListProps<T extends { id: number }> = {
  /** The plural heading, also the navigation's name: 'Properties'. */
  title: string;
  records: UseQueryResult<T[], Error>;
  selectedId: number;
  /** The Add link, or null when the user may not add. */
  add: { to: string; label: string } | null;
  emptyText?: string;
  row: (record: T) => RecordSidebarRow;
};

/**
 * The left list of a project's record page (properties, instruments, services): a heading with Add,
 * then one row per record, the open one tinted. The dot sits beside the link, not in it: it takes
 * focus for its tooltip.
 */
export const RecordSidebarList = <T extends { id: number }>({
  title,
  records,
  selectedId,
  add,
  emptyText,
  row,
}: RecordSidebarListProps<T>) => (
  <Paper withBorder radius="md" p="sm" component="nav" aria-label={title}>
    <Group justify="space-between" mb="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {add && (
        <Anchor component={Link} to={add.to} size="sm" aria-label={add.label}>
          + Add
        </Anchor>
      )}
    </Group>
    {records.isPending && <Loader size="sm" aria-label={`Loading the ${title.toLowerCase()}`} />}
    {records.isError && (
      <Alert color="red" role="alert">
        {records.error.message}
      </Alert>
    )}
    {emptyText && records.data?.length === 0 && <Text size="sm">{emptyText}</Text>}
    <Stack gap={4}>
      {records.data?.map((record) => {
        const selected = record.id === selectedId;
        const { status, to, linkText, linkLabel, afterLink, aside, below } = row(record);
        return (
          <Box
            key={record.id}
            px="xs"
            py={6}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <StatusDot kind={status.kind} label={status.label} />
                <Anchor
                  component={Link}
                  to={to}
                  fw={selected ? 700 : 500}
                  // The highlighted row's tint would leave the link's green below 4.5:1.
                  c={selected ? 'var(--mantine-color-text)' : undefined}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={linkLabel}
                >
                  {linkText}
                </Anchor>
                {afterLink}
              </Group>
              {aside}
            </Group>
            {below}
          </Box>
        );
      })}
    </Stack>
  </Paper>
);
