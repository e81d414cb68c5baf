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

const cellOf = (row: LedgerRow, year: number) => row.cells.find((cell) => cell.year === year) as LedgerCell;

/** A cell as words: 'Monitored: Ground Visit 05/06/2024 (Service 12)', and what is missing. */
export const ledgerCellText = (cell: LedgerCell) => {
  const label = ledgerCellStateLabels[cell.state];
  if (cell.serviceId === null) return label;
  const method = cell.method ? `${inspectionMethodLabels[cell.method]} ` : '';
  const missing = cell.missing.length
    ? `; missing: ${cell.missing.map((element) => ledgerElementLabels[element]).join(', ')}`
    : '';
  return `${label}: ${method}${formatDate(cell.date)} (Service ${cell.serviceId})${missing}`;
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
    { header: 'Executed Date', width: 14, value: (r) => formatDate(r.executedDate) },
    { header: 'Properties', width: 30, value: propertyNames },
    { header: 'Last Ground Visit', width: 17, value: (r) => formatDate(r.lastGroundVisit) },
    {
      header: 'Ground Visit Due By',
      width: 19,
      value: (r) =>
        r.groundVisitDueBy === null
          ? 'Now'
          : `${r.groundVisitDueBy}${r.groundVisitOverdue ? ' (overdue)' : ''}`,
    },
    ...years.map((year) => ({
      header: String(year),
      width: 44,
      value: (r: LedgerRow) => ledgerCellText(cellOf(r, year)),
    })),
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
    { header: 'Executed Date', width: 14, value: (r) => formatDate(r.executedDate) },
    { header: 'Recorded Date', width: 14, value: (r) => formatDate(r.recordedDate) },
    ...years.map((year) => ({
      header: `Monitored ${year}`,
      width: 16,
      value: (r: ProjectListRow) => {
        const cell = cellOf(r, year);
        return cell.date === null ? ledgerCellStateLabels[cell.state] : formatDate(cell.date);
      },
    })),
  ];
  return streamSheetXlsx('Project List', columns, rows);
};
