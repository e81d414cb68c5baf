import { formatDate, formatTime } from '@app/domain';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { contactQueries } from '../api/contacts-queries';
import { useResyncCrm } from '../api/use-contact-mutations';

/**
 * 'Last synced with eTapestry at' the time of the last sync, asked for when the search opens, and a
 * Resync link. A failed sync (an HTTP error, or the error a later run reported) shows in a red alert
 * and stops the indicator (spec 1 §4, §8); a resync refused as too soon after the last one, in a yellow one.
 */
export const CrmSyncStatus = () => {
  const lastSync = useQuery(contactQueries.lastSync());
  const resync = useResyncCrm();
  const syncing = lastSync.isFetching || resync.isPending;
  const createdAt = lastSync.data?.createdAt;
  // The server refuses a resync within a minute of the last one (429): a wait, not a failure.
  const tooSoon = resync.isError && isApiError(resync.error) && resync.error.status === 429;
  const error = resync.isError
    ? resync.error.message
    : lastSync.isError
      ? lastSync.error.message
      : lastSync.data?.serverErrorOnSubsequentCall;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Last synced with eTapestry at{' '}
          {createdAt ? (
            // The full instant rides along: two syncs in the same minute read the same at hh:mm.
            <time dateTime={createdAt}>
              {formatTime(createdAt)}, {formatDate(createdAt)}
            </time>
          ) : (
            '...'
          )}
        </Text>
        {syncing ? (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm">Syncing with eTapestry...</Text>
          </Group>
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => resync.mutate()}>
            Resync
          </Anchor>
        )}
      </Group>
      {error && (
        <Alert
          color={tooSoon ? 'yellow' : 'red'}
          role="alert"
          title={tooSoon ? 'Resync not started' : 'eTapestry sync failed'}
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
};
