import {
  type ImportBatch,
  type ImportCommitResult,
  type ImportKind,
  type ImportMapping,
  type ImportProgressLine,
  type ImportProgressStep,
  type ImportReport,
  importProgressType,
} from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  type DownloadedFile,
  getFile,
  getJson,
  sendJson,
} from '../../../lib/api-client';

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

export type OnImportProgress = (step: ImportProgressStep) => void;

/**
 * A check or a commit asked for its progress: the server answers a JSON line per step, each handed to
 * `onProgress` as it arrives (the body read as it comes), then the answer (`done`) or the error in the
 * one error shape, thrown as any API error.
 */
const withProgress = async <T>(
  step: 'check' | 'commit',
  file: File,
  mapping: ImportMapping,
  onProgress: OnImportProgress,
): Promise<T> => {
  const { path, options } = fileRequest(step, file, mapping);
  const response = await apiRequest(path, { ...options, headers: { Accept: importProgressType } });
  if (!response.body) throw new Error('The server answered nothing.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      const line = JSON.parse(text) as ImportProgressLine<T>;
      if ('progress' in line) onProgress(line.progress);
      else if ('done' in line) return line.done;
      else throw new ApiError({ status: line.status, ...line.error });
    }
    if (done) break;
  }
  throw new Error(
    'The connection ended before the server finished. Look at the list of imports below before trying again.',
  );
};

export const checkImport = (file: File, mapping: ImportMapping, onProgress: OnImportProgress) =>
  withProgress<ImportReport>('check', file, mapping, onProgress);

export const commitImport = (file: File, mapping: ImportMapping, onProgress: OnImportProgress) =>
  withProgress<ImportCommitResult>('commit', file, mapping, onProgress);

export const importReportFile = async (file: File, mapping: ImportMapping): Promise<DownloadedFile> => {
  const { path, options } = fileRequest('report', file, mapping);
  const response = await apiRequest(path, options);
  return { blob: await response.blob(), fileName: `Import report - ${file.name.replace(/\.\w+$/, '')}.xlsx` };
};

export const importTemplateFile = (kind: ImportKind | 'all') =>
  getFile(`/import/template/${kind}`, { defaultFileName: `Import template - ${kind}.xlsx` });

export const undoImport = (id: number) => sendJson<ImportBatch>('POST', `/import/batches/${id}/undo`);
