import { type ImportCell, ImportLimits, type ImportSheet, importMessages } from '@app/domain';
import { CsvSyntaxError, parseCsv } from '../../crm/csv-import';
import { badRequest } from '../../lib/errors';
import { readXlsx } from './xlsx-sheets';

/**
 * Reads an uploaded spreadsheet into sheets of cells (issue 31 §1): xlsx as Excel writes it (formulas
 * as their values, hidden sheets and empty rows skipped; `readXlsx`) or csv (UTF-8 with or without a
 * BOM, else Windows-1252).
 */
export const readImportFile = async (bytes: Buffer, fileName: string): Promise<ImportSheet[]> => {
  if (bytes.length > ImportLimits.fileBytes)
    throw badRequest(importMessages.fileTooLarge(ImportLimits.fileBytes / 1024 / 1024));
  if (bytes.length === 0) throw badRequest(importMessages.notASpreadsheet);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsx(bytes);
  return [readCsv(bytes, fileName)];
};

const sheetNameOfFile = (fileName: string) =>
  fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'Sheet1';

const decode = (bytes: Buffer): string => {
  const withoutBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(withoutBom);
  } catch {
    return new TextDecoder('windows-1252').decode(withoutBom);
  }
};

const readCsv = (bytes: Buffer, fileName: string): ImportSheet => {
  const name = sheetNameOfFile(fileName);
  // A binary file (an old .xls, a picture) holds NUL bytes; no CSV staff write does.
  if (bytes.includes(0)) throw badRequest(importMessages.notASpreadsheet);
  let records: ReturnType<typeof parseCsv>;
  try {
    // The header and one row past the cap are enough to refuse it.
    records = parseCsv(decode(bytes), { atMost: ImportLimits.rows + 1 });
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(`Sheet ${name}: ${error.message}`);
    throw error;
  }
  if (records.length - 1 > ImportLimits.rows)
    throw badRequest(importMessages.tooManyRows(name, ImportLimits.rows));
  const [header, ...rows] = records;
  if (!header) throw badRequest(importMessages.notASpreadsheet);
  if (records.some((r) => r.fields.length > ImportLimits.columns))
    throw badRequest(importMessages.tooManyColumns(name, ImportLimits.columns));
  return {
    name,
    headers: header.fields.map((f) => f.trim()),
    rows: rows
      .map((r) => ({ row: r.line, cells: r.fields.map((f): ImportCell => (f.trim() === '' ? null : f)) }))
      .filter((r) => r.cells.some((c) => c !== null)),
  };
};
