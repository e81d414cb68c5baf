import { formatDateTime, type ImportBatch } from '@app/domain';
import { Alert, Button, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '../../../components/confirm-provider';
import { importBatchesQuery, importKeys, undoImport } from '../api/imports-api';

const counted = (batch: ImportBatch) =>
  Object.entries(batch.counts)
    .filter(([, c]) => c.created + c.updated > 0)
    .map(([kind, c]) => `${kind}: ${c.created} new, ${c.updated} updated`)
    .join('; ') || 'Nothing changed';

const state = (batch: ImportBatch) =>
  batch.undoneAt
    ? `Undone by ${batch.undoneByName} at ${formatDateTime(batch.undoneAt)}`
    : batch.canUndo
      ? null
      : 'Changed since: it can no longer be undone';

/** The latest imports, each with Undo of the whole batch while nothing changed its records since. */
export const ImportBatches = () => {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const batches = useQuery(importBatchesQuery());
  const undo = useMutation({
    mutationFn: undoImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.batches }),
  });
  const ask = async (batch: ImportBatch) => {
    const yes = await confirm({
      title: `Undo Import ${batch.id}?`,
      text: `Every record ${batch.fileName} added is deleted and every record it updated gets its earlier values back. The History of each record keeps both changes.`,
    });
    if (yes) undo.mutate(batch.id);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="imports-title">
      <Title order={3} size="h4" id="imports-title">
        Imports
      </Title>
      {undo.error && (
        <Alert color="red" role="alert" mt="xs">
          {undo.error.message}
        </Alert>
      )}
      {batches.data && batches.data.length === 0 && <Text c="dimmed">Nothing has been imported yet.</Text>}
      {batches.data && batches.data.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Import</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Records</Table.Th>
                <Table.Th>Undo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batches.data.map((batch) => (
                <Table.Tr key={batch.id}>
                  <Table.Td>{batch.id}</Table.Td>
                  <Table.Td>{batch.fileName}</Table.Td>
                  <Table.Td>{batch.userName}</Table.Td>
                  <Table.Td>{formatDateTime(batch.at)}</Table.Td>
                  <Table.Td>{counted(batch)}</Table.Td>
                  <Table.Td>
                    {state(batch) ?? (
                      <Button
                        size="xs"
                        variant="default"
                        loading={undo.isPending && undo.variables === batch.id}
                        onClick={() => void ask(batch)}
                        aria-label={`Undo Import ${batch.id}`}
                      >
                        Undo
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};
