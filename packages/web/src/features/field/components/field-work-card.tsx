import { CaseFollowUpKind, caseFollowUpText, formatDate, type Service } from '@app/domain';
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
import { fieldDb } from '../store/field-store';
import { useLive } from '../store/use-live';
import { useNetworkNeeded } from './use-network-needed';

type Prepare = ReturnType<typeof usePrepare>;

type NetworkButtonProps = ReturnType<typeof useNetworkNeeded>['buttonProps'];

const PrepareButton = ({
  prepare,
  propertyIds,
  network,
}: {
  prepare: Prepare;
  propertyIds: () => Promise<number[]>;
  network: NetworkButtonProps;
}) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      loading={busy}
      {...network}
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

/**
 * The monitor's work, read from the server: open inspections they lead, and properties due for one.
 * Offline it says so, and what the device holds, instead of showing empty lists.
 */
export const FieldWorkCard = ({ prepare }: { prepare: Prepare }) => {
  const services = useQuery(homeQueries.list('services'));
  const due = useQuery(homeQueries.list('inspections'));
  // The open cases of the Open Violations tile that wait for a visit (issue 33 §1), soonest first.
  const cases = useQuery(homeQueries.list('myCases'));
  const visits = (cases.data?.items ?? []).filter((c) => c.followUpKind === CaseFollowUpKind.Visit);
  const [propertyId, setPropertyId] = useState('');
  const network = useNetworkNeeded();
  const preparedCount = useLive(() => fieldDb.properties.count());
  // Offline with nothing loaded yet: the lists are not shown as empty headings.
  const listsWaiting = network.offline && (services.data === undefined || due.data === undefined);
  const inspections = (services.data?.items ?? []).filter((s) => s.serviceCategory === 'Inspection');
  const idError =
    propertyId !== '' && !/^\d{1,9}$/.test(propertyId.trim()) ? 'Enter a Property ID.' : undefined;
  return (
    <RecordCard title="My Field Work">
      <Stack gap="sm">
        {(services.isError || due.isError) && (
          <Text size="sm">
            Your work list could not be loaded from the server. Prepared properties are above.
          </Text>
        )}
        {network.offline && (
          <Stack gap={4}>
            {listsWaiting && (
              <Text size="sm">
                My Open Inspections and Inspections Due come from the server: they show once you have a
                network.
              </Text>
            )}
            {preparedCount !== undefined && (
              <Text size="sm">
                {preparedCount === 0
                  ? 'This device holds no prepared properties: prepare them where you have a network.'
                  : `This device holds ${preparedCount === 1 ? '1 prepared property' : `${preparedCount} prepared properties`} (above), ready to work on.`}
              </Text>
            )}
            <Text size="sm" id={network.reasonId}>
              Preparing needs the network.
            </Text>
          </Stack>
        )}
        {!listsWaiting && (
          <>
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
                    propertyIds={async () =>
                      (await getJson<Service>(`/service/${s.id}`)).associatedPropertyIds
                    }
                    network={network.buttonProps}
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
                actions={
                  <PrepareButton
                    prepare={prepare}
                    propertyIds={async () => [d.propertyId]}
                    network={network.buttonProps}
                  />
                }
              />
            ))}
          </>
        )}
        {cases.isSuccess && (
          <>
            <Text fw={600}>Violation Case Visits</Text>
            {visits.length === 0 && (
              <Text size="sm">None of your open Violation Cases waits for a visit.</Text>
            )}
            {visits.map((c) => (
              <RecordItem
                key={c.id}
                label={`Violation Case ${c.id}`}
                heading={
                  <Anchor component={Link} to={routePaths.violationCase(c.id)}>
                    {`Violation Case ${c.id}: ${c.typeName}`}
                  </Anchor>
                }
                subheading={`Property ${c.propertyId}${c.propertyName ? `: ${c.propertyName}` : ''} · ${caseFollowUpText(c.followUpKind, formatDate(c.followUpDue))}`}
                actions={
                  <PrepareButton
                    prepare={prepare}
                    propertyIds={async () => [c.propertyId]}
                    network={network.buttonProps}
                  />
                }
              />
            ))}
          </>
        )}
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
            <Button
              type="submit"
              size="sm"
              loading={prepare.busy.includes(Number(propertyId))}
              {...network.buttonProps}
            >
              Prepare Offline
            </Button>
          </Group>
        </form>
      </Stack>
    </RecordCard>
  );
};
