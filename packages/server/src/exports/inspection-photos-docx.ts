import { displayOrNone, formatDateTime, formatDegrees, formatPhotoPosition, type Photo } from '@app/domain';
import { ImageRun, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** A photo as the report prints it: its details, the names it links to, and its thumbnail's bytes. */
export type ReportPhoto = Pick<
  Photo,
  | 'id'
  | 'caption'
  | 'takenAt'
  | 'latitude'
  | 'longitude'
  | 'accuracyMeters'
  | 'headingDegrees'
  | 'photographerName'
  | 'photoPointName'
> & {
  observationName: string | null;
  /** The JPEG thumbnail and its size in pixels; null when it could not be read. */
  thumbnail: { bytes: Uint8Array; width: number; height: number } | null;
};

/** The widest a photo prints (px at 96 dpi: about 3.3 inches, two to a page with their details). */
const printWidth = 320;

const detail = (label: string, value: string) =>
  new TableRow({
    children: [
      new TableCell({
        width: { size: 30, type: WidthType.PERCENTAGE },
        children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
      }),
      new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, children: [new Paragraph(value)] }),
    ],
  });

/** One photo: its thumbnail (kept on the page with its details), then caption, time, place and links. */
const photoBlock = (photo: ReportPhoto) => {
  const name = photo.caption ?? `Photo ${photo.id}`;
  const { thumbnail } = photo;
  const scale = thumbnail ? Math.min(1, printWidth / Math.max(thumbnail.width, 1)) : 1;
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 80 },
      children: thumbnail
        ? [
            new ImageRun({
              type: 'jpg',
              data: thumbnail.bytes,
              transformation: {
                width: Math.round(thumbnail.width * scale),
                height: Math.round(thumbnail.height * scale),
              },
              altText: { name, title: name, description: name },
            }),
          ]
        : [new TextRun({ text: `${name}: the picture could not be read.`, italics: true })],
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        detail('Caption', displayOrNone(photo.caption)),
        detail('Taken', formatDateTime(photo.takenAt)),
        detail('Position', formatPhotoPosition(photo)),
        detail('Heading', formatDegrees(photo.headingDegrees)),
        detail('Photographer', displayOrNone(photo.photographerName)),
        detail('Observation', displayOrNone(photo.observationName)),
        detail('Photo Point', displayOrNone(photo.photoPointName)),
      ],
    }),
  ];
};

/** The Photos section of a report: each photo in the order taken, or one line when none. */
export const photoSection = (
  photos: readonly ReportPhoto[],
  empty = 'No Photos have been added to this Service.',
) => (photos.length === 0 ? [new Paragraph({ text: empty })] : photos.flatMap(photoBlock));
