import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { InspectionChanges, ServiceUpdateItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { inspectionChangeLabels } from '../store/item-text';
import { keepMine, takeServers } from '../store/outbox';
import { fieldSync } from '../sync/field-sync';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A change made on a version someone else has since changed: both side by side, the monitor chooses. */
export const ConflictView = ({ item }: { item: ServiceUpdateItem }) => {
  const server = item.server as Record<string, unknown> | undefined;
  const fields = Object.entries(item.changes);
  const settle = async (how: typeof keepMine) => {
    await how(fieldDb, item);
    void fieldSync.sync();
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{item.message}</Text>
      <Table withTableBorder striped aria-label="Your change and the server's version">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Yours</Table.Th>
            <Table.Th>On the server</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map(([field, mine]) => (
            <Table.Tr key={field}>
              <Table.Td>{inspectionChangeLabels[field as keyof InspectionChanges]}</Table.Td>
              <Table.Td>{shown(mine)}</Table.Td>
              <Table.Td>{shown(server?.[field])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Button size="md" onClick={() => void settle(keepMine)}>
          Keep Mine
        </Button>
        <Button size="md" variant="default" onClick={() => void settle(takeServers)}>
          Take the Server's
        </Button>
      </Group>
    </Stack>
  );
};
