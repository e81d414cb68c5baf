import {
  isRequestOpen,
  type RequestStatusId,
  RightsCheck,
  type RightsCheckResult,
  requestStatusLabels,
} from '@app/domain';
import { Badge } from '@mantine/core';

export const requestStatusLabel = (statusId: number) =>
  requestStatusLabels[statusId as RequestStatusId] ?? String(statusId);

/** The request's status as a badge: undecided ones stand out, decided ones are grey. */
export const RequestStatusBadge = ({ statusId }: { statusId: number }) => (
  <Badge color={isRequestOpen(statusId) ? 'orange' : 'gray'} variant="light" autoContrast>
    {requestStatusLabel(statusId)}
  </Badge>
);

const checkColors: Record<RightsCheckResult, string> = {
  [RightsCheck.Exceeds]: 'red',
  [RightsCheck.Within]: 'green',
  [RightsCheck.NoneUsed]: 'gray',
};

/** The check against the property's allowed and existing rights, as a badge. */
export const RightsCheckBadge = ({ result }: { result: RightsCheckResult }) => (
  <Badge color={checkColors[result]} variant="light" autoContrast>
    {result}
  </Badge>
);
