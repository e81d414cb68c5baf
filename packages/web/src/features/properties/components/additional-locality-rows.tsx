import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';

type Option = { value: string; label: string };

type AdditionalLocalityRowsProps = {
  rows: readonly string[];
  onChange: (rows: string[]) => void;
  /** The options of one row: those chosen elsewhere on the form are left out. */
  optionsFor: (index: number) => Option[];
  /** The form's messages, keyed 'additionalLocalityIds.{index}'. */
  errors: Record<string, string | undefined>;
};

/** New Property's additional localities: a select per row, each row chosen or removed. */
export const AdditionalLocalityRows = ({
  rows,
  onChange,
  optionsFor,
  errors,
}: AdditionalLocalityRowsProps) => (
  <Stack gap="xs">
    <Text size="sm" fw={500}>
      Additional Localities
    </Text>
    {rows.map((value, index) => (
      // A row is its position until saved: two empty rows have nothing else to tell them apart.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
        <Select
          aria-label={`Additional Locality ${index + 1}`}
          placeholder="Select Additional Locality"
          data={optionsFor(index)}
          value={value === '' ? null : value}
          onChange={(id) => onChange(rows.map((row, i) => (i === index ? (id ?? '') : row)))}
          // The row's one message asks to choose: once chosen, it no longer applies.
          error={value === '' ? errors[`additionalLocalityIds.${index}`] : undefined}
          searchable
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Remove Additional Locality ${index + 1}`}
          onClick={() => onChange(rows.filter((_, i) => i !== index))}
        >
          ✕
        </ActionIcon>
      </Group>
    ))}
    <Group>
      <Button size="compact-sm" variant="subtle" onClick={() => onChange([...rows, ''])}>
        + Add Additional Locality
      </Button>
    </Group>
  </Stack>
);
