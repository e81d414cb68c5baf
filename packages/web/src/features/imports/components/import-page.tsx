import {
  type ImportBatch,
  type ImportKind,
  ImportLimits,
  type ImportMapping,
  type ImportProgressStep,
  type ImportReport,
  importKindInfo,
} from '@app/domain';
import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '../../../lib/api-client';
import {
  checkImport,
  commitImport,
  importKeys,
  importReportFile,
  importTemplateFile,
} from '../api/imports-api';
import { rememberedMapping, rememberMapping } from '../api/remembered-mapping';
import { ImportBatches } from './import-batches';
import { SheetMappings, UnknownValues } from './import-mapping';
import { ImportProgressBar } from './import-progress-bar';

const templates: { kind: ImportKind | 'all'; label: string }[] = [
  { kind: 'all', label: 'Every kind' },
  { kind: 'projects', label: 'Projects' },
  { kind: 'properties', label: 'Properties and Tax Parcels' },
  { kind: 'instruments', label: 'Instruments' },
  { kind: 'propertyInstruments', label: importKindInfo.propertyInstruments.label },
  { kind: 'services', label: importKindInfo.services.label },
  { kind: 'contactLinks', label: importKindInfo.contactLinks.label },
];

type Step = 'checking' | 'writing' | null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'The import failed.');

const countsText = (batch: ImportBatch) =>
  Object.entries(batch.counts)
    .filter(([, c]) => c.created + c.updated > 0)
    .map(([kind, c]) => `${kind}: ${c.created} new, ${c.updated} updated`)
    .join('; ');

/**
 * /admin/import (Admin only): templates, then a file checked first (nothing written), its columns and
 * unknown values mapped, the problems listed by sheet, row and column, and the import of all of it.
 */
export const ImportPage = () => {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [step, setStep] = useState<Step>(null);
  const [progress, setProgress] = useState<ImportProgressStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportBatch | null>(null);

  const run = async (chosen: File, using: ImportMapping) => {
    setError(null);
    setImported(null);
    if (chosen.size > ImportLimits.fileBytes) {
      setReport(null);
      setError(
        `The file is larger than ${ImportLimits.fileBytes / 1024 / 1024} MB; split it into smaller files.`,
      );
      return;
    }
    setStep('checking');
    setProgress(null);
    try {
      const checked = await checkImport(chosen, using, setProgress);
      setReport(checked);
      setMapping(Object.fromEntries(checked.sheets.map((s) => [s.sheet, s.mapping])));
    } catch (e) {
      setReport(null);
      setError(errorText(e));
    } finally {
      setStep(null);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    if (chosen) void run(chosen, rememberedMapping());
  };

  const commit = async () => {
    if (!file) return;
    setError(null);
    setStep('writing');
    setProgress(null);
    try {
      const { batch } = await commitImport(file, mapping, setProgress);
      rememberMapping(mapping);
      setImported(batch);
      setReport(null);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: importKeys.batches });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setStep(null);
    }
  };

  const rows = report?.sheets.reduce((sum, s) => sum + (s.kind === '' ? 0 : s.rows), 0) ?? 0;

  return (
    <Stack gap="md">
      <Title order={2}>Import</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="templates-title">
        <Title order={3} size="h4" id="templates-title">
          Templates
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          A workbook with a sheet per kind, drop-down lists of the current options and a note on every column.
        </Text>
        <Group gap="xs">
          {templates.map((t) => (
            <Button
              key={t.kind}
              variant="default"
              onClick={() => void importTemplateFile(t.kind).then(saveFile, (e) => setError(errorText(e)))}
            >
              {t.label}
            </Button>
          ))}
        </Group>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="file-title">
        <Title order={3} size="h4" id="file-title">
          File
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          An Excel workbook (.xlsx) or a CSV file, at most {ImportLimits.fileBytes / 1024 / 1024} MB and{' '}
          {ImportLimits.rows.toLocaleString('en-US')} rows a sheet. It is checked first; nothing is written
          until you import it.
        </Text>
        <FileInput
          label="Spreadsheet"
          placeholder="Choose a file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          maw={480}
        />
      </Paper>

      {step && <ImportProgressBar writing={step === 'writing'} progress={progress} />}
      {error && (
        <Alert color="red" title="The file was not imported" role="alert">
          {error}
        </Alert>
      )}
      {imported && (
        <Alert color="green" title={`Imported ${imported.fileName}`} role="status">
          {countsText(imported)}. It is Import {imported.id} below, where it can be undone.
        </Alert>
      )}

      {report && file && (
        <Stack gap="md">
          {report.ok ? (
            <Alert color="green" title="No problems found" role="status">
              {rows.toLocaleString('en-US')} rows are ready to import.
            </Alert>
          ) : (
            <Alert
              color="red"
              title={`${report.issueCount.toLocaleString('en-US')} problems found`}
              role="status"
            >
              Nothing has been written. Map the columns and values below, or fix the file, then check again.
            </Alert>
          )}
          <SheetMappings report={report} mapping={mapping} onChange={setMapping} />
          <UnknownValues report={report} mapping={mapping} onChange={setMapping} />
          {report.issues.length > 0 && (
            <Paper withBorder p="sm" component="section" aria-labelledby="problems-title">
              <Title order={3} size="h5" id="problems-title">
                Problems
                {report.issueCount > report.issues.length &&
                  ` (the first ${report.issues.length} of ${report.issueCount.toLocaleString('en-US')}; the report lists all)`}
              </Title>
              <Table.ScrollContainer minWidth={600}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Sheet</Table.Th>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Column</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.issues.map((issue, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row may have two problems in one column
                      <Table.Tr key={index}>
                        <Table.Td>{issue.sheet}</Table.Td>
                        <Table.Td>{issue.row}</Table.Td>
                        <Table.Td>{[issue.column, issue.header].filter(Boolean).join(' ')}</Table.Td>
                        <Table.Td>{issue.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          <Group>
            <Button variant="default" disabled={step !== null} onClick={() => void run(file, mapping)}>
              Check Again
            </Button>
            <Button
              variant="default"
              disabled={step !== null}
              onClick={() =>
                void importReportFile(file, mapping).then(saveFile, (e) => setError(errorText(e)))
              }
            >
              Download Report
            </Button>
            <Button disabled={!report.ok || step !== null} onClick={() => void commit()}>
              Import
            </Button>
          </Group>
        </Stack>
      )}

      <ImportBatches />
    </Stack>
  );
};
