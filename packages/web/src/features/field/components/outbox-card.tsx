import { formatDateTime } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useConfirm } from '../../../components/confirm-provider';
import { RecordCard } from '../../../components/record-card';
import { RecordItem } from '../../../components/record-item';
import type { OutboxItem } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { itemText } from '../store/item-text';
import { discardRefused, isUnsynced, unsyncedText } from '../store/outbox';
import { useObservationTypeName } from '../store/use-field-lookup';
import { useLive } from '../store/use-live';
import { fieldSync, useSyncStatus } from '../sync/field-sync';
import type { SyncStatus } from '../sync/sync-runner';
import { ConflictView } from './conflict-view';
import { ItemStateBadge } from './item-state-badge';
import { useNetworkNeeded } from './use-network-needed';

/**
 * The Sync line: nothing about synced until the outbox is read; with items waiting, why they wait (a
 * pass that finished leaves only what needs the monitor: a conflict to settle, a refusal to correct).
 */
const syncLine = (items: readonly OutboxItem[] | undefined, status: SyncStatus): string => {
  if (items === undefined) return 'Reading what this device holds…';
  const unsynced = items.filter(isUnsynced);
  const at = status.at ? ` (${formatDateTime(status.at)})` : '';
  if (unsynced.length === 0) return 'Everything saved on this device is synced.';
  const count = (state: OutboxItem['state']) => unsynced.filter((item) => item.state === state).length;
  const conflicts = count('conflict');
  const refused = count('refused');
  const why = [
    conflicts > 0 && `${conflicts} ${conflicts === 1 ? 'conflict' : 'conflicts'} to settle below`,
    refused > 0 && `${refused} refused by the server: see below`,
    status.running
      ? 'Syncing now'
      : status.outcome === 'offline'
        ? `Waiting for the network${at}`
        : status.outcome === 'signed-out'
          ? 'Waiting for you to sign in again'
          : conflicts + refused === 0 && 'Waiting to be sent',
  ].filter(Boolean);
  return [unsyncedText(unsynced.length), ...why].join(' · ');
};

/** How many verified items the Sync card keeps listing. */
const RecentlyVerifiedShown = 20;

const OutboxRow = ({ item, name }: { item: OutboxItem; name: string }) => {
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
      label={name}
      heading={name}
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
  const items = useLive(() => fieldDb.outbox.orderBy('seq').reverse().toArray());
  const status = useSyncStatus();
  const network = useNetworkNeeded();
  const observationType = useObservationTypeName();
  const unsynced = (items ?? []).filter(isUnsynced);
  // The newest verified items stay in view a while, so the monitor sees them arrive; older ones are history.
  const verified = (items ?? []).filter((item) => !isUnsynced(item)).slice(0, RecentlyVerifiedShown);
  return (
    <RecordCard
      title="Sync"
      actions={
        <Button
          size="md"
          loading={status.running}
          onClick={() => void fieldSync.sync()}
          {...network.buttonProps}
        >
          Sync Now
        </Button>
      }
    >
      <Stack gap="xs">
        <Text fw={600} role="status">
          {syncLine(items, status)}
        </Text>
        {network.offline && (
          <Text size="sm" id={network.reasonId}>
            Syncing needs the network: what is saved stays on this device and is sent once the network is
            back.
          </Text>
        )}
        {[...unsynced, ...verified].map((item) => (
          <OutboxRow key={item.seq} item={item} name={itemText(item, observationType)} />
        ))}
      </Stack>
    </RecordCard>
  );
};
