import { isActiveOption, type TagTypeWithUsage, tagNameError } from '@app/domain';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-provider';
import { sendJson } from '../../../lib/api-client';
import { useEditMode } from '../../../lib/edit-mode';
import { lookupKeys, lookupQuery } from '../../../lib/lookup-queries';

/** Which row is open (spec 3 §4): none (null), a new tag (0), or the tag with that id. */
type Editing = number | null;

const deleteText =
  'Deleting a tag removes it from all Instruments that currently use it. Are you sure you want to delete this tag?';

/** /instrumentTags (Admin only, by its guard): add, rename and delete the instrument tags. */
export const InstrumentTagsPage = () => {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const editMode = useEditMode('Instrument Tags');
  const tags = useQuery(lookupQuery<TagTypeWithUsage>('instrument/tagtypes'));
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState('');
  const [validation, setValidation] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const active = (tags.data ?? []).filter((tag) => isActiveOption(tag));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lookupKeys.list('instrument/tagtypes') }),
      queryClient.invalidateQueries({ queryKey: lookupKeys.list('instrument/instrumenttags') }),
    ]);
  const save = useMutation({
    mutationFn: (body: { id: number; name: string }) =>
      sendJson<TagTypeWithUsage>('POST', '/instrument/updateOrCreateTagType', body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/Instrument/deleteTagType/${id}`),
    onSuccess: refresh,
  });

  const open = (next: Editing, initialName: string) => {
    setEditing(next);
    setName(initialName);
    setValidation([]);
    setServerError(null);
    if (next === null) editMode.stop();
    else editMode.start();
  };
  const submit = async () => {
    if (editing === null) return;
    const error = tagNameError(name, tags.data ?? [], editing === 0 ? null : editing);
    setValidation(error ? [error] : []);
    if (error) return;
    try {
      await save.mutateAsync({ id: editing, name: name.trim() });
      open(null, '');
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const askDelete = async (tag: TagTypeWithUsage) => {
    setServerError(null);
    if (!(await confirm({ title: 'Delete Instrument Tag', text: deleteText }))) return;
    try {
      await remove.mutateAsync(tag.id);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const nameInput = (label: string) => (
    <TextInput
      aria-label={label}
      value={name}
      onChange={(event) => {
        setName(event.currentTarget.value);
        setValidation([]);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void submit();
      }}
      error={validation.length > 0}
      data-autofocus
      miw={160}
    />
  );
  const saveCancel = (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
        Save
      </Button>
      <Button size="xs" variant="default" onClick={() => open(null, '')} disabled={save.isPending}>
        Cancel
      </Button>
    </Group>
  );

  return (
    <Stack gap="md" maw={800}>
      <Group justify="space-between">
        <Title order={2}>Instrument Tags</Title>
        {editing === null && (
          <Button onClick={() => open(0, '')} disabled={tags.isPending}>
            Add New
          </Button>
        )}
      </Group>
      {serverError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      {validation.length > 0 && (
        <List c="var(--mantine-color-error)" size="sm" role="alert">
          {validation.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
      {tags.isError && (
        <Alert color="red" role="alert">
          {tags.error.message}
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" aria-label="Instrument Tags">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag ID</Table.Th>
              <Table.Th>Tag Name</Table.Th>
              <Table.Th>Usage Count</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editing === 0 && (
              <Table.Tr>
                <Table.Td />
                <Table.Td>{nameInput('New Tag Name')}</Table.Td>
                <Table.Td>0</Table.Td>
                <Table.Td>{saveCancel}</Table.Td>
              </Table.Tr>
            )}
            {active.map((tag) => (
              <Table.Tr key={tag.id}>
                <Table.Td>{tag.id}</Table.Td>
                <Table.Td>{editing === tag.id ? nameInput('Tag Name') : tag.name}</Table.Td>
                <Table.Td>{tag.usageCount}</Table.Td>
                <Table.Td>
                  {editing === tag.id
                    ? saveCancel
                    : tag.canEdit && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            disabled={editing !== null}
                            aria-label={`Edit ${tag.name}`}
                            onClick={() => open(tag.id, tag.name)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            disabled={editing !== null}
                            loading={remove.isPending && remove.variables === tag.id}
                            aria-label={`Delete ${tag.name}`}
                            onClick={() => void askDelete(tag)}
                          >
                            Delete
                          </Button>
                        </Group>
                      )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {tags.isSuccess && active.length === 0 && editing !== 0 && (
          <Text c="dimmed" p="sm">
            No Instrument Tags have been added.
          </Text>
        )}
      </Paper>
    </Stack>
  );
};
