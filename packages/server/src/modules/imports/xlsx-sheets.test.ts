import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './xlsx-sheets';

/** A workbook whose cells are of every kind the reader turns into values. */
const workbookOfEveryKind = async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Instruments & Terms');
  sheet.addRow(['Legacy ID', ' Executed Date ', 'Acres', 'Notes', 'Active', 'Recorded']);
  sheet.addRow([
    'E-1',
    new Date(Date.UTC(2015, 2, 4)),
    { formula: 'B3*2', result: 24.5 },
    { richText: [{ text: 'Café ' }, { font: { bold: true }, text: 'Hill' }] },
    true,
    40179,
  ]);
  sheet.getCell('B2').numFmt = 'm/d/yyyy';
  sheet.addRow([]);
  // A row past the empty one, its number as the spreadsheet shows it; a formula with no value read as empty.
  sheet.getCell('A4').value = 'E-2';
  sheet.getCell('C4').value = { formula: 'C2+1' } as ExcelJS.CellFormulaValue;
  sheet.getCell('D4').value = '   ';
  workbook.addWorksheet('Lists', { state: 'hidden' }).addRow(['Hidden']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe('readXlsx', () => {
  it('reads values as ExcelJS does: dates as days, formulas as results, rich text as text; hidden sheets left out', async () => {
    const sheets = await readXlsx(await workbookOfEveryKind());
    expect(sheets).toEqual([
      {
        name: 'Instruments & Terms',
        headers: ['Legacy ID', 'Executed Date', 'Acres', 'Notes', 'Active', 'Recorded'],
        rows: [
          { row: 2, cells: ['E-1', '2015-03-04', 24.5, 'Café Hill', true, 40179] },
          { row: 4, cells: ['E-2'] },
        ],
      },
    ]);
  });

  it('reads the parts in any order in the archive: Excel puts the workbook first, ExcelJS its sheets', async () => {
    const written = await JSZip.loadAsync(await workbookOfEveryKind());
    const names = Object.keys(written.files);
    const reordered = new JSZip();
    const last = (name: string) => Number(name.includes('worksheets'));
    for (const name of names.toSorted((a, b) => last(a) - last(b)))
      reordered.file(name, await written.files[name].async('nodebuffer'));
    const bytes = await reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(names.findIndex((n) => n.includes('worksheets'))).toBeLessThan(names.indexOf('xl/workbook.xml'));
    expect(await readXlsx(bytes)).toEqual(await readXlsx(await workbookOfEveryKind()));
  });

  it('refuses a part that is no XML, and a damaged part, as a file that cannot be read', async () => {
    const zip = await JSZip.loadAsync(await workbookOfEveryKind());
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row><c></row>');
    await expect(readXlsx(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(
      /not a spreadsheet/,
    );
    const bytes = await workbookOfEveryKind();
    const damaged = Buffer.from(bytes);
    damaged[200] ^= 0xff;
    await expect(readXlsx(damaged)).rejects.toThrow(/cannot be read|not a spreadsheet/);
  });

  it('refuses a cell longer than Excel holds, naming its sheet and row, before reading on', async () => {
    const zip = await JSZip.loadAsync(await workbookOfEveryKind());
    zip.file(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="str"><v>Legacy ID</v></c></row><row r="2"><c r="A2" t="str"><v>${'x'.repeat(40_000)}</v></c></row></sheetData></worksheet>`,
    );
    await expect(readXlsx(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(
      'Sheet Instruments & Terms, row 2 has a cell longer than 32,767 characters, more than Excel holds in a cell.',
    );
  });
});
