import type { Readable } from 'node:stream';
import { cellText } from './cell-text';
import type { SheetColumn } from './search-results-xlsx';
import { zipStream } from './zip-stream';

/**
 * One sheet of rows as an .xlsx file, its XML written straight from the values and zipped as it goes:
 * the accreditation ledger's 24,000 easements by 15 columns took exceljs's streaming writer 1.1–2.8 s
 * of CPU (a model object and a style lookup per cell), and take this about a tenth of that. It writes
 * what those workbooks use and no more: text, number and date cells (text inline, not in a shared
 * table), a bold header row that stays in view, column widths.
 */

const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkgRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Rows per chunk handed to the zip: about 300 KB of XML. */
const RowsPerChunk = 500;

/** The characters XML 1.0 cannot hold that text in the database can: controls but tab and line ends, U+FFFE/U+FFFF. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is its purpose
const notXml = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
/** Anything escaping has to look at; most values have none and are written as they are. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is its purpose
const needsEscape = /[&<>"_\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/**
 * Text for an XML text node or attribute. A character XML cannot hold is written as Excel writes it,
 * _xHHHH_, and a '_xHHHH_' already in the text has its underscore escaped (_x005F_) so it reads back
 * as typed. A broken UTF-16 character becomes U+FFFD, as the database would have stored it.
 */
export const xmlText = (value: string) =>
  needsEscape.test(value)
    ? value
        .toWellFormed()
        .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
        .replace(notXml, (c) => `_x${hex4(c.charCodeAt(0))}_`)
        .replace(/[&<>"]/g, (c) => entities[c])
    : value;

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** What `\s` matches, for one character: the ASCII ones without a regular expression. */
const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));

const cell = (ref: string, cellValue: string | number | null | undefined, style: string) => {
  if (cellValue === null || cellValue === undefined) return '';
  if (typeof cellValue === 'number')
    return Number.isFinite(cellValue) ? `<c r="${ref}"${style}><v>${cellValue}</v></c>` : '';
  const value = cellText(cellValue);
  // Spaces at either end, or line breaks, are kept only when asked to be.
  const keep =
    (value.length > 0 && (isSpace(value.charCodeAt(0)) || isSpace(value.charCodeAt(value.length - 1)))) ||
    value.includes('\n');
  return `<c r="${ref}"${style} t="inlineStr"><is><t${keep ? ' xml:space="preserve"' : ''}>${xmlText(value)}</t></is></c>`;
};

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;
/** Excel's day 0 (1900 date system, with its phantom 29 February 1900): 30 December 1899. */
const excelEpoch = Date.UTC(1899, 11, 30);

/** A calendar day as Excel's serial day number, or null when the value is not a day 'YYYY-MM-DD'. */
export const excelDay = (value: string): number | null => {
  const match = calendarDay.exec(value);
  if (!match) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Before 1 March 1900 Excel's serials count a 29 February 1900 that never was: such a day stays text.
  const serial = (at - excelEpoch) / msPerDay;
  return serial >= 61 ? serial : null;
};

/** The cell style of a date column's days: style 2, MM/DD/YYYY as the app shows them. */
const dateStyle = ' s="2"';

async function* sheetXml<R>(columns: SheetColumn<R>[], rows: Iterable<R> | AsyncIterable<R>) {
  const letters = columns.map((_, i) => columnLetters(i));
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => cell(`${letters[i]}1`, c.header, ' s="1"')).join('');
  yield `${declaration}<worksheet xmlns="${ns}" xmlns:r="${relNs}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData><row r="1">${header}</row>`;
  const rowXml = (row: R, r: number) => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < columns.length; i++) {
      const value = columns[i].value(row);
      const serial = columns[i].date && typeof value === 'string' ? excelDay(value) : null;
      xml +=
        serial === null ? cell(`${letters[i]}${r}`, value, '') : cell(`${letters[i]}${r}`, serial, dateStyle);
    }
    return `${xml}</row>`;
  };
  let chunk = '';
  let r = 1;
  // An array (the usual case) is walked without a promise per row.
  if (Symbol.iterator in rows)
    for (const row of rows) {
      chunk += rowXml(row, ++r);
      if (r % RowsPerChunk === 0) {
        yield chunk;
        chunk = '';
      }
    }
  else
    for await (const row of rows) {
      chunk += rowXml(row, ++r);
      if (r % RowsPerChunk === 0) {
        yield chunk;
        chunk = '';
      }
    }
  yield `${chunk}</sheetData></worksheet>`;
}

const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const packageRels = `${declaration}<Relationships xmlns="${pkgRelNs}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `${declaration}<Relationships xmlns="${pkgRelNs}"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/></Relationships>`;
/** Style 0 the default, style 1 bold (the header row), style 2 a day as MM/DD/YYYY (number format 164). */
const styles = `${declaration}<styleSheet xmlns="${ns}"><numFmts count="1"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Excel's rules for a sheet's name. */
const sheetName = (name: string) => {
  if (name.length === 0 || name.length > 31 || /[\\/?*[\]:]/.test(name))
    throw new Error(`'${name}' cannot name a sheet: 1 to 31 characters, none of \\ / ? * [ ] :`);
  return xmlText(name);
};

/** One sheet of rows as an .xlsx byte stream, written as it is read; a failure ends it with the error. */
export const streamSheetXlsx = <R>(
  name: string,
  columns: SheetColumn<R>[],
  rows: Iterable<R> | AsyncIterable<R>,
): Readable => {
  const workbook = `${declaration}<workbook xmlns="${ns}" xmlns:r="${relNs}"><sheets><sheet name="${sheetName(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipStream([
    { name: '[Content_Types].xml', content: [contentTypes] },
    { name: '_rels/.rels', content: [packageRels] },
    { name: 'xl/workbook.xml', content: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', content: [workbookRels] },
    { name: 'xl/styles.xml', content: [styles] },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(columns, rows) },
  ]);
};
