import { BorderStyle, HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** The building blocks the Word reports share (the inspection form, the case report). */
export const heading = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 80 } });

export const cell = (text: string, { bold = false, width }: { bold?: boolean; width?: number } = {}) =>
  new TableCell({
    width: width === undefined ? undefined : { size: width, type: WidthType.PERCENTAGE },
    children: text
      .split('\n')
      .map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] })),
  });

/** A two-column table of label and value, the way a paper form lays out its fields. */
export const fieldTable = (rows: [string, string][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({ children: [cell(label, { bold: true, width: 35 }), cell(value, { width: 65 })] }),
    ),
  });

/** A table with a header row; an empty list reads as one line of text instead. */
export const listTable = (headers: string[], rows: string[][], empty: string) =>
  rows.length === 0
    ? new Paragraph({ text: empty })
    : new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: headers.map((h) => cell(h, { bold: true })) }),
          ...rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
        ],
      });

export const signatureLine = (label: string) =>
  new Paragraph({
    spacing: { before: 480 },
    border: { top: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 4 } },
    children: [new TextRun({ text: label })],
  });
