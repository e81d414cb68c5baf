import { formatDateTime, type HistoryEntity, type HistoryEntry, isAdmin } from '@app/domain';
import { Anchor, Box, Button, Group, List, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-provider';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { ServerPagedList } from '../../../components/server-pager';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { historyQueries } from '../api/history-queries';
import { useRestorePhoto } from '../api/use-restore-photo';

const entityLabels: Record<HistoryEntity, string> = {
  project: 'Project',
  property: 'Property',
  instrument: 'Instrument',
  service: 'Service',
};

/** Values longer than this are cut, with the full text one click away. */
const shortLength = 80;

const LongText = ({ text }: { text: string }) => {
  const [full, setFull] = useState(false);
  if (text.length <= shortLength) return <>{text}</>;
  return (
    <>
      {full ? text : `${text.slice(0, shortLength)}...`}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => setFull(!full)}>
        {full ? 'Show less' : 'Show full text'}
      </Anchor>
    </>
  );
};

/** What changed: 'Locality Albemarle County created', or just 'Property updated' for the record itself. */
const whatChanged = (entry: HistoryEntry, own: boolean) => {
  const name = own ? '' : ` ${entry.subject ?? entry.recordId}`;
  return `${entry.card}${name} ${entry.action}`;
};

/**
 * A photo's entry shows the photo while it is kept; on a delete, an Admin may put it back on its
 * service (the photo and the history refresh, as after any change).
 */
const EntryPhoto = ({ entry, photo }: { entry: HistoryEntry; photo: NonNullable<HistoryEntry['photo']> }) => {
  const me = useCurrentUser();
  const confirm = useConfirm();
  const restore = useRestorePhoto(photo.id);
  const name = entry.subject ?? `Photo ${photo.id}`;
  const ask = async () => {
    if (await confirm({ title: 'Restore Photo', text: `Restore ${name} to its Service?` })) restore.mutate();
  };
  return (
    <Group mt={4} gap="sm" align="flex-end" wrap="wrap">
      <Box w={120}>
        <PhotoThumbnail photoId={photo.id} alt={name} height={90} />
      </Box>
      {photo.restorable && me && isAdmin(me) && (
        <Button size="xs" variant="light" loading={restore.isPending} onClick={() => void ask()}>
          Restore Photo
        </Button>
      )}
      {restore.error && (
        <Box w="100%">
          <ServerErrorAlert error={restore.error} />
        </Box>
      )}
    </Group>
  );
};

const HistoryItem = ({ entry, entity, id }: { entry: HistoryEntry; entity: HistoryEntity; id: number }) => {
  const own = entry.card === entityLabels[entity] && entry.recordId === id;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={whatChanged(entry, own)}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{whatChanged(entry, own)}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at)} {entry.importedFrom ? `imported from ${entry.importedFrom} ` : ''}by{' '}
          {entry.userName}
        </Text>
      </Group>
      {entry.changes.length > 0 && (
        <List size="sm" mt={4} spacing={2}>
          {entry.changes.map((change) => (
            <List.Item key={change.label} style={{ overflowWrap: 'anywhere' }}>
              {change.label}: <LongText text={change.before} /> → <LongText text={change.after} />
            </List.Item>
          ))}
        </List>
      )}
      {entry.photo && <EntryPhoto entry={entry} photo={entry.photo} />}
    </Paper>
  );
};

export type HistoryCardProps = { entity: HistoryEntity; id: number };

/**
 * 'History' (collapsed at first): who changed what and when, in the record and the records inside it,
 * newest first, a page at a time. View-only users see it too.
 */
export const HistoryCard = ({ entity, id }: HistoryCardProps) => {
  const [page, setPage] = useState(1);
  const history = useQuery(historyQueries.page(entity, id, page));

  return (
    <RecordCard title="History" defaultExpanded={false}>
      <ServerPagedList
        query={history}
        page={page}
        onPage={setPage}
        loadingLabel="Loading the history"
        loaderSize="sm"
        emptyText={`No changes have been recorded for this ${entityLabels[entity]}.`}
      >
        {(data) =>
          data.items.map((entry) => <HistoryItem key={entry.id} entry={entry} entity={entity} id={id} />)
        }
      </ServerPagedList>
    </RecordCard>
  );
};
