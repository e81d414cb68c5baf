import {
  DefaultNoticePeriodDays,
  formatDate,
  isRequestOverdue,
  isViewOnly,
  type OwnerRequest,
  requestStepChoices,
  todayInDisplayZone,
} from '@app/domain';
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { RightsTable } from '../../../components/development-rights-table';
import { RecordCard } from '../../../components/record-card';
import { StepsCard } from '../../../components/steps-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { LettersCard } from '../../letters';
import { requestKeys, requestQueries } from '../api/request-queries';
import { RequestStatusBadge, RightsCheckBadge, requestStatusLabel } from './request-labels';
import { RequestStepForm } from './request-step-form';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="sm" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {children}
    </Text>
  </div>
);

const Details = ({ found }: { found: OwnerRequest }) => (
  <RecordCard title="Request Details">
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Field label="Request Kind">{found.kindName}</Field>
      <Field label="Received On">{formatDate(found.receivedOn)}</Field>
      <Field label="Requested By">{found.requestedByName ?? 'None'}</Field>
      <Field label="Decision Due">
        {formatDate(found.decisionDue)} (
        {found.noticePeriodDays === null
          ? `default ${DefaultNoticePeriodDays} days`
          : `${found.noticePeriodDays} days`}
        )
      </Field>
      <Field label="Instruments">
        {found.instruments.length > 0
          ? found.instruments.map((i) => `Instrument ${i.label}`).join(', ')
          : 'None'}
      </Field>
      <Field label="Description">{found.description}</Field>
    </SimpleGrid>
  </RecordCard>
);

/** The request against the property's allowed and existing rights (the Built Environment summary). */
const RightsCheckCard = ({ found }: { found: OwnerRequest }) => {
  const { result, lines } = found.rightsCheck;
  return (
    <RecordCard title="Rights Check" actions={<RightsCheckBadge result={result} />}>
      <Stack gap="xs">
        <RightsTable
          name="Rights Check"
          columns={['Allowed', 'Existing', 'Requested', 'After']}
          rows={lines.map((line) => ({
            label: line.right,
            values: [line.allowed, line.existing, line.requested, line.after],
            over: line.exceeds,
          }))}
          overNote="Exceeds Allowed"
        />
        <Text size="sm" c="dimmed">
          {found.featureId !== null
            ? `Approved: the property's existing rights include it (Built Environment feature ${found.featureId}).`
            : 'Allowed counts the Active and Pending instruments; existing counts the features that exist now.'}
        </Text>
      </Stack>
    </RecordCard>
  );
};

/** The steps, oldest first, and the next ones this user may take (the domain's rule, as the API's). */
const Steps = ({ found }: { found: OwnerRequest }) => {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <StepsCard
      steps={found.steps}
      statusLabel={requestStatusLabel}
      choices={requestStepChoices(found.statusId, { viewOnly: !me || isViewOnly(me) })}
      stepForm={(statusId, close) => (
        <RequestStepForm
          found={found}
          statusId={statusId}
          onDone={close}
          onReload={() => {
            close();
            void queryClient.invalidateQueries({ queryKey: requestKeys.detail(found.id) });
          }}
        />
      )}
    />
  );
};

/** /request/{id}: an owner's request (issue 33 §5). Its changes show in its property's History card. */
export const RequestPage = () => {
  const id = Number(useParams().id);
  const query = useQuery({ ...requestQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  if (query.isPending) return <Loader aria-label="Loading the owner request" />;
  const found = query.data;
  const overdue = isRequestOverdue(found, todayInDisplayZone());
  return (
    <Stack gap="md" maw={960}>
      <Paper p={0}>
        <Group gap="sm">
          <Title order={2}>Owner Request {found.id}</Title>
          <RequestStatusBadge statusId={found.statusId} />
        </Group>
        <Text size="sm">
          On{' '}
          <Anchor component={Link} to={routePaths.projectProperty(found.projectId, found.propertyId)}>
            Property {found.propertyName ?? found.propertyId}
          </Anchor>{' '}
          (its History card lists every change of this request)
        </Text>
        {overdue && (
          <Text size="sm" c="red.8" fw={600}>
            The decision was due {formatDate(found.decisionDue)}.
          </Text>
        )}
      </Paper>
      <Details found={found} />
      <RightsCheckCard found={found} />
      <Steps found={found} />
      <LettersCard subject={{ requestId: found.id }} />
    </Stack>
  );
};
