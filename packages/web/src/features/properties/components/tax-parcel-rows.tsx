import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { NumberTextInput } from '../../../components/number-text-input';

/** A parcel row as typed; a row left completely empty is dropped on save (spec 2 §5). */
export type ParcelRow = { parcelId: string; acres: string | number };

export const emptyParcelRow: ParcelRow = { parcelId: '', acres: '' };

type TaxParcelRowsProps = {
  rows: readonly ParcelRow[];
  onChange: (rows: ParcelRow[]) => void;
  /** The form's messages, keyed 'taxParcels.{index}.{field}'. */
  errors: Record<string, string | undefined>;
};

/** The tax parcel inputs of a locality: parcel id and acres per row, rows added and removed freely. */
export const TaxParcelRows = ({ rows, onChange, errors }: TaxParcelRowsProps) => {
  const change = (index: number, row: ParcelRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Tax Parcels
      </Text>
      {rows.map((row, index) => (
        // Rows have no id of their own until saved; the index is their identity while typing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Parcel ID, row ${index + 1}`}
            placeholder="Parcel ID"
            value={row.parcelId}
            onChange={(event) => change(index, { ...row, parcelId: event.currentTarget.value })}
            error={errors[`taxParcels.${index}.parcelId`]}
            style={{ flex: 2 }}
          />
          <NumberTextInput
            aria-label={`Acres, row ${index + 1}`}
            placeholder="Acres"
            value={row.acres}
            onChange={(acres) => change(index, { ...row, acres })}
            error={errors[`taxParcels.${index}.acres`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove parcel row ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => onChange([...rows, emptyParcelRow])}>
          + Add Parcel
        </Button>
      </Group>
    </Stack>
  );
};
