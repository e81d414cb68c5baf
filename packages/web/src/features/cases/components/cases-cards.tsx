import {
  type CaseListItem,
  type CaseSummary,
  canWrite,
  caseFlow,
  caseFollowUpText,
  formatDate,
  isCaseOpen,
} from '@app/domain';
import { Button, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StepRecordItem, StepRecordsCard } from '../../../components/step-records-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { caseQueries } from '../api/case-queries';
import { CaseStatusBadge, severityLabel } from './case-labels';

const CaseItem = ({ item }: { item: CaseSummary | CaseListItem }) => (
  <StepRecordItem
    label={`Violation Case ${item.id}`}
    name={item.typeName}
    status={<CaseStatusBadge statusId={item.statusId} />}
    to={routePaths.violationCase(item.id)}
  >
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
  </StepRecordItem>
);

/** A list of cases as a card: the open ones, then the finished ones (their server's order kept). */
const CasesCard = ({
  cases,
  actions,
}: {
  cases: UseQueryResult<(CaseSummary | CaseListItem)[]>;
  actions?: ReactNode;
}) => (
  <StepRecordsCard
    title="Violation Cases"
    actions={actions}
    records={cases}
    split={caseFlow.split}
    loadingLabel="Loading the violation cases"
    noneOpen="No open Violation Cases."
    finishedHeading="Finished"
    item={(item) => <CaseItem key={item.id} item={item} />}
  />
);

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
