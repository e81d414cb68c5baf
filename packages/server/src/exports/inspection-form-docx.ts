import {
  type CaseListItem,
  type CaseStatusId,
  caseSeverityLabels,
  caseStatusLabels,
  displayOrNone,
  formatAcres,
  formatDate,
  formatMoney,
  formatYesNo,
  inspectionMethodLabels,
  type Observation,
  type Service,
} from '@app/domain';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { fieldTable, heading, listTable, signatureLine } from './docx-blocks';
import { photoSection, type ReportPhoto } from './inspection-photos-docx';

export const inspectionFormFileName = (serviceId: number) => `Service-${serviceId}-InspectionForm.docx`;

export type InspectionFormData = {
  service: Service;
  projectId: number;
  projectName: string;
  properties: {
    id: number;
    projectId: number;
    name: string | null;
    calculatedAcres: number | null;
    localityNames: string[];
  }[];
  imagerySourceNames: { before: string | null; after: string | null };
  observations: Observation[];
  /** The violation cases opened from its observations (issue 33). */
  cases: CaseListItem[];
  photos: ReportPhoto[];
  events: { eventTypeName: string; date: Date; notes: string | null; createdByName: string | null }[];
  contacts: {
    name: string;
    address: string;
    email: string | null;
    phones: string[];
    roles: string[];
    notes: string | null;
  }[];
};

/** The date the report was completed and who completed it: '05/12/2024 by Sam Staff'. */
const reportCompleted = (service: Service) =>
  service.reportCompletedDate === null
    ? 'None'
    : [formatDate(service.reportCompletedDate), service.reportCompletedByName].filter(Boolean).join(' by ');

/**
 * The Inspection Form of a service as a Word document: what a monitor takes to the property and signs.
 * Service and property details (with the method and when the report was completed), the imagery
 * assessment, the observations with their answers and notes, the violation cases opened from them, the photos with where, when and by whom
 * they were taken, the landowner's plans and questions, the events and the contacts, then signature lines.
 */
export const writeInspectionFormDocx = async (data: InspectionFormData): Promise<Buffer> => {
  const { service } = data;
  const imagery: [string, string][] = [
    ['Before Date', formatDate(service.imageryAssessmentBeforeDate)],
    ['Before Source', displayOrNone(data.imagerySourceNames.before)],
    ['Before Source Notes', displayOrNone(service.beforeSourceNotes)],
    ['After Date', formatDate(service.imageryAssessmentAfterDate)],
    ['After Source', displayOrNone(data.imagerySourceNames.after)],
    ['After Source Notes', displayOrNone(service.afterSourceNotes)],
  ];
  const document = new Document({
    creator: 'Conservation Records',
    title: `Service ${service.id} Inspection Form`,
    sections: [
      {
        children: [
          new Paragraph({
            text: `Inspection Form — Service ${service.id}`,
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new TextRun({ text: `Project ${data.projectId}: ${data.projectName}`, italics: true }),
            ],
          }),
          heading('Service Details'),
          fieldTable([
            ['Service ID', String(service.id)],
            ['Category', service.categoryName],
            ['Components', service.typeNames.join('; ') || 'None'],
            ['Status', service.statusName],
            ['Agreement Type', service.agreementTypeName],
            ['Staff Lead', displayOrNone(service.staffLeadName)],
            ['Open Date', formatDate(service.openDate)],
            ['Method', service.inspectionMethod ? inspectionMethodLabels[service.inspectionMethod] : 'None'],
            ['Report Completed', reportCompleted(service)],
            ['Previous Service ID', displayOrNone(service.previousServiceId)],
            ['Products', service.productNames.join('; ') || 'None'],
            ['Fee Charged', formatMoney(service.feeCharged)],
            ['Fee Paid', formatYesNo(service.feePaid)],
            ['Multi-Property', formatYesNo(service.isMultiProperty)],
            ['Notes', displayOrNone(service.notes)],
          ]),
          heading('Properties'),
          listTable(
            ['Property ID', 'Project', 'Name', 'Localities', 'Acres'],
            data.properties.map((p) => [
              String(p.id),
              String(p.projectId),
              displayOrNone(p.name),
              p.localityNames.join('; ') || 'None',
              formatAcres(p.calculatedAcres),
            ]),
            'No Properties are associated with this Service.',
          ),
          heading('Imagery Assessment'),
          fieldTable(imagery),
          heading('Observations'),
          listTable(
            ['Observation', 'Answer', 'Notes'],
            data.observations.map((o) => [o.name, o.ackTypeName, displayOrNone(o.notes)]),
            'No Observations have been recorded.',
          ),
          heading('Violation Cases'),
          listTable(
            ['Case ID', 'Type', 'Severity', 'Status', 'Discovered On', 'Property'],
            data.cases.map((c) => [
              String(c.id),
              c.typeName,
              caseSeverityLabels[c.severity],
              caseStatusLabels[c.statusId as CaseStatusId] ?? String(c.statusId),
              formatDate(c.discoveredOn),
              `${c.propertyId}: ${displayOrNone(c.propertyName)}`,
            ]),
            'No Violation Cases were opened from this inspection.',
          ),
          heading('Photos'),
          ...photoSection(data.photos),
          heading('Landowner Property Plans'),
          new Paragraph({ text: displayOrNone(service.landownerPropertyPlans) }),
          heading('Questions for VOF'),
          new Paragraph({ text: displayOrNone(service.questionsForVOF) }),
          heading('Events'),
          listTable(
            ['Date', 'Event', 'Notes', 'Created By'],
            data.events.map((e) => [
              formatDate(e.date),
              e.eventTypeName,
              displayOrNone(e.notes),
              displayOrNone(e.createdByName),
            ]),
            'No Events have been added to this Service.',
          ),
          heading('Contacts'),
          listTable(
            ['Name', 'Roles', 'Address', 'Email and Phone'],
            data.contacts.map((c) => [
              c.name,
              [c.roles.join('; '), c.notes].filter(Boolean).join('\n'),
              c.address,
              [c.email, ...c.phones].filter(Boolean).join('\n') || 'None',
            ]),
            'No Contacts are on this Service.',
          ),
          heading('Monitor'),
          signatureLine('Monitor signature'),
          signatureLine('Date'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
};
