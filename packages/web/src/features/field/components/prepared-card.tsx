import { formatDateTime } from '@app/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { RecordItem } from '../../../components/record-item';
import { routePaths } from '../../../lib/routes';
import { removePreparedProperty } from '../api/prepare-property';
import { formatBytes, type usePrepare } from '../api/use-prepare';
import type { StoredProperty } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { countUnsynced, unsyncedText } from '../store/outbox';
import { useLive } from '../store/use-live';
import { useNetworkNeeded } from './use-network-needed';

const PreparedRow = ({
  stored,
  prepare,
  network,
  onRemoveRefused,
}: {
  stored: StoredProperty;
  prepare: ReturnType<typeof usePrepare>;
  network: ReturnType<typeof useNetworkNeeded>['buttonProps'];
  onRemoveRefused: (message: string) => void;
}) => {
  const { property, preparedAt } = stored.copy;
  const unsynced = useLive(() => countUnsynced(fieldDb, property.id), property.id) ?? 0;
  const remove = async () => {
    if (!(await removePreparedProperty(fieldDb, property.id)))
      onRemoveRefused(
        `Property ${property.id} has ${unsyncedText(unsynced)}: it stays on this device until they reach the server.`,
      );
  };
  const title = `Property ${property.id}${property.name ? `: ${property.name}` : ''}`;
  return (
    <RecordItem
      label={title}
      heading={
        <Anchor component={Link} to={routePaths.fieldProperty(property.id)}>
          {title}
        </Anchor>
      }
      subheading={`prepared ${formatDateTime(preparedAt)} · ${formatBytes(stored.bytes)}`}
      actions={
        <Group gap="xs">
          <Button
            size="sm"
            variant="default"
            loading={prepare.busy.includes(property.id)}
            onClick={() => void prepare.prepare([property.id])}
            {...network}
          >
            Prepare Again
          </Button>
          <Button size="sm" variant="default" color="red" onClick={() => void remove()}>
            Remove from Device
          </Button>
        </Group>
      }
    >
      {unsynced > 0 && <Text size="sm">{unsyncedText(unsynced)}</Text>}
    </RecordItem>
  );
};

/** The properties this device holds for work with no signal. */
export const PreparedCard = ({ prepare }: { prepare: ReturnType<typeof usePrepare> }) => {
  const stored = useLive(() => fieldDb.properties.toArray()) ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const network = useNetworkNeeded();
  const { result } = prepare;
  return (
    <RecordCard title="Prepared on This Device">
      <Stack gap="xs">
        {result && 'error' in result && (
          <Alert color="red" title="Not prepared">
            {result.error}
          </Alert>
        )}
        {result && 'bytes' in result && (
          <Text size="sm" role="status">
            {`Stored ${formatBytes(result.bytes)} for work offline. `}
            {result.persistent === true
              ? 'The browser will keep it when space runs short.'
              : result.persistent === false
                ? 'The browser may clear it when space runs short: sync before then.'
                : 'This browser cannot promise to keep it: sync before clearing its data.'}
          </Text>
        )}
        {refusal && (
          <Alert
            color="orange"
            title="Not removed"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        {stored.length === 0 && <Text size="sm">No properties are prepared on this device.</Text>}
        {network.offline && stored.length > 0 && (
          <Text size="sm" id={network.reasonId}>
            Preparing needs the network.
          </Text>
        )}
        {stored.map((s) => (
          <PreparedRow
            key={s.propertyId}
            stored={s}
            prepare={prepare}
            network={network.buttonProps}
            onRemoveRefused={setRefusal}
          />
        ))}
      </Stack>
    </RecordCard>
  );
};
