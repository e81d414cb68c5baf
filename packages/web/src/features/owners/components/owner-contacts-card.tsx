import {
  canWrite,
  formatDate,
  type OwnerContact,
  ownerContactMethodLabels,
  ownerMessages,
} from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-provider';
import { RecordCard } from '../../../components/record-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { ownerKeys, ownerQueries, useDeleteOwnerContact } from '../api/owner-queries';
import { OwnerContactForm } from './owner-contact-form';

const OwnerContactItem = ({
  item,
  canEdit,
  onEdit,
}: {
  item: OwnerContact;
  canEdit: boolean;
  onEdit: () => void;
}) => {
  const confirm = useConfirm();
  const remove = useDeleteOwnerContact();
  const label = `Owner Contact ${formatDate(item.contactedOn)}`;
  const del = async () => {
    const yes = await confirm({ title: 'Delete Owner Contact', text: `Delete the ${label}?` });
    if (yes) remove.mutate({ id: item.id, version: item.version });
  };
  return (
    <Paper withBorder radius="sm" p="xs" component="article" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {formatDate(item.contactedOn)} · {ownerContactMethodLabels[item.method]}
          </Text>
          <Text size="sm">Owners reached: {item.owners.map((o) => o.name).join(', ')}</Text>
          <Text size="sm" c="dimmed">
            By {item.byName}
          </Text>
          {item.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.note}
            </Text>
          )}
          {remove.isError && (
            <Text size="sm" c="red.8" role="alert">
              {remove.error.message}
            </Text>
          )}
        </Stack>
        {canEdit && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => void del()}
              loading={remove.isPending}
              aria-label={`Delete ${label}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
};

/**
 * An easement's yearly owner contacts (issue 33 §4, "Owner Contacts"): newest first; Staff and Admin
 * record, edit and delete them, the view-only read them.
 */
export const OwnerContactsCard = ({ instrumentId }: { instrumentId: number }) => {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useQuery(ownerQueries.instrument(instrumentId));
  const [editing, setEditing] = useState<OwnerContact | 'new' | null>(null);
  const canEdit = !!me && canWrite(me);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ownerKeys.instrument(instrumentId) });
    setEditing(null);
  };
  return (
    <RecordCard
      title="Owner Contacts"
      actions={
        canEdit &&
        editing === null && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            Record Owner Contact
          </Button>
        )
      }
    >
      <Stack gap="xs">
        {query.isPending && <Loader size="sm" aria-label="Loading the owner contacts" />}
        {query.isError && (
          <Alert color="red" role="alert">
            {query.error.message}
          </Alert>
        )}
        {query.data && editing !== null && (
          <OwnerContactForm
            instrumentId={instrumentId}
            contact={editing === 'new' ? undefined : editing}
            owners={query.data.owners}
            onDone={() => setEditing(null)}
            onReload={reload}
          />
        )}
        {query.data && query.data.items.length === 0 && <Text size="sm">{ownerMessages.emptyCard}</Text>}
        {query.data?.items.map((item) => (
          <OwnerContactItem key={item.id} item={item} canEdit={canEdit} onEdit={() => setEditing(item)} />
        ))}
      </Stack>
    </RecordCard>
  );
};
