import { type LookupOption, offeredOptions, type ProjectCreateInput } from '@app/domain';
import { Button, CloseButton, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lookupQuery } from '../../../lib/lookup-queries';

type PropertyValues = ProjectCreateInput['property'];
type LocalityChoice = string | number | null;

export type FirstPropertyFieldsProps = {
  values: PropertyValues;
  onChange: (patch: Partial<PropertyValues>) => void;
  /** A field of the property, or `additionalLocalityIds.{index}` for a row. */
  errorAt: (field: string) => string | undefined;
};

const asText = (id: LocalityChoice | undefined) =>
  id === null || id === undefined || id === '' ? null : String(id);

/** The active localities, leaving out those chosen elsewhere on the form: a locality is never offered twice. */
const localityData = (localities: readonly LookupOption[], own: string | null, chosen: readonly string[]) =>
  offeredOptions(localities)
    .filter((o) => String(o.id) === own || !chosen.includes(String(o.id)))
    .map((o) => ({ value: String(o.id), label: o.name }));

/** The new project's first property: name, primary locality and any additional locality rows. */
export const FirstPropertyFields = ({ values, onChange, errorAt }: FirstPropertyFieldsProps) => {
  const localities = useQuery(lookupQuery('locality/localities')).data ?? [];
  const rows = values.additionalLocalityIds ?? [];
  // Stable keys, so removing a row keeps the other rows' inputs as they are.
  const [rowKeys, setRowKeys] = useState<number[]>(() => rows.map((_, index) => index));
  const primary = asText(values.primaryLocalityId);
  const chosen = [primary, ...rows.map(asText)].filter((id): id is string => id !== null);

  const setRows = (next: LocalityChoice[]) => onChange({ additionalLocalityIds: next });
  const addRow = () => {
    setRowKeys((keys) => [...keys, Math.max(-1, ...keys) + 1]);
    setRows([...rows, null]);
  };
  const removeRow = (index: number) => {
    setRowKeys((keys) => keys.filter((_, i) => i !== index));
    setRows(rows.filter((_, i) => i !== index));
  };

  return (
    <Fieldset legend="First Property">
      <Stack gap="sm">
        <TextInput
          label="Property Name"
          withAsterisk
          value={values.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={errorAt('name')}
        />
        <Select
          label="Primary Locality"
          withAsterisk
          data={localityData(localities, primary, chosen)}
          value={primary}
          onChange={(id) => onChange({ primaryLocalityId: id ?? '' })}
          error={errorAt('primaryLocalityId')}
          searchable
        />
        {rows.map((id, index) => {
          const own = asText(id);
          const label = `Additional Locality ${index + 1}`;
          return (
            <Group key={rowKeys[index]} gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label={label}
                withAsterisk
                style={{ flex: 1 }}
                data={localityData(localities, own, chosen)}
                value={own}
                onChange={(next) => setRows(rows.map((row, i) => (i === index ? next : row)))}
                error={errorAt(`additionalLocalityIds.${index}`)}
                searchable
              />
              <CloseButton mt={28} aria-label={`Remove ${label}`} onClick={() => removeRow(index)} />
            </Group>
          );
        })}
        <Group>
          <Button size="xs" variant="light" onClick={addRow}>
            + Add Additional Locality
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
};
