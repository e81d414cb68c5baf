import {
  type ImportKind,
  type ImportMapping,
  type ImportReport,
  importKindInfo,
  importKinds,
  type SheetMapping,
} from '@app/domain';
import { Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';

const notImported = '';

type Props = { report: ImportReport; mapping: ImportMapping; onChange: (mapping: ImportMapping) => void };

/** The mapping of every sheet as the check used it, with the sheet's own entry replaced. */
const withSheet = (report: ImportReport, mapping: ImportMapping, sheet: string, next: SheetMapping) => ({
  ...Object.fromEntries(report.sheets.map((s) => [s.sheet, mapping[s.sheet] ?? s.mapping])),
  [sheet]: next,
});

/** Each sheet's kind and each column's field, as matched by name: adjustable before checking again. */
export const SheetMappings = ({ report, mapping, onChange }: Props) => (
  <Stack gap="sm">
    {report.sheets.map((sheet) => {
      const current = mapping[sheet.sheet] ?? sheet.mapping;
      const fields = current.kind === '' ? [] : importKindInfo[current.kind].fields;
      return (
        <Paper key={sheet.sheet} withBorder p="sm" component="section" aria-label={`Sheet ${sheet.sheet}`}>
          <Group justify="space-between" align="end">
            <Title order={3} size="h5">
              Sheet {sheet.sheet}
            </Title>
            <Select
              label="Imported as"
              data={[
                { value: notImported, label: 'Not imported' },
                ...importKinds.map((kind) => ({ value: kind, label: importKindInfo[kind].label })),
              ]}
              value={current.kind}
              allowDeselect={false}
              onChange={(kind) =>
                onChange(
                  withSheet(report, mapping, sheet.sheet, {
                    kind: (kind ?? '') as ImportKind | '',
                    columns: {},
                    values: {},
                  }),
                )
              }
            />
          </Group>
          <Text size="sm" c="dimmed">
            {sheet.rows} rows: {sheet.created} new, {sheet.updated} updated, {sheet.rowsWithErrors} with
            problems
          </Text>
          {current.kind !== '' && (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
              {sheet.headers.map((header, index) => (
                <Select
                  // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a header
                  key={`${index}-${header}`}
                  label={`Column ${header || index + 1}`}
                  data={[
                    { value: notImported, label: 'Not imported' },
                    ...fields.map((f) => ({ value: f.key, label: `${f.label}${f.required ? ' *' : ''}` })),
                  ]}
                  value={current.columns[header] ?? notImported}
                  allowDeselect={false}
                  onChange={(field) =>
                    onChange(
                      withSheet(report, mapping, sheet.sheet, {
                        ...current,
                        columns: { ...current.columns, [header]: field ?? notImported },
                      }),
                    )
                  }
                />
              ))}
            </SimpleGrid>
          )}
        </Paper>
      );
    })}
  </Stack>
);

/** Unknown lookup values with the nearest names offered: each may be mapped to an option of its list. */
export const UnknownValues = ({ report, mapping, onChange }: Props) => {
  if (report.unknownValues.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="unknown-values-title">
      <Title order={3} size="h5" id="unknown-values-title">
        Values not in the lists
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sheet</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Rows</Table.Th>
            <Table.Th>Import as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.unknownValues.map((u) => {
            const current = mapping[u.sheet] ?? report.sheets.find((s) => s.sheet === u.sheet)?.mapping;
            if (!current) return null;
            const chosen = current.values[u.field]?.[u.value] ?? null;
            const options = report.options[u.lookup] ?? [];
            return (
              <Table.Tr key={`${u.sheet}-${u.field}-${u.value}`}>
                <Table.Td>{u.sheet}</Table.Td>
                <Table.Td>{u.label}</Table.Td>
                <Table.Td>{u.value}</Table.Td>
                <Table.Td>{u.rows}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Import ${u.label} "${u.value}" as`}
                    placeholder={
                      u.suggestions.length > 0 ? `Did you mean ${u.suggestions[0]}?` : 'Choose one'
                    }
                    data={[...new Set([...u.suggestions, ...options])]}
                    searchable
                    value={chosen}
                    onChange={(value) =>
                      onChange(
                        withSheet(report, mapping, u.sheet, {
                          ...current,
                          values: {
                            ...current.values,
                            [u.field]: { ...current.values[u.field], [u.value]: value ?? '' },
                          },
                        }),
                      )
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};
