import {
  type LedgerCell as Cell,
  formatDate,
  inspectionMethodLabels,
  type LedgerCellState,
  ledgerCellStateLabels,
  ledgerElementLabels,
} from '@app/domain';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';

/** Filled, dark enough for white text (axe: contrast ≥ 4.5); the label always says the state too. */
const colors: Record<LedgerCellState, string> = {
  monitored: '#1b5e20',
  incomplete: '#8f5200',
  notMonitored: '#b71c1c',
  notDue: '#495057',
};

/**
 * Never narrower than its words: a badge hides what overflows it, so a column of badges alone shrank
 * below them ('NOT MO…') when the table was squeezed.
 */
export const LedgerStateBadge = ({ state }: { state: LedgerCellState }) => (
  <Badge
    component="span"
    size="sm"
    variant="filled"
    color={colors[state]}
    style={{ flexShrink: 0, minWidth: 'max-content' }}
  >
    {ledgerCellStateLabels[state]}
  </Badge>
);

/**
 * One easement's year: its state, and for an inspection its method, date and what its report lacks,
 * as a link to the service (whose Record History holds every fact behind the cell).
 */
export const LedgerCell = ({ cell }: { cell: Cell }) => {
  if (cell.serviceId === null || cell.projectId === null) return <LedgerStateBadge state={cell.state} />;
  const method = cell.method ? inspectionMethodLabels[cell.method] : 'Method not recorded';
  return (
    <Stack gap={2} align="flex-start">
      <LedgerStateBadge state={cell.state} />
      <Anchor
        component={Link}
        to={routePaths.projectService(cell.projectId, cell.serviceId)}
        size="sm"
        aria-label={`${method} ${formatDate(cell.date)}: ${cell.year} ${ledgerCellStateLabels[cell.state]}, Service ${cell.serviceId}`}
      >
        {method} {formatDate(cell.date)}
      </Anchor>
      {cell.missing.length > 0 && (
        <Text size="xs" c="dimmed">
          Missing: {cell.missing.map((element) => ledgerElementLabels[element]).join(', ')}
        </Text>
      )}
    </Stack>
  );
};
