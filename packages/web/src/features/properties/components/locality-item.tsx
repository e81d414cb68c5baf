import { formatAcres, type PropertyLocality } from '@app/domain';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type LocalityItemProps = {
  locality: PropertyLocality;
  /** Make Primary, Edit and Delete, for those who may. */
  actions?: ReactNode;
};

/** One locality of the property with its tax parcels (acres descending, then parcel id, from the server). */
export const LocalityItem = ({ locality, actions }: LocalityItemProps) => (
  <Paper withBorder radius="sm" p="xs" aria-label={`Locality ${locality.localityName}`} component="article">
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{locality.localityName}</Text>
          {locality.primary && (
            <Badge size="sm" variant="light">
              Primary
            </Badge>
          )}
        </Group>
        {actions && <Group gap={6}>{actions}</Group>}
      </Group>
      {locality.taxParcels.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Tax Parcels have been added to this Locality
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parcel ID</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Acres</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locality.taxParcels.map((parcel) => (
              <Table.Tr key={parcel.id}>
                <Table.Td>{parcel.parcelId ?? 'None'}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatAcres(parcel.acres)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  </Paper>
);
