import {
  type CaseStatusId,
  caseFollowUpText,
  caseSeverityLabels,
  caseStatusLabels,
  displayOrNone,
  formatDate,
  type ViolationCase,
} from '@app/domain';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { fieldTable, heading, listTable, signatureLine } from './docx-blocks';
import { photoSection, type ReportPhoto } from './inspection-photos-docx';

export const caseReportFileName = (caseId: number) => `ViolationCase-${caseId}-Report.docx`;

const statusLabel = (statusId: number) => caseStatusLabels[statusId as CaseStatusId] ?? String(statusId);

/**
 * A violation case for the board (issue 33 §6), made as the inspection form is: the case's fields, the
 * observation it was opened from, its timeline of steps, the evidence photos, then signature lines.
 */
export const writeCaseReportDocx = async (found: ViolationCase, photos: ReportPhoto[]): Promise<Buffer> => {
  const { observation } = found;
  const document = new Document({
    creator: 'Conservation Records',
    title: `Violation Case ${found.id}`,
    sections: [
      {
        children: [
          new Paragraph({
            text: `Violation Case ${found.id} — ${found.typeName}`,
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new TextRun({
                text: `Property ${found.propertyId}${found.propertyName ? `: ${found.propertyName}` : ''} · Project ${found.projectId}`,
                italics: true,
              }),
            ],
          }),
          heading('Case Details'),
          fieldTable([
            ['Case ID', String(found.id)],
            ['Status', statusLabel(found.statusId)],
            ['Case Type', found.typeName],
            ['Severity', caseSeverityLabels[found.severity]],
            ['Discovered On', formatDate(found.discoveredOn)],
            ['Reported By', found.reportedByName],
            [
              'Next Follow-up',
              found.followUpDue === null
                ? 'None'
                : caseFollowUpText(found.followUpKind, formatDate(found.followUpDue)),
            ],
            ['Instruments', found.instruments.map((i) => i.label).join('; ') || 'None'],
            ['Restrictions', found.restrictions.map((r) => r.label).join('\n') || 'None'],
            ['Description', found.description],
          ]),
          heading('Evidence'),
          observation
            ? fieldTable([
                ['Observation', observation.typeName],
                ['Service', String(observation.serviceId)],
                ['Notes', displayOrNone(observation.notes)],
              ])
            : new Paragraph({ text: 'This case was opened on the property, not from an observation.' }),
          heading('Timeline'),
          listTable(
            ['Date', 'Status', 'By', 'Note'],
            found.steps.map((step) => [
              formatDate(step.on),
              statusLabel(step.statusId),
              step.byName,
              displayOrNone(step.note),
            ]),
            'No steps.',
          ),
          heading('Photos'),
          ...photoSection(photos, 'No Photos are evidence of this case.'),
          heading('Board Review'),
          signatureLine('Reviewed by'),
          signatureLine('Date'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
};
