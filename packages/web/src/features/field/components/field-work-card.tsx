import { formatDate, type Service } from '@app/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { RecordItem } from '../../../components/record-item';
import { getJson } from '../../../lib/api-client';
import { routePaths } from '../../../lib/routes';
import { homeQueries } from '../../home';
import type { usePrepare } from '../api/use-prepare';

type Prepare = ReturnType<typeof usePrepare>;

const PrepareButton = ({
  prepare,
  propertyIds,
}: {
  prepare: Prepare;
  propertyIds: () => Promise<number[]>;
}) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await prepare.prepare(await propertyIds());
        } finally {
          setBusy(false);
        }
      }}
    >
      Prepare Offline
    </Button>
  );
};

/** The monitor's work, read from the server: open inspections they lead, and properties due for one. */
export const FieldWorkCard = ({ prepare }: { prepare: Prepare }) => {
  const services = useQuery(homeQueries.list('services'));
  const due = useQuery(homeQueries.list('inspections'));
  const [propertyId, setPropertyId] = useState('');
  const inspections = (services.data?.items ?? []).filter((s) => s.serviceCategory === 'Inspection');
  const idError =
    propertyId !== '' && !/^\d{1,9}$/.test(propertyId.trim()) ? 'Enter a Property ID.' : undefined;
  return (
    <RecordCard title="My Field Work">
      <Stack gap="sm">
        {(services.isError || due.isError) && (
          <Text size="sm">Your work list needs the network. Prepared properties are below.</Text>
        )}
        <Text fw={600}>My Open Inspections</Text>
        {services.isSuccess && inspections.length === 0 && <Text size="sm">No open inspections.</Text>}
        {inspections.map((s) => (
          <RecordItem
            key={s.id}
            label={`Service ${s.id}`}
            heading={
              <Anchor component={Link} to={routePaths.projectService(s.projectId, s.id)}>
                {`Service ${s.id}`}
              </Anchor>
            }
            subheading={`${s.projectName} · ${s.serviceType} · opened ${formatDate(s.openDate)}`}
            actions={
              <PrepareButton
                prepare={prepare}
                propertyIds={async () => (await getJson<Service>(`/service/${s.id}`)).associatedPropertyIds}
              />
            }
          />
        ))}
        <Text fw={600}>Inspections Due</Text>
        {due.isSuccess && due.data.items.length === 0 && (
          <Text size="sm">No properties are overdue or due for inspection within 90 days.</Text>
        )}
        {due.data?.items.map((d) => (
          <RecordItem
            key={d.propertyId}
            label={`Property ${d.propertyId}`}
            heading={`Property ${d.propertyId}${d.propertyName ? `: ${d.propertyName}` : ''}`}
            subheading={`${d.projectName} · due ${formatDate(d.dueDate)} (${d.state})`}
            actions={<PrepareButton prepare={prepare} propertyIds={async () => [d.propertyId]} />}
          />
        ))}
        <form
          aria-label="Prepare a Property"
          onSubmit={(event) => {
            event.preventDefault();
            if (propertyId.trim() !== '' && !idError) void prepare.prepare([Number(propertyId.trim())]);
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Property ID"
              inputMode="numeric"
              value={propertyId}
              onChange={(event) => setPropertyId(event.currentTarget.value)}
              error={idError}
            />
            <Button type="submit" size="sm" loading={prepare.busy.includes(Number(propertyId))}>
              Prepare Offline
            </Button>
          </Group>
        </form>
      </Stack>
    </RecordCard>
  );
};
