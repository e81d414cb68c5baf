import { type ImportCell, ImportLimits, type ImportSheet, importMessages } from '@app/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError, badRequest } from '../../lib/errors';
import { openZip, ZipProblem } from '../../lib/zip-reader';

/**
 * Reads an xlsx's visible sheets a piece at a time (issue 31 §6, flat memory): the archive is read
 * where each part lies, so the workbook, its shared strings and its styles are read first whatever
 * their order in the ZIP (ExcelJS's own streaming reader needs them before the sheets, and ExcelJS
 * writes them after), then each sheet is inflated and parsed as it streams, holding one piece of XML
 * and the rows kept. Cells read as ExcelJS read them: a formula as its value, a date-formatted number
 * as its day, rich text as its text.
 */

const zipLimits = { entries: 2_000, inflatedBytes: ImportLimits.unpackedBytes, ratio: 500 };

/** A tag's name without its namespace prefix (`x:row` as some writers put it). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses XML handed in pieces of UTF-8, a character split between pieces included. */
const xmlParser = (handlers: {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}) => {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  const { open, text, close } = handlers;
  if (open)
    parser.on('opentag', (tag) =>
      open(local(tag.name), (tag as SaxesTagPlain).attributes as Record<string, string>),
    );
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  return {
    write: (piece: Uint8Array) => parser.write(decoder.decode(piece, { stream: true })),
    end: () => parser.write(decoder.decode()).close(),
  };
};

const notASpreadsheet = () => badRequest(importMessages.notASpreadsheet);

/** A parse of a whole (small) part; a part that is no XML makes the file no spreadsheet. */
const parseWhole = (xml: Buffer, handlers: Parameters<typeof xmlParser>[0]) => {
  try {
    const parser = xmlParser(handlers);
    parser.write(xml);
    parser.end();
  } catch {
    throw notASpreadsheet();
  }
};

/** Text inside `<t>` of each `<si>` (rich text runs joined; phonetic runs left out). */
const sharedStringsOf = (xml: Buffer | null): string[] => {
  const strings: string[] = [];
  if (xml === null) return strings;
  let current: string[] | null = null;
  let inText = false;
  let inPhonetic = false;
  parseWhole(xml, {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    text: (text) => {
      if (inText && !inPhonetic) current?.push(text);
    },
    close: (name) => {
      if (name === 'si') strings.push((current ?? []).join(''));
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
  });
  return strings;
};

/** Excel's built-in number formats that show a date or time. */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code shows a date when a day, month, year or time letter is left outside quotes and brackets (as ExcelJS decides). */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Per cell style (`s`), whether it shows a date. */
const dateStylesOf = (xml: Buffer | null): boolean[] => {
  const styles: boolean[] = [];
  if (xml === null) return styles;
  const customDates = new Set<number>();
  let inCellXfs = false;
  parseWhole(xml, {
    open: (name, attributes) => {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? ''))
        customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(builtInDateFormats.has(id) || customDates.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
};

/** `B12` → 1 (the column from 0). */
const columnOf = (reference: string) => {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
};

/** Excel's serial day as ExcelJS turns it into a date (day 25569 is 1970-01-01), then the day of it. */
const serialDay = (serial: number, date1904: boolean): ImportCell => {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

type SheetPart = { name: string; path: string };

/** The visible sheets in the workbook's order, with where their XML lies, and whether days count from 1904. */
const sheetsOfWorkbook = (workbook: Buffer, rels: Buffer | null) => {
  const targets = new Map<string, string>();
  if (rels)
    parseWhole(rels, {
      open: (name, attributes) => {
        if (name === 'Relationship') targets.set(attributes.Id ?? '', attributes.Target ?? '');
      },
    });
  const sheets: SheetPart[] = [];
  let date1904 = false;
  parseWhole(workbook, {
    open: (name, attributes) => {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name !== 'sheet' || (attributes.state ?? 'visible') !== 'visible') return;
      const id = Object.entries(attributes).find(([key]) => local(key) === 'id')?.[1] ?? '';
      const target = targets.get(id);
      if (target)
        sheets.push({
          name: attributes.name ?? '',
          path: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
        });
    },
  });
  return { sheets, date1904 };
};

/**
 * One sheet's rows as they stream: the first row with a value is the headers. Stops at the caps as
 * soon as they are passed: more rows than an import reads, a value past its last column.
 */
const sheetReader = (
  name: string,
  {
    sharedStrings,
    dateStyles,
    date1904,
  }: { sharedStrings: string[]; dateStyles: boolean[]; date1904: boolean },
) => {
  let headers: string[] | null = null;
  const rows: ImportSheet['rows'] = [];
  let rowElements = 0;
  let rowNumber = 0;
  let cells: ImportCell[] = [];
  let column = -1;
  let type = 'n';
  let style = 0;
  let text: string[] = [];
  let textLength = 0;
  let inValue = false;
  const cellValue = (raw: string): ImportCell => {
    if (type === 's') {
      const shared = sharedStrings[Number(raw)];
      return shared === undefined || shared.trim() === '' ? null : shared;
    }
    if (type === 'str' || type === 'inlineStr' || type === 'e') return raw.trim() === '' ? null : raw;
    if (raw.trim() === '') return null;
    if (type === 'b') return raw === '1' || raw === 'true';
    if (type === 'd') return raw.slice(0, 10);
    const number = Number(raw);
    if (!Number.isFinite(number)) return raw;
    return dateStyles[style] ? serialDay(number, date1904) : number;
  };
  const parser = xmlParser({
    open: (tag, attributes) => {
      if (tag === 'row') {
        rowElements++;
        if (rowElements > ImportLimits.rows + 1)
          throw badRequest(importMessages.tooManyRows(name, ImportLimits.rows));
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (tag === 'c') {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        type = attributes.t ?? 'n';
        style = Number(attributes.s ?? 0);
        text = [];
        textLength = 0;
      } else if (tag === 'v' || (tag === 't' && type === 'inlineStr')) inValue = true;
    },
    text: (piece) => {
      if (!inValue) return;
      textLength += piece.length;
      if (textLength > ImportLimits.cellChars)
        throw badRequest(importMessages.cellTooLong(name, rowNumber, ImportLimits.cellChars));
      text.push(piece);
    },
    close: (tag) => {
      if (tag === 'v' || tag === 't') inValue = false;
      else if (tag === 'c') {
        const value = cellValue(text.join(''));
        if (value === null) return;
        if (column >= ImportLimits.columns)
          throw badRequest(importMessages.tooManyColumns(name, ImportLimits.columns));
        cells[column] = value;
      } else if (tag === 'row') {
        for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
        if (!cells.some((c) => c !== null)) return;
        if (headers === null) headers = cells.map((c) => (c === null ? '' : String(c).trim()));
        else rows.push({ row: rowNumber, cells });
      }
    },
  });
  return {
    write: parser.write,
    end: (): ImportSheet | null => {
      parser.end();
      return headers === null ? null : { name, headers, rows };
    },
  };
};

/** The error of a step: a message of ours passes, a damaged archive says so, anything else is no spreadsheet. */
const asAnswer = (error: unknown) => {
  if (error instanceof ZipProblem)
    return badRequest(
      /not a ZIP/.test(error.message)
        ? importMessages.notASpreadsheet
        : `The workbook cannot be read: ${error.message}`,
    );
  if (error instanceof AppError) return error;
  return notASpreadsheet();
};

export const readXlsx = async (bytes: Buffer): Promise<ImportSheet[]> => {
  try {
    // Every part is inflated once and let go, within the caps, so a zip bomb anywhere is refused.
    const checked = openZip(bytes, zipLimits);
    for (const entry of checked.entries)
      if (!entry.name.endsWith('/')) await checked.readPieces(entry, () => {});
    const zip = openZip(bytes, zipLimits);
    const entryOf = new Map(zip.entries.map((entry) => [entry.name, entry]));
    const part = (name: string) => {
      const entry = entryOf.get(name);
      return entry ? zip.read(entry) : null;
    };
    const workbook = part('xl/workbook.xml');
    if (workbook === null) throw notASpreadsheet();
    const { sheets, date1904 } = sheetsOfWorkbook(workbook, part('xl/_rels/workbook.xml.rels'));
    const shared = {
      sharedStrings: sharedStringsOf(part('xl/sharedStrings.xml')),
      dateStyles: dateStylesOf(part('xl/styles.xml')),
      date1904,
    };
    const read: ImportSheet[] = [];
    for (const { name, path } of sheets) {
      const entry = entryOf.get(path);
      if (!entry) continue;
      const reader = sheetReader(name, shared);
      await zip.readPieces(entry, reader.write);
      const sheet = reader.end();
      if (sheet) read.push(sheet);
    }
    return read;
  } catch (error) {
    throw asAnswer(error);
  }
};
