import { formatNumber } from '@app/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';

export type DevelopmentRightsRow = { label: string; allowed: number; existing: number; remaining: number };

const right = { textAlign: 'right' } as const;

/**
 * Allowed, existing and remaining development rights, one row per right (a project's or a
 * property's); a remaining value below zero shows in red and bold.
 */
export const DevelopmentRightsTable = ({ name, rows }: { name: string; rows: DevelopmentRightsRow[] }) => (
  <Table.ScrollContainer minWidth={280}>
    <Table striped withTableBorder fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs" aria-label={name}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Right</VisuallyHidden>
          </Table.Th>
          <Table.Th style={right}>Allowed</Table.Th>
          <Table.Th style={right}>Existing</Table.Th>
          <Table.Th style={right}>Remaining</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ label, allowed, existing, remaining }) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td style={right}>{formatNumber(allowed)}</Table.Td>
            <Table.Td style={right}>{formatNumber(existing)}</Table.Td>
            <Table.Td style={right}>
              <Text span inherit c={remaining < 0 ? 'red.7' : undefined} fw={remaining < 0 ? 700 : undefined}>
                {formatNumber(remaining)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
