import type { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/** exceljs takes most of a second to load: it is loaded by the first export, not at every start. */
export const loadExcel = () => {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
};

/**
 * Fills `stream` once exceljs has loaded, so a writer can still hand back its stream at once; any
 * failure (loading, writing) ends the stream with the error.
 */
export const writeWhenLoaded = (stream: PassThrough, fill: (excel: typeof ExcelJS) => Promise<unknown>) => {
  loadExcel()
    .then(fill)
    .catch((error: unknown) => stream.destroy(error as Error));
};
