import { type ImportCell, ImportLimits, type ImportSheet, importMessages } from '@app/domain';
import { CsvSyntaxError, parseCsv } from '../../crm/csv-import';
import { loadExcel } from '../../exports/exceljs';
import { badRequest } from '../../lib/errors';
import { openZip, ZipProblem } from '../../lib/zip-reader';

/**
 * Reads an uploaded spreadsheet into sheets of cells (issue 31 §1): xlsx as Excel writes it (formulas
 * as their values, hidden sheets and empty rows skipped) or csv (UTF-8 with or without a BOM, else
 * Windows-1252). Every cap is checked before the costly step it guards: the archive's unpacked size
 * (a zip bomb) before ExcelJS reads it, each sheet's rows before its cells are read.
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
    records = parseCsv(decode(bytes));
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

/** "&amp;" and the like in a sheet's name as workbook.xml writes it. */
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each sheet's name and rows, counted in its XML before ExcelJS reads any cell, so a million rows cost no more than their bytes. */
const checkRowCounts = (bytes: Buffer) => {
  let zip: ReturnType<typeof openZip>;
  try {
    zip = openZip(bytes, { entries: 2_000, inflatedBytes: ImportLimits.unpackedBytes, ratio: 500 });
  } catch (error) {
    if (error instanceof ZipProblem)
      throw badRequest(
        /not a ZIP/.test(error.message)
          ? importMessages.notASpreadsheet
          : `The workbook cannot be read: ${error.message}`,
      );
    throw error;
  }
  // Every part is unpacked once within the caps, so ExcelJS never meets one that expands past them.
  const parts = new Map<string, Buffer>();
  try {
    for (const part of zip.entries) if (!part.name.endsWith('/')) parts.set(part.name, zip.read(part));
  } catch (error) {
    if (error instanceof ZipProblem) throw badRequest(`The workbook cannot be read: ${error.message}`);
    throw error;
  }
  const text = (name: string) => parts.get(name)?.toString('utf8') ?? null;
  const workbook = text('xl/workbook.xml');
  if (workbook === null) throw badRequest(importMessages.notASpreadsheet);
  const rels = text('xl/_rels/workbook.xml.rels') ?? '';
  const targets = new Map(
    [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => [
      /\bId="([^"]*)"/.exec(m[0])?.[1] ?? '',
      /\bTarget="([^"]*)"/.exec(m[0])?.[1] ?? '',
    ]),
  );
  for (const m of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const name = unescapeXml(/\bname="([^"]*)"/.exec(m[0])?.[1] ?? '');
    const target = targets.get(/\br:id="([^"]*)"/.exec(m[0])?.[1] ?? '') ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const xml = text(path);
    if (xml === null) continue;
    let rows = 0;
    for (let at = xml.indexOf('<row'); at !== -1; at = xml.indexOf('<row', at + 4)) {
      const next = xml[at + 4];
      if (next === ' ' || next === '>') rows++;
      if (rows > ImportLimits.rows + 1) throw badRequest(importMessages.tooManyRows(name, ImportLimits.rows));
    }
  }
};

type ExcelValue = unknown;

/** A cell's value as the check reads it: a formula's result, a rich text's text, a date's day. */
const cellOf = (value: ExcelValue): ImportCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('result' in v) return cellOf(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (Array.isArray(v.richText))
      return cellOf((v.richText as { text: string }[]).map((r) => r.text).join(''));
    if ('text' in v) return cellOf(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(value);
};

const readXlsx = async (bytes: Buffer): Promise<ImportSheet[]> => {
  checkRowCounts(bytes);
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(importMessages.notASpreadsheet);
  }
  const sheets: ImportSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state !== 'visible') continue;
    if (worksheet.columnCount > ImportLimits.columns)
      throw badRequest(importMessages.tooManyColumns(worksheet.name, ImportLimits.columns));
    let headers: string[] | null = null;
    const rows: ImportSheet['rows'] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: ImportCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellOf(cell.value);
      });
      for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
      if (!cells.some((c) => c !== null)) return;
      if (headers === null) headers = cells.map((c) => (c === null ? '' : String(c).trim()));
      else rows.push({ row: rowNumber, cells });
    });
    if (headers !== null) sheets.push({ name: worksheet.name, headers, rows });
  }
  return sheets;
};
