import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';
import { sheetXlsxBuffer } from './search-results-xlsx';

describe('cellText', () => {
  it('keeps a text Excel can hold and cuts a longer one to 32,767 characters, saying so, never in half a character', () => {
    const fits = 'x'.repeat(32_767);
    expect(cellText(fits)).toBe(fits);
    const long = 'Instrument 1 - Grantor\n'.repeat(2_000);
    const cut = cellText(long);
    expect(cut).toHaveLength(32_767);
    expect(cut.startsWith(long.slice(0, 30_000))).toBe(true);
    expect(cut.endsWith('… (cut here: an Excel cell holds 32,767 characters)')).toBe(true);
    const trees = cellText('🌲'.repeat(20_000));
    expect(trees.isWellFormed()).toBe(true);
    expect(trees.length).toBeLessThanOrEqual(32_767);
  });

  it('cuts a search result cell too (a contact on thousands of records)', async () => {
    const roles = 'Property 7 - Owner\n'.repeat(3_000);
    const body = await sheetXlsxBuffer('Contacts', [{ header: 'Role(s)', value: (r: string) => r }], [roles]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[0].getCell('A2').value)).toHaveLength(32_767);
  });
});
