import { PassThrough, type Readable } from 'node:stream';
import {
  type BuiltEnvironmentFeature,
  displayOrNone,
  formatDateTime,
  formatYesNo,
  type PropertyDevelopmentRights,
} from '@app/domain';
import { writeWhenLoaded } from './exceljs';

export const builtEnvironmentFileName = (propertyId: number) =>
  `Property-${propertyId}-BuiltEnvironment.xlsx`;

const areaFormat = '#,##0.00';
const countFormat = '#,##0';
const bold = { bold: true };
// The page shows remaining values below zero in red; the sheet does the same.
const red = { color: { argb: 'FFC00000' } };

/**
 * The Built Environment card as a workbook: a Summary sheet (allowed, existing and remaining dwelling
 * units, finished area and impervious area) and a Features sheet with every field of every feature,
 * in the card's order. Written straight into the returned stream; a failure ends it with the error.
 */
export const writeBuiltEnvironmentXlsx = ({
  property,
  rights,
  features,
}: {
  property: { id: number; projectId: number; name: string | null };
  rights: PropertyDevelopmentRights;
  features: BuiltEnvironmentFeature[];
}): Readable => {
  const stream = new PassThrough();
  writeWhenLoaded(stream, (ExcelJS) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });

    const summary = workbook.addWorksheet('Summary');
    summary.columns = [{ width: 22 }, { width: 16 }, { width: 16 }, { width: 18 }];
    summary.addRow([`Property ${property.id}: ${displayOrNone(property.name)}`]).font = { ...bold, size: 13 };
    summary.addRow(['Project', property.projectId]);
    summary.addRow([]);
    summary.addRow(['Development Rights', 'Dwelling Units', 'Finished Area', 'Impervious Area']).font = bold;
    const lines = [
      ['Allowed', rights.allowedDwellingUnits, rights.allowedFinishedArea, rights.allowedImperviousArea],
      ['Existing', rights.existingDwellingUnits, rights.existingFinishedArea, rights.existingImperviousArea],
      [
        'Remaining',
        rights.remainingDwellingUnits,
        rights.remainingFinishedArea,
        rights.remainingImperviousArea,
      ],
    ] as const;
    for (const line of lines) {
      const row = summary.addRow([...line]);
      row.getCell(2).numFmt = countFormat;
      row.getCell(3).numFmt = areaFormat;
      row.getCell(4).numFmt = areaFormat;
      for (const column of [2, 3, 4])
        if (line[0] === 'Remaining' && (row.getCell(column).value as number) < 0)
          row.getCell(column).font = red;
    }
    summary.commit();

    const sheet = workbook.addWorksheet('Features');
    sheet.columns = [
      { header: 'Feature ID', width: 11 },
      { header: 'Description', width: 30 },
      { header: 'Building', width: 10 },
      { header: 'Exists', width: 9 },
      { header: 'Dwelling Units', width: 15, style: { numFmt: countFormat } },
      { header: 'Finished Area', width: 15, style: { numFmt: areaFormat } },
      { header: 'Impervious Area', width: 16, style: { numFmt: areaFormat } },
      { header: 'Primary Source', width: 24 },
      { header: 'Notes', width: 40 },
      { header: 'Last Updated', width: 20 },
    ];
    sheet.getRow(1).font = bold;
    for (const f of features)
      sheet
        .addRow([
          f.id,
          f.description,
          formatYesNo(f.isBuilding),
          formatYesNo(f.exists),
          f.dwellingUnits,
          f.finishedArea,
          f.imperviousArea,
          displayOrNone(f.primarySourceName),
          f.notes,
          formatDateTime(f.updatedAt),
        ])
        .commit();
    sheet.commit();

    return workbook.commit();
  });
  return stream;
};
