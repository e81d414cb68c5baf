import {
  type CaseStatusId,
  caseFollowUpText,
  caseStatusLabels,
  formatDate,
  type HomeCase,
} from '@app/domain';
import { Text } from '@mantine/core';
import { routePaths } from '../../../lib/routes';
import { ItemFrame, ProjectLine } from './home-list-items';

/** An open violation case of the Open Violations tiles: its property, status and next follow-up. */
export const OpenCaseItem = ({ item }: { item: HomeCase }) => (
  <ItemFrame title={`Violation Case ${item.id}: ${item.typeName}`} to={routePaths.violationCase(item.id)}>
    <ProjectLine id={item.projectId} name={item.projectName} />
    <Text size="sm">
      Property {item.propertyId}
      {item.propertyName ? `: ${item.propertyName}` : ''}
    </Text>
    <Text size="sm" c="dimmed">
      {caseStatusLabels[item.statusId as CaseStatusId]} ·{' '}
      {item.followUpDue === null
        ? 'No follow-up set'
        : caseFollowUpText(item.followUpKind, formatDate(item.followUpDue))}
    </Text>
  </ItemFrame>
);
