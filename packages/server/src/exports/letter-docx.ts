import { Document, Packer, Paragraph, TextRun } from 'docx';

/** A letter's text as Word paragraphs, one a line; an empty line keeps its space. */
const paragraphs = (body: string) =>
  body.split(/\r?\n/).map((line) => new Paragraph({ spacing: { after: 0 }, children: [new TextRun(line)] }));

/**
 * Letters from templates (issue 33 §3) as one Word document: each letter its own section, so each
 * starts on a new page (a mail merge's page break between letters).
 */
export const writeLettersDocx = (bodies: readonly string[], title: string): Promise<Buffer> =>
  Packer.toBuffer(
    new Document({
      creator: 'Conservation Records',
      title,
      styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
      sections: bodies.map((body) => ({
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        children: paragraphs(body),
      })),
    }),
  );
