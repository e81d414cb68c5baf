import {
  formatDate,
  type InspectionMethod,
  inspectionMethodLabels,
  staleVersionChangedBy,
} from '@app/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { InspectionChanges, ServiceUpdateItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { inspectionChangeLabels } from '../store/item-text';
import { differingFields, keepMine, takeServers } from '../store/outbox';
import { fieldSync } from '../sync/field-sync';

/** A value as the Inspection Details card shows it: the method's label, the date as a date. */
const shown = (field: keyof InspectionChanges, value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'inspectionMethod') return inspectionMethodLabels[value as InspectionMethod] ?? String(value);
  if (field === 'reportCompletedDate') return formatDate(String(value));
  return String(value);
};

/** What happened and what each choice does, naming the service (the server's message offers a Reload the field has not). */
const conflictText = (item: ServiceUpdateItem) => {
  const serviceId = item.server?.id ?? ('id' in item.service ? item.service.id : item.serverId);
  const changedBy = item.message ? staleVersionChangedBy(item.message) : null;
  return `Service ${serviceId} was changed on the server${changedBy ? ` by ${changedBy}` : ''} after this device read it. Keep Mine sends your values on the server's version; Take the Server's drops yours.`;
};

/** A change made on a version someone else has since changed: the fields that differ side by side, the monitor chooses. */
export const ConflictView = ({ item }: { item: ServiceUpdateItem }) => {
  const fields = differingFields(item.changes, item.server);
  const settle = async (how: typeof keepMine) => {
    await how(fieldDb, item);
    void fieldSync.sync();
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{conflictText(item)}</Text>
      <Table withTableBorder striped aria-label="Your change and the server's version">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Yours</Table.Th>
            <Table.Th>On the server</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field}>
              <Table.Td>{inspectionChangeLabels[field]}</Table.Td>
              <Table.Td>{shown(field, item.changes[field])}</Table.Td>
              <Table.Td>{shown(field, item.server?.[field])}</Table.Td>
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
