import type { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * exceljs takes most of a second to load: it is loaded by the first export, not at every start (as
 * sharp and docx are by their first use: a dynamic import, which Node loads once).
 */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/**
 * Fills `stream` once exceljs has loaded, so a writer can still hand back its stream at once; any
 * failure (loading, writing) ends the stream with the error.
 */
export const writeWhenLoaded = (stream: PassThrough, fill: (excel: typeof ExcelJS) => Promise<unknown>) => {
  loadExcel()
    .then(fill)
    .catch((error: unknown) => stream.destroy(error as Error));
};
