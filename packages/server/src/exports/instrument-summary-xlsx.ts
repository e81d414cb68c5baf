import { PassThrough, type Readable } from 'node:stream';
import {
  displayOrNone,
  formatAcres,
  formatDate,
  formatMoney,
  formatNumber,
  type Instrument,
  instrumentLabels,
  specificTermLines,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import { writeWhenLoaded } from './exceljs';

export const instrumentSummaryFileName = (instrumentId: number) =>
  `Instrument-${instrumentId}-SummaryOutput.xlsx`;

/** The workbook's title, as the details card's button names it. */
export const instrumentSummaryTitle = 'Instrument Summary Output';

export type InstrumentSummary = {
  instrument: Instrument;
  tagNames: string[];
  specificTerms: { id: number; name: string }[];
  events: { id: number; type: string; date: Date; notes: string | null }[];
  purposes: { id: number; purpose: string; comments: string }[];
  buildingAreas: { id: number; globalId: string; type: string; notes: string | null }[];
  waterAreas: {
    id: number;
    name: string;
    featureType: string;
    geometryType: string;
    featureLength: number | null;
    bufferWidth: number | null;
    bufferSides: number | null;
    bufferRestriction: string | null;
    livestockRestriction: string;
    timberHarvestRestriction: string;
  }[];
  grants: {
    id: number;
    program: string;
    grantor: string | null;
    grantee: string | null;
    awardAmount: number | null;
    notes: string | null;
  }[];
  contacts: {
    id: number;
    name: string | null;
    crmId: string;
    email: string | null;
    roles: string;
    notes: string | null;
  }[];
  openReviews: {
    id: number;
    assignee: string;
    assigner: string;
    openDate: string;
    instructions: string;
    comments: string | null;
  }[];
};

const bold = { bold: true };

/** A sheet with a bold header row, or the card's empty text when there is nothing to list. */
const addTable = (
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: { header: string; width: number }[],
  rows: (string | number | null)[][],
  empty: string,
) => {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  sheet.getRow(1).font = bold;
  if (rows.length === 0) sheet.addRow([empty]).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
};

/**
 * The Instrument Summary Output: a Details sheet with every field of the details card, then one sheet
 * per card (associated properties with their acres and development rights, events, conservation
 * purposes, building/activity areas, water quality protection areas, partnership grants, contacts and
 * the open reviews), each in its card's order. Written straight into the returned stream.
 */
export const writeInstrumentSummaryXlsx = (summary: InstrumentSummary): Readable => {
  const { instrument: i } = summary;
  const stream = new PassThrough();
  writeWhenLoaded(stream, (ExcelJS) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const none = (text: string) => `No ${text} have been added to this Instrument`;

    const details = workbook.addWorksheet('Details');
    details.columns = [{ width: 28 }, { width: 70 }];
    details.addRow([instrumentSummaryTitle]).font = { ...bold, size: 13 };
    const fields: [string, string | number][] = [
      ['Project', `${i.projectId} - ${i.projectName}`],
      ['Agreement Type', i.agreementTypeName],
      ['Instrument ID', i.id],
      ['Instrument Type', i.typeName ? `${i.typeName} (${i.typeCode})` : 'None'],
      ['Instrument Status', i.statusName],
      ['Instrument Number', displayOrNone(i.instrumentNumber)],
      ['Locality', displayOrNone(i.localityName)],
      ['Deed Book/Page', displayOrNone(i.deedBookPage)],
      ['Staff Lead', displayOrNone(i.staffLeadName)],
      ['Instrument Tags', summary.tagNames.join(', ') || 'None'],
      ['Instrument Notes', displayOrNone(i.notes)],
      ...(i.legacyControlNumber
        ? [['Legacy Control Number(s)', i.legacyControlNumber] as [string, string]]
        : []),
      [
        'Specific Terms',
        specificTermLines(
          i.specificTermIds,
          new Map(summary.specificTerms.map((term) => [term.id, term.name])),
          i.uniqueTerms,
        ).join('\n') || 'None',
      ],
      ['Open Date', formatDate(i.openDate)],
      ['Executed Date', formatDate(i.executedDate)],
      ['Recorded Date', formatDate(i.recordedDate)],
      ['Conservation Values Statement', displayOrNone(i.conservationValuesStatement)],
      [
        instrumentLabels.requestNoticePeriodDays,
        i.requestNoticePeriodDays === null ? 'None' : i.requestNoticePeriodDays,
      ],
    ];
    for (const [label, value] of fields) {
      const row = details.addRow([label, value]);
      row.getCell(1).font = bold;
      row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
      row.commit();
    }
    details.commit();

    addTable(
      workbook,
      'Associated Properties',
      [
        { header: 'Property ID', width: 12 },
        { header: 'Project ID', width: 11 },
        { header: 'Name', width: 28 },
        { header: 'Impacted Acres', width: 15 },
        { header: 'Properties Allowed', width: 18 },
        { header: 'Dwellings Allowed', width: 18 },
        { header: 'Finished Area Allowed', width: 21 },
        { header: 'Impervious Area Allowed', width: 23 },
      ],
      i.associatedProperties.map((p) => [
        p.propertyId,
        p.projectId,
        displayOrNone(p.name),
        formatAcres(p.propertyAcres),
        formatNumber(p.futurePropertiesAllowed, { missing: 'N/A' }),
        formatNumber(p.dwellingsAllowed, { missing: 'N/A' }),
        formatNumber(p.finishedAreaAllowed, { missing: 'N/A' }),
        formatNumber(p.imperviousAreaAllowed, { missing: 'N/A' }),
      ]),
      none('Associated Properties'),
    );
    addTable(
      workbook,
      'Events',
      [
        { header: 'Event ID', width: 10 },
        { header: 'Type', width: 24 },
        { header: 'Date', width: 12 },
        { header: 'Notes', width: 60 },
      ],
      summary.events.map((e) => [e.id, e.type, formatDate(e.date), e.notes]),
      none('Events'),
    );
    addTable(
      workbook,
      'Conservation Purposes',
      [
        { header: 'Purpose', width: 30 },
        { header: 'Comments', width: 80 },
      ],
      summary.purposes.map((p) => [p.purpose, p.comments]),
      none('Conservation Purposes'),
    );
    addTable(
      workbook,
      'Building Activity Areas',
      [
        { header: 'Special Condition Area ID', width: 38 },
        { header: 'Type', width: 28 },
        { header: 'Notes', width: 60 },
      ],
      summary.buildingAreas.map((a) => [a.globalId, a.type, a.notes]),
      none('Building/Activity Areas'),
    );
    addTable(
      workbook,
      'Water Quality Protection Areas',
      [
        { header: 'Name', width: 24 },
        { header: 'Feature Type', width: 20 },
        { header: 'Geometry Type', width: 14 },
        { header: 'Feature Length', width: 14 },
        { header: 'Buffer Width', width: 13 },
        { header: 'Buffer Sides', width: 12 },
        { header: 'Buffer Restriction', width: 20 },
        { header: 'Livestock Restriction', width: 20 },
        { header: 'Timber Harvest Restriction', width: 24 },
      ],
      summary.waterAreas.map((a) => [
        a.name,
        a.featureType,
        a.geometryType,
        a.featureLength,
        a.bufferWidth,
        a.bufferSides,
        a.bufferRestriction,
        a.livestockRestriction,
        a.timberHarvestRestriction,
      ]),
      none('Water Quality Protection Areas'),
    );
    addTable(
      workbook,
      'Partnership Grants',
      [
        { header: 'Grant Program', width: 28 },
        { header: 'Grantor', width: 28 },
        { header: 'Grantee', width: 28 },
        { header: 'Award Amount', width: 16 },
        { header: 'Notes', width: 50 },
      ],
      summary.grants.map((g) => [g.program, g.grantor, g.grantee, formatMoney(g.awardAmount), g.notes]),
      none('Partnership Grants'),
    );
    addTable(
      workbook,
      'Contacts',
      [
        { header: 'Name', width: 30 },
        { header: 'CRM ID', width: 18 },
        { header: 'Email', width: 28 },
        { header: 'Roles', width: 30 },
        { header: 'Role Details', width: 40 },
      ],
      summary.contacts.map((c) => [displayOrNone(c.name), c.crmId, c.email, c.roles, c.notes]),
      none('Contacts'),
    );
    addTable(
      workbook,
      'Open Reviews',
      [
        { header: 'Review ID', width: 10 },
        { header: 'Assignee', width: 24 },
        { header: 'Assigner', width: 24 },
        { header: 'Open Date', width: 12 },
        { header: 'Instructions', width: 50 },
        { header: 'Comments', width: 40 },
      ],
      summary.openReviews.map((r) => [
        r.id,
        r.assignee,
        r.assigner,
        formatDate(r.openDate),
        r.instructions,
        r.comments,
      ]),
      'There are no Open Reviews on this Instrument.',
    );

    return workbook.commit();
  });
  return stream;
};
