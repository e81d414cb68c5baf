import { formatNumber, type PropertyDevelopmentRights } from '@app/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';

const measures = [
  { label: 'Dwelling Units', key: 'DwellingUnits' },
  { label: 'Finished Area', key: 'FinishedArea' },
  { label: 'Impervious Area', key: 'ImperviousArea' },
] as const;

/** Allowed, existing and remaining development rights; a remaining value below zero shows in red. */
export const DevelopmentRightsTable = ({ rights }: { rights: PropertyDevelopmentRights }) => (
  <Table.ScrollContainer minWidth={280}>
    <Table
      striped
      withTableBorder
      fz={{ base: 'xs', sm: 'sm' }}
      horizontalSpacing="xs"
      aria-label="Development Rights"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Right</VisuallyHidden>
          </Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Allowed</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Existing</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Remaining</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {measures.map(({ label, key }) => {
          const remaining = rights[`remaining${key}`];
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td style={{ textAlign: 'right' }}>{formatNumber(rights[`allowed${key}`])}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatNumber(rights[`existing${key}`])}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text
                  span
                  inherit
                  c={remaining < 0 ? 'red.7' : undefined}
                  fw={remaining < 0 ? 700 : undefined}
                >
                  {formatNumber(remaining)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
