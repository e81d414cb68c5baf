import {
  type CaseListItem,
  type CaseSummary,
  canWrite,
  caseFollowUpText,
  formatDate,
  isCaseOpen,
} from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordCard } from '../../../components/record-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { caseQueries } from '../api/case-queries';
import { CaseStatusBadge, severityLabel } from './case-labels';

const CaseItem = ({ item }: { item: CaseSummary | CaseListItem }) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Violation Case ${item.id}`}>
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{item.typeName}</Text>
          <CaseStatusBadge statusId={item.statusId} />
        </Group>
        {'propertyId' in item && (
          <Text size="sm">
            Property {item.propertyId}
            {item.propertyName ? `: ${item.propertyName}` : ''}
          </Text>
        )}
        <Text size="sm">
          {[
            severityLabel(item.severity),
            `Discovered ${formatDate(item.discoveredOn)}`,
            item.followUpDue && isCaseOpen(item.statusId)
              ? caseFollowUpText(item.followUpKind, formatDate(item.followUpDue))
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={routePaths.violationCase(item.id)}
        size="xs"
        variant="light"
        aria-label={`View Violation Case ${item.id}`}
      >
        View
      </Button>
    </Group>
  </Paper>
);

/** A list of cases as a card: the open ones, then the finished ones (their server's order kept). */
const CasesCard = ({
  cases,
  actions,
}: {
  cases: UseQueryResult<(CaseSummary | CaseListItem)[]>;
  actions?: ReactNode;
}) => {
  const open = (cases.data ?? []).filter((c) => isCaseOpen(c.statusId));
  const finished = (cases.data ?? []).filter((c) => !isCaseOpen(c.statusId));
  return (
    <RecordCard title="Violation Cases" actions={actions}>
      <Stack gap="xs">
        {cases.isPending && <Loader size="sm" aria-label="Loading the violation cases" />}
        {cases.isError && (
          <Alert color="red" role="alert">
            {cases.error.message}
          </Alert>
        )}
        {cases.data && open.length === 0 && <Text size="sm">No open Violation Cases.</Text>}
        {open.map((item) => (
          <CaseItem key={item.id} item={item} />
        ))}
        {finished.length > 0 && (
          <Text size="sm" fw={600} mt="xs">
            Finished ({finished.length})
          </Text>
        )}
        {finished.map((item) => (
          <CaseItem key={item.id} item={item} />
        ))}
      </Stack>
    </RecordCard>
  );
};

/** A property's violation cases (issue 33); writers open a new one. */
export const PropertyCasesCard = ({ propertyId }: { propertyId: number }) => {
  const me = useCurrentUser();
  return (
    <CasesCard
      cases={useQuery(caseQueries.property(propertyId))}
      actions={
        me &&
        canWrite(me) && (
          <Button component={Link} to={routePaths.newCase(propertyId)} size="xs" variant="light">
            Open Case
          </Button>
        )
      }
    />
  );
};

/** The cases naming an instrument (issue 33 §6), each with its property; a case is opened on a property. */
export const InstrumentCasesCard = ({ instrumentId }: { instrumentId: number }) => (
  <CasesCard cases={useQuery(caseQueries.instrument(instrumentId))} />
);
