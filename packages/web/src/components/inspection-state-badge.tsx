import { type InspectionState, inspectionStateLabels } from '@app/domain';
import { Badge } from '@mantine/core';

/** Filled, dark enough for white text at a badge's size (axe: contrast ≥ 4.5). */
const colors: Record<InspectionState, string> = {
  overdue: 'red.9',
  dueSoon: '#8f5200',
  // Mantine's green.9 (#2b8a3e) gives white text 4.36:1 at 10 px; this green gives 6.5:1.
  onSchedule: '#236b30',
  neverInspected: 'gray.7',
};

/** A stewardship schedule's state (issue 12 §2), as the home tile and the property details show it. */
export const InspectionStateBadge = ({ state }: { state: InspectionState }) => (
  <Badge
    component="span"
    size="sm"
    variant="filled"
    color={colors[state]}
    style={{ verticalAlign: 'middle' }}
  >
    {inspectionStateLabels[state]}
  </Badge>
);
