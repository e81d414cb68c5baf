import { PassThrough, type Readable } from 'node:stream';
import { type SearchEntityType, type SearchRows, searchCellValue, searchColumns } from '@app/domain';
import type ExcelJS from 'exceljs';
import { cellText } from './cell-text';
import { loadExcel, writeWhenLoaded } from './exceljs';

export type SheetColumn<R> = {
  header: string;
  width?: number;
  value: (row: R) => string | number | null;
  /**
   * Its values are calendar days ('YYYY-MM-DD'), written as date cells shown MM/DD/YYYY (Excel sorts
   * and filters them as dates); any other value in it is written as it is. Honoured by
   * `streamSheetXlsx` (the ledger's workbooks).
   */
  date?: boolean;
};

const bold = { bold: true };

/** The columns of a type's search results as a sheet: the table's columns, values as the table shows them. */
export const searchResultColumns = <T extends Exclude<SearchEntityType, 'Contact'>>(
  type: T,
): SheetColumn<SearchRows[T]>[] =>
  searchColumns[type].map(({ key, label }) => ({
    header: label,
    width: Math.max(12, label.length + 4),
    value: (row: SearchRows[T]) => searchCellValue(type, key, row),
  }));

const fillSheet = <R>(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: SheetColumn<R>[],
) => {
  // The header row stays in view while scrolling.
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = bold;
  const cell = (value: string | number | null) => (typeof value === 'string' ? cellText(value) : value);
  return { sheet, add: (row: R) => sheet.addRow(columns.map((c) => cell(c.value(row)))) };
};

/** One sheet of rows, streamed as it is written; a failure ends the stream with the error. */
export const writeSheetXlsx = <R>(
  sheetName: string,
  columns: SheetColumn<R>[],
  rows: Iterable<R>,
): Readable => {
  const stream = new PassThrough();
  writeWhenLoaded(stream, (ExcelJS) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const { sheet, add } = fillSheet(workbook, sheetName, columns);
    for (const row of rows) add(row).commit();
    sheet.commit();
    return workbook.commit();
  });
  return stream;
};

/** One sheet of rows as a whole file in memory (a zip holds several). */
export const sheetXlsxBuffer = async <R>(sheetName: string, columns: SheetColumn<R>[], rows: Iterable<R>) => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const { add } = fillSheet(workbook, sheetName, columns);
  for (const row of rows) add(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
