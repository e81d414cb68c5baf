import { formatNumber } from '@app/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';

/** One right's numbers in the table's columns; `over` marks the last as beyond what is allowed. */
export type RightsTableRow = { label: string; values: number[]; over?: boolean };

const right = { textAlign: 'right' } as const;

/**
 * Development rights, one row per right, one number per column; a last value beyond what is allowed
 * shows in red and bold, with `overNote` under it when given. The rights of a project or property
 * (below) and an owner request's Rights Check both show it. A phone shows five columns (they were
 * cut at 390 px with wider spacing); narrower still, it scrolls.
 */
export const RightsTable = ({
  name,
  columns,
  rows,
  overNote,
}: {
  name: string;
  columns: string[];
  rows: RightsTableRow[];
  overNote?: string;
}) => (
  <Table.ScrollContainer minWidth={280}>
    <Table striped withTableBorder fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing={6} aria-label={name}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Right</VisuallyHidden>
          </Table.Th>
          {columns.map((column) => (
            <Table.Th key={column} style={right}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ label, values, over }) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            {values.map((value, index) => {
              const flagged = over && index === values.length - 1;
              return (
                <Table.Td key={columns[index]} style={right}>
                  <Text span inherit c={flagged ? 'red.7' : undefined} fw={flagged ? 700 : undefined}>
                    {formatNumber(value)}
                  </Text>
                  {flagged && overNote && (
                    <Text c="red.7" fw={700} inherit>
                      {overNote}
                    </Text>
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

export type DevelopmentRightsRow = { label: string; allowed: number; existing: number; remaining: number };

/** Allowed, existing and remaining development rights (a project's or a property's); below zero in red. */
export const DevelopmentRightsTable = ({ name, rows }: { name: string; rows: DevelopmentRightsRow[] }) => (
  <RightsTable
    name={name}
    columns={['Allowed', 'Existing', 'Remaining']}
    rows={rows.map(({ label, allowed, existing, remaining }) => ({
      label,
      values: [allowed, existing, remaining],
      over: remaining < 0,
    }))}
  />
);
