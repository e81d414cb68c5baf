import { formatDateTime } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useConfirm } from '../../../components/confirm-provider';
import { RecordCard } from '../../../components/record-card';
import { RecordItem } from '../../../components/record-item';
import type { OutboxItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { itemText } from '../store/item-text';
import { discardRefused, isUnsynced, unsyncedText } from '../store/outbox';
import { useLive } from '../store/use-live';
import { fieldSync, useSyncStatus } from '../sync/field-sync';
import type { SyncOutcome } from '../sync/sync-outbox';
import { ConflictView } from './conflict-view';
import { ItemStateBadge } from './item-state-badge';

const outcomeText: Record<SyncOutcome, string> = {
  done: 'Synced',
  offline: 'Waiting for the network',
  'signed-out': 'Waiting for you to sign in again',
};

/** How many verified items the Sync card keeps listing. */
const RecentlyVerifiedShown = 20;

const OutboxRow = ({ item }: { item: OutboxItem }) => {
  const confirm = useConfirm();
  const discard = async () => {
    const what =
      item.kind === 'service.create'
        ? 'This inspection and everything saved into it on this device will be discarded.'
        : 'This item will be discarded from this device.';
    if (await confirm({ title: 'Discard', text: what })) await discardRefused(fieldDb, item);
  };
  return (
    <RecordItem
      label={itemText(item)}
      heading={itemText(item)}
      subheading={`Property ${item.propertyId} · saved ${formatDateTime(item.savedAt)}`}
      actions={<ItemStateBadge item={item} />}
    >
      {item.state === 'refused' && (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {item.message}
          </Text>
          <Button size="sm" variant="default" onClick={() => void discard()}>
            Discard
          </Button>
        </Group>
      )}
      {item.state === 'conflict' && item.kind === 'service.update' && <ConflictView item={item} />}
    </RecordItem>
  );
};

/** What this device holds that the server does not yet, each item with its state, and Sync Now. */
export const OutboxCard = () => {
  const items = useLive(() => fieldDb.outbox.orderBy('seq').reverse().toArray()) ?? [];
  const status = useSyncStatus();
  const unsynced = items.filter(isUnsynced);
  // The newest verified items stay in view a while, so the monitor sees them arrive; older ones are history.
  const verified = items.filter((item) => !isUnsynced(item)).slice(0, RecentlyVerifiedShown);
  return (
    <RecordCard
      title="Sync"
      actions={
        <Button size="md" loading={status.running} onClick={() => void fieldSync.sync()}>
          Sync Now
        </Button>
      }
    >
      <Stack gap="xs">
        <Text fw={600} role="status">
          {unsynced.length === 0
            ? 'Everything saved on this device is synced.'
            : unsyncedText(unsynced.length)}
          {status.outcome && status.at && ` · ${outcomeText[status.outcome]} (${formatDateTime(status.at)})`}
        </Text>
        {[...unsynced, ...verified].map((item) => (
          <OutboxRow key={item.seq} item={item} />
        ))}
      </Stack>
    </RecordCard>
  );
};
