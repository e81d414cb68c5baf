import type { BackupsOverview } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';

export const backupKeys = { overview: ['backups'] as const };

/** The backups, their settings and whether one is running; asked again every 3 s while one runs. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: backupKeys.overview,
    queryFn: ({ signal }) => getJson<BackupsOverview>('/backups', signal),
    refetchInterval: (query) => (query.state.data?.running ? 3000 : false),
  });

export const startBackup = () => sendJson<BackupsOverview>('POST', '/backups/create');
