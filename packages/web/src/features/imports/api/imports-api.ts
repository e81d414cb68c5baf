import type { ImportBatch, ImportKind, ImportMapping, ImportReport } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type DownloadedFile, getFile, getJson, sendJson } from '../../../lib/api-client';

export const importKeys = { batches: ['import', 'batches'] as const };

export const importBatchesQuery = () =>
  queryOptions({
    queryKey: importKeys.batches,
    queryFn: ({ signal }) => getJson<ImportBatch[]>('/import/batches', signal),
  });

/** The file goes as its bytes; its name and the mapping ride in the query, so every step is one request. */
const fileRequest = (step: 'check' | 'commit' | 'report', file: File, mapping: ImportMapping) => {
  const query = new URLSearchParams({ fileName: file.name, mapping: JSON.stringify(mapping) });
  return {
    path: `/import/${step}?${query}`,
    options: { method: 'POST', body: new Blob([file], { type: 'application/octet-stream' }) },
  };
};

export const checkImport = async (file: File, mapping: ImportMapping) => {
  const { path, options } = fileRequest('check', file, mapping);
  return (await (await apiRequest(path, options)).json()) as ImportReport;
};

export const commitImport = async (file: File, mapping: ImportMapping) => {
  const { path, options } = fileRequest('commit', file, mapping);
  return (await (await apiRequest(path, options)).json()) as { batch: ImportBatch; report: ImportReport };
};

export const importReportFile = async (file: File, mapping: ImportMapping): Promise<DownloadedFile> => {
  const { path, options } = fileRequest('report', file, mapping);
  const response = await apiRequest(path, options);
  return { blob: await response.blob(), fileName: `Import report - ${file.name.replace(/\.\w+$/, '')}.xlsx` };
};

export const importTemplateFile = (kind: ImportKind | 'all') =>
  getFile(`/import/template/${kind}`, { defaultFileName: `Import template - ${kind}.xlsx` });

export const undoImport = (id: number) => sendJson<ImportBatch>('POST', `/import/batches/${id}/undo`);
