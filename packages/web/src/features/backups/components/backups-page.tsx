import { type BackupRecord, backupWarning, formatDateTime } from '@app/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupKeys, backupsQuery, startBackup } from '../api/backups-queries';

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Filled, dark enough for white text at a badge's size (axe: contrast ≥ 4.5), as InspectionStateBadge. */
const VerifiedBadge = ({ backup }: { backup: BackupRecord }) =>
  backup.verified === null ? (
    <Badge color="gray.7">Not verified yet</Badge>
  ) : backup.verified ? (
    // Mantine's green.9 reads below 4.5:1 on a striped row; this green is InspectionStateBadge's.
    <Badge color="#236b30">Verified</Badge>
  ) : (
    <Badge color="red.9">Verification failed</Badge>
  );

/** /backups (Admin only, by its guard): the last backups, the settings, and Back up now. */
export const BackupsPage = () => {
  const queryClient = useQueryClient();
  const overview = useQuery(backupsQuery());
  const start = useMutation({
    mutationFn: startBackup,
    onSuccess: (data) => queryClient.setQueryData(backupKeys.overview, data),
  });
  const data = overview.data;
  const running = data?.running || start.isPending;
  // The server's warning is the home page's ("Open Backups…"); here it is told for this page.
  const warning = data && backupWarning(data.backups, new Date(), 'backups');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Backups</Title>
        <Button onClick={() => start.mutate()} loading={running} disabled={running}>
          Back up now
        </Button>
      </Group>
      {running && <Text role="status">A backup is being written and verified…</Text>}
      {start.error && (
        <Alert color="red" role="alert">
          The backup did not start: {start.error.message}
        </Alert>
      )}
      {data?.lastError && (
        <Alert color="red" role="alert">
          The last backup failed: {data.lastError}
        </Alert>
      )}
      {warning && (
        <Alert color="red" role="alert">
          {warning}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="backup-list-title">
        <Title order={3} size="h4" id="backup-list-title" mb="sm">
          Last Backups
        </Title>
        {data && data.backups.length === 0 ? (
          <Text>No backups yet.</Text>
        ) : (
          // On a phone the four columns scroll in their own frame instead of squeezing the badge; the
          // frame takes the keyboard's focus, so it can be scrolled without a mouse (it holds no link).
          <Table.ScrollContainer
            type="native"
            minWidth={560}
            tabIndex={0}
            role="group"
            aria-labelledby="backup-list-title"
          >
            <Table striped aria-labelledby="backup-list-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Verified</Table.Th>
                  <Table.Th>Copies</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.backups.map((backup) => (
                  <Table.Tr key={backup.name}>
                    <Table.Td>{formatDateTime(backup.createdAt)}</Table.Td>
                    <Table.Td>{megabytes(backup.bytes)}</Table.Td>
                    <Table.Td>
                      <VerifiedBadge backup={backup} />
                      {backup.message && <Text size="sm">{backup.message}</Text>}
                    </Table.Td>
                    <Table.Td>
                      {backup.copies.length === 0
                        ? '—'
                        : backup.copies.map((copy) => (
                            <Text key={copy.to} size="sm">
                              {copy.to}: {copy.ok ? 'copied, checksum equal' : `failed: ${copy.message}`}
                            </Text>
                          ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {data && (
        <Paper withBorder p="md" component="section" aria-labelledby="backup-settings-title">
          <Title order={3} size="h4" id="backup-settings-title" mb="sm">
            Settings
          </Title>
          <Text size="sm" mb="xs">
            Set in the server's environment (README, "Back up and restore"); a change takes effect at the next
            start.
          </Text>
          <Table aria-labelledby="backup-settings-title">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>Time of day (BACKUP_TIME)</Table.Th>
                <Table.Td>
                  {data.settings.time ? `${data.settings.time} (${data.settings.timeZone})` : 'Off'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>How many to keep (BACKUP_KEEP)</Table.Th>
                <Table.Td>{data.settings.keep}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Folder (BACKUP_DIR)</Table.Th>
                <Table.Td>{data.settings.dir}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Copy to folder (BACKUP_COPY_DIR)</Table.Th>
                <Table.Td>{data.settings.copyDir ?? 'None'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Copy to bucket (BACKUP_S3_BUCKET)</Table.Th>
                <Table.Td>{data.settings.bucket ?? 'None'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Database</Table.Th>
                <Table.Td>
                  {data.settings.engine === 'postgres' ? 'PostgreSQL' : 'Embedded (DATA_DIR)'}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
};
