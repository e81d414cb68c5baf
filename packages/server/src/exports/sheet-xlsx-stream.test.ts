import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { columnLetters, excelDay, streamSheetXlsx, xmlText } from './sheet-xlsx-stream';
import { zipStream } from './zip-stream';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

type Row = { id: number; name: string | null; share: number | null };
const columns = [
  { header: 'ID', width: 8, value: (r: Row) => r.id },
  { header: 'Name & Place', width: 30, value: (r: Row) => r.name },
  { header: 'Share', value: (r: Row) => r.share },
];

describe('xmlText', () => {
  it.each([
    ['Oak Hollow', 'Oak Hollow'],
    ['Smith & Sons <East>', 'Smith &amp; Sons &lt;East&gt;'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ['bell\u0007here', 'bell_x0007_here'],
    ['tab\tand\nline', 'tab\tand\nline'],
    // A literal escape sequence keeps its meaning: its underscore is escaped.
    ['code _x0041_ here', 'code _x005F_x0041_ here'],
    ['under_score', 'under_score'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
  ])('%j → %j', (value, written) => {
    expect(xmlText(value)).toBe(written);
  });
});

describe('columnLetters', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (index, letters) => {
    expect(columnLetters(index)).toBe(letters);
  });
});

describe('streamSheetXlsx', () => {
  it('writes a workbook Excel readers open: values, bold frozen header, widths, checked CRCs', async () => {
    const rows: Row[] = [
      { id: 1, name: 'Smith & Sons <East>', share: 0.25 },
      { id: 2, name: null, share: null },
      { id: 3, name: '  leading and trailing  ', share: 12345678.5 },
      { id: 4, name: 'two\nlines', share: -3 },
      { id: 5, name: 'Émile’s farm 🌲', share: 0 },
      { id: 6, name: 'bell\u0007', share: Number.NaN },
    ];
    const body = await bytesOf(streamSheetXlsx('Ledger Test', columns, rows));

    const zip = await JSZip.loadAsync(body, { checkCRC32: true });
    expect(Object.keys(zip.files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Ledger Test');
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['ID', 'Name & Place', 'Share'],
      [1, 'Smith & Sons <East>', 0.25],
      [2],
      [3, '  leading and trailing  ', 12345678.5],
      [4, 'two\nlines', -3],
      [5, 'Émile’s farm 🌲', 0],
      // Excel's escape: Excel reads it back as the character; exceljs leaves it as written.
      [6, 'bell_x0007_'],
    ]);
    expect(['A1', 'B1', 'C1'].map((ref) => sheet.getCell(ref).font?.bold)).toEqual([true, true, true]);
    expect(sheet.getCell('B2').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([8, 30, 16]);
  });

  it('writes a date column’s days as date cells shown MM/DD/YYYY, and anything else in it as it is', async () => {
    const days = [
      { header: 'Day', date: true, value: (r: { day: string | null }) => r.day },
      { header: 'As text', value: (r: { day: string | null }) => r.day },
    ];
    const rows = [
      { day: '2024-02-29' },
      { day: '1900-03-01' },
      { day: 'Now' },
      { day: null },
      { day: '1899-12-31' },
    ];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(streamSheetXlsx('Days', days, rows))) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(sheet.getCell('A2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getCell('A3').value).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(sheet.getCell('A4').value).toBe('Now');
    expect(sheet.getCell('A5').value).toBeNull();
    // Before 1 March 1900 Excel's serials are off by its phantom leap day: such a day stays text.
    expect(sheet.getCell('A6').value).toBe('1899-12-31');
    expect(sheet.getCell('B2').value).toBe('2024-02-29');
    expect(excelDay('2024-02-29')).toBe(45351);
    expect(excelDay('02/29/2024')).toBeNull();
  });

  it('writes a text longer than a cell holds cut to 32,767 characters', async () => {
    const body = await bytesOf(
      streamSheetXlsx('Long', columns, [{ id: 1, name: 'Property 7 - Owner\n'.repeat(3_000), share: null }]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[0].getCell('B2').value)).toHaveLength(32_767);
  });

  it('streams rows as they come and writes an empty sheet with its header alone', async () => {
    async function* slowly() {
      for (let id = 1; id <= 1000; id++) yield { id, name: `Tract ${id}`, share: id / 4 };
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await bytesOf(streamSheetXlsx('Many', columns, slowly()))) as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets[0].rowCount).toBe(1001);
    expect(workbook.worksheets[0].getRow(1001).values).toEqual([undefined, 1000, 'Tract 1000', 250]);

    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load((await bytesOf(streamSheetXlsx('None', columns, []))) as unknown as ArrayBuffer);
    expect(empty.worksheets[0].rowCount).toBe(1);
  });

  it('ends the stream with the error when the rows fail, and refuses a name Excel would not take', async () => {
    function* failing() {
      yield { id: 1, name: 'fine', share: 1 };
      throw new Error('the database went away');
    }
    await expect(bytesOf(streamSheetXlsx('Broken', columns, failing()))).rejects.toThrow(
      'the database went away',
    );
    expect(() => streamSheetXlsx('a/b', columns, [])).toThrow(/cannot name a sheet/);
    expect(() => streamSheetXlsx('x'.repeat(32), columns, [])).toThrow(/cannot name a sheet/);
  });
});

describe('zipStream', () => {
  it('writes files any ZIP reader opens, with sizes and CRCs that check', async () => {
    const big = 'The quick brown fox. '.repeat(50_000);
    const body = await bytesOf(
      zipStream([
        { name: 'a.txt', content: ['hello ', Buffer.from('world')] },
        { name: 'folder/big.txt', content: Readable.from([big.slice(0, 400_000), big.slice(400_000)]) },
        { name: 'empty.txt', content: [] },
      ]),
    );
    const zip = await JSZip.loadAsync(body, { checkCRC32: true });
    expect(await zip.file('a.txt')?.async('string')).toBe('hello world');
    expect(await zip.file('folder/big.txt')?.async('string')).toBe(big);
    expect(await zip.file('empty.txt')?.async('string')).toBe('');
    // Deflated, not stored.
    expect(body.length).toBeLessThan(big.length / 20);
  });
});
