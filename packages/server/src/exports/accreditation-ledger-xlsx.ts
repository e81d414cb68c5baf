import type { Readable } from 'node:stream';
import {
  formatDate,
  inspectionMethodLabels,
  type LedgerCell,
  type LedgerRow,
  ledgerCellStateLabels,
  ledgerElementLabels,
} from '@app/domain';
import type { SheetColumn } from './search-results-xlsx';
import { streamSheetXlsx } from './sheet-xlsx-stream';

export type ProjectListRow = LedgerRow & { recordedDate: string | null; acres: number | null };

/** The row's cell of `year`: the cells follow the years, so the `at`th is the one, else it is looked for. */
const cellOf = (row: LedgerRow, year: number, at: number) =>
  (row.cells[at]?.year === year ? row.cells[at] : row.cells.find((cell) => cell.year === year)) as LedgerCell;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
/**
 * `formatDate` of a calendar date as the database answers it ('2024-05-06' → '05/06/2024') without a
 * dayjs object per cell: the whole ledger has 170,000 of them, 0.8 s through dayjs. Anything else
 * (none, an instant) goes through `formatDate`.
 */
const day = (value: string | null) =>
  value !== null && calendarDay.test(value)
    ? `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`
    : formatDate(value);

/** A cell as words: 'Monitored: Ground Visit 05/06/2024 (Service 12)', and what is missing. */
export const ledgerCellText = (cell: LedgerCell) => {
  const label = ledgerCellStateLabels[cell.state];
  if (cell.serviceId === null) return label;
  const method = cell.method ? `${inspectionMethodLabels[cell.method]} ` : '';
  const missing = cell.missing.length
    ? `; missing: ${cell.missing.map((element) => ledgerElementLabels[element]).join(', ')}`
    : '';
  return `${label}: ${method}${day(cell.date)} (Service ${cell.serviceId})${missing}`;
};

const propertyNames = (row: LedgerRow) =>
  row.properties.map((p) => `${p.id}${p.name ? ` ${p.name}` : ''}`).join('; ');

/** The ledger as one sheet: the easement's columns, then a column per year. */
export const writeLedgerXlsx = (rows: LedgerRow[], years: number[]): Readable => {
  const columns: SheetColumn<LedgerRow>[] = [
    { header: 'Instrument ID', width: 14, value: (r) => r.instrumentId },
    { header: 'Project ID', width: 11, value: (r) => r.projectId },
    { header: 'Project', width: 30, value: (r) => r.projectName },
    { header: 'Agreement Type', width: 22, value: (r) => r.agreementTypeName },
    { header: 'Locality', width: 18, value: (r) => r.localityName },
    { header: 'Staff Lead', width: 20, value: (r) => r.staffLeadName },
    { header: 'Executed Date', width: 14, date: true, value: (r) => r.executedDate },
    { header: 'Properties', width: 30, value: propertyNames },
    { header: 'Last Ground Visit', width: 17, date: true, value: (r) => r.lastGroundVisit },
    {
      header: 'Ground Visit Due By',
      width: 19,
      date: true,
      value: (r) => r.groundVisitDueBy ?? 'Now',
    },
    { header: 'Ground Visit Overdue', width: 20, value: (r) => (r.groundVisitOverdue ? 'Yes' : 'No') },
    // Each year's monitoring, then beside it whether the owner was contacted that year (issue 33 §4).
    ...years.flatMap((year, at): SheetColumn<LedgerRow>[] => [
      { header: String(year), width: 44, value: (r) => ledgerCellText(cellOf(r, year, at)) },
      {
        header: `${year} Owner Contacted`,
        width: 22,
        date: true,
        value: (r) => r.ownerContacted[at] ?? 'No',
      },
    ]),
  ];
  return streamSheetXlsx('Accreditation Ledger', columns, rows);
};

/**
 * The Land Trust Alliance's 'Land Conservation Project List' layout: one row per easement with its
 * project, properties, acres, locality, executed and recorded dates and the monitoring date of each year.
 */
export const writeProjectListXlsx = (rows: ProjectListRow[], years: number[]): Readable => {
  const columns: SheetColumn<ProjectListRow>[] = [
    { header: 'Project', width: 30, value: (r) => `${r.projectId} - ${r.projectName}` },
    { header: 'Instrument ID', width: 14, value: (r) => r.instrumentId },
    { header: 'Property', width: 30, value: propertyNames },
    { header: 'Acres', width: 12, value: (r) => r.acres },
    { header: 'Locality', width: 18, value: (r) => r.localityName },
    { header: 'Executed Date', width: 14, date: true, value: (r) => r.executedDate },
    { header: 'Recorded Date', width: 14, date: true, value: (r) => r.recordedDate },
    // The day monitored, else the year's state in words.
    ...years.map((year, at) => ({
      header: `Monitored ${year}`,
      width: 16,
      date: true,
      value: (r: ProjectListRow) => {
        const cell = cellOf(r, year, at);
        return cell.date ?? ledgerCellStateLabels[cell.state];
      },
    })),
  ];
  return streamSheetXlsx('Project List', columns, rows);
};
