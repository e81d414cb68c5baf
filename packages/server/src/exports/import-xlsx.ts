import { type ImportKind, type ImportSheet, importKindInfo, type LookupOptions } from '@app/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from './exceljs';

/** Rows of a template that carry the drop-down lists: more than a legacy file of one kind needs at once. */
const templateRows = 5_000;

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** ExcelJS keeps a range's validation in `dataValidations` (its types name only the per-cell one). */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } })
    .dataValidations;

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

/**
 * The import template of `kinds` (issue 31 §2): a sheet per kind with its headers, a note on each
 * header saying what the column takes, and drop-down lists filled from the live lookups (kept on a
 * hidden Lists sheet, which the import skips).
 */
export const writeImportTemplate = async (
  kinds: readonly ImportKind[],
  lookups: LookupOptions,
): Promise<Buffer> => {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheets = kinds.map((kind) => workbook.addWorksheet(importKindInfo[kind].label));
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
  const listColumns = new Map<string, string>();
  const listRange = (name: keyof LookupOptions) => {
    const known = listColumns.get(name);
    if (known) return known;
    const column = columnLetter(listColumns.size);
    // A name repeated across scopes (a role of instruments and of services) is offered once.
    const names = [...new Set(lookups[name].map((o) => o.name))];
    lists.getCell(`${column}1`).value = name;
    names.forEach((n, i) => {
      lists.getCell(`${column}${i + 2}`).value = n;
    });
    const range = `Lists!$${column}$2:$${column}$${Math.max(2, names.length + 1)}`;
    listColumns.set(name, range);
    return range;
  };
  kinds.forEach((kind, k) => {
    const sheet = sheets[k];
    const fields = importKindInfo[kind].fields;
    sheet.columns = fields.map((f) => ({
      header: f.label,
      key: f.key,
      width: Math.max(14, f.label.length + 4),
    }));
    bold(sheet.getRow(1));
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    fields.forEach((field, index) => {
      const header = sheet.getCell(1, index + 1);
      header.note = `${field.required ? 'Required. ' : ''}${field.note}`;
      const type = field.type;
      const range = `${columnLetter(index)}2:${columnLetter(index)}${templateRows + 1}`;
      if (type === 'boolean')
        validations(sheet).add(range, { type: 'list', allowBlank: true, formulae: ['"Yes,No"'] });
      else if (typeof type === 'object' && 'lookup' in type)
        validations(sheet).add(range, {
          type: 'list',
          allowBlank: !field.required,
          formulae: [listRange(type.lookup)],
          showErrorMessage: true,
          errorTitle: field.label,
          error: `Choose a ${field.label} from the list.`,
        });
      else if (typeof type === 'object' && 'lookupList' in type)
        // Several values go in one cell, so the list is offered without refusing other text.
        validations(sheet).add(range, {
          type: 'list',
          allowBlank: true,
          formulae: [listRange(type.lookupList)],
          showErrorMessage: false,
        });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * The dry run's report as a workbook (issue 31 §4): each sheet of the file as it was read, with an
 * Errors column first beside every row, the rows with problems highlighted.
 */
export const writeImportReport = async (
  sheets: readonly ImportSheet[],
  rowProblems: Map<string, Map<number, string[]>>,
): Promise<Buffer> => {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  for (const sheet of sheets) {
    const problems = rowProblems.get(sheet.name) ?? new Map<number, string[]>();
    const out = workbook.addWorksheet(sheet.name.slice(0, 31));
    out.addRow(['Errors', 'Row', ...sheet.headers]);
    bold(out.getRow(1));
    out.views = [{ state: 'frozen', ySplit: 1 }];
    out.getColumn(1).width = 60;
    const sheetProblems = problems.get(1);
    if (sheetProblems) out.addRow([sheetProblems.join('\n'), 1]);
    for (const { row, cells } of sheet.rows) {
      const messages = problems.get(row);
      const added = out.addRow([messages ? messages.join('\n') : '', row, ...cells]);
      if (messages) {
        added.getCell(1).alignment = { wrapText: true, vertical: 'top' };
        added.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE0E0' } };
      }
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
