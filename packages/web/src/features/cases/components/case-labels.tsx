import {
  type CaseSeverityValue,
  type CaseStatusId,
  caseSeverityLabels,
  caseStatusLabels,
  isCaseOpen,
} from '@app/domain';
import { Badge } from '@mantine/core';

export const statusLabel = (statusId: number) =>
  caseStatusLabels[statusId as CaseStatusId] ?? String(statusId);
export const severityLabel = (severity: string) =>
  caseSeverityLabels[severity as CaseSeverityValue] ?? severity;

/** The case's status as a badge: open ones stand out, finished ones are grey. */
export const CaseStatusBadge = ({ statusId }: { statusId: number }) => (
  <Badge color={isCaseOpen(statusId) ? 'orange' : 'gray'} variant="light" autoContrast>
    {statusLabel(statusId)}
  </Badge>
);
