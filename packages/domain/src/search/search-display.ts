import { formatAcres, formatDate } from '../format';
import { inspectionStateLabels } from '../stewardship/stewardship.rules';
import type { SearchRows } from './search.schema';
import type { SearchEntityType } from './search-facets';

/** What the Property ID column shows for a service on several properties. */
export const MultiPropertyMarker = 'Multi-Property';

type Cell = string | number;
type Formatters<T extends SearchEntityType> = Record<string, (row: SearchRows[T]) => Cell>;

const orNa = (value: string | null) => value ?? 'N/A';
const orNone = (value: string | null) => value ?? 'None';

/**
 * Each result column's value as the table shows it and the export writes it (spec 1 §2): 'N/A' for a
 * missing locality, project name or date, 'None' for a missing staff lead. Ids and acres stay numbers
 * where present; the screen cuts long text, the workbook keeps all of it.
 */
const formatters: { [T in SearchEntityType]: Formatters<T> } = {
  Contact: {
    name: (r) => r.name,
    address: (r) => r.address,
    roles: (r) => r.roles.join('\n'),
  },
  Instrument: {
    id: (r) => r.id,
    projectId: (r) => r.projectId,
    projectName: (r) => orNa(r.projectName),
    instrumentType: (r) => orNa(r.instrumentType),
    staffLeadName: (r) => orNone(r.staffLeadName),
    instrumentStatus: (r) => r.instrumentStatus,
    localityName: (r) => orNa(r.localityName),
    executedDate: (r) => formatDate(r.executedDate, { missing: 'N/A' }),
  },
  Property: {
    id: (r) => r.id,
    name: (r) => orNone(r.name),
    status: (r) => r.status,
    localityName: (r) => orNa(r.localityName),
    acres: (r) => r.acres ?? 'N/A',
    nextInspectionDue: (r) =>
      r.inspectionState === null
        ? 'N/A'
        : r.nextInspectionDue === null
          ? inspectionStateLabels.neverInspected
          : `${formatDate(r.nextInspectionDue)} (${inspectionStateLabels[r.inspectionState]})`,
    openCases: (r) => r.openCases,
  },
  Service: {
    id: (r) => r.id,
    propertyId: (r) => r.propertyId ?? MultiPropertyMarker,
    serviceCategory: (r) => r.serviceCategory,
    serviceType: (r) => orNone(r.serviceType),
    serviceAgreementType: (r) => r.serviceAgreementType,
    serviceStatus: (r) => r.serviceStatus,
    staffLeadName: (r) => orNone(r.staffLeadName),
  },
  Project: {
    id: (r) => r.id,
    name: (r) => r.name,
    status: (r) => r.status,
    acres: (r) => r.acres ?? 'N/A',
    localityName: (r) => orNa(r.localityName),
  },
};

export const searchCellValue = <T extends SearchEntityType>(type: T, key: string, row: SearchRows[T]): Cell =>
  (formatters[type] as Formatters<T>)[key](row);

/** The cell as text: acres with up to 4 decimals, numbers in en-US format. */
export const searchCellText = <T extends SearchEntityType>(
  type: T,
  key: string,
  row: SearchRows[T],
): string => {
  const value = searchCellValue(type, key, row);
  if (key === 'acres') return formatAcres(typeof value === 'number' ? value : null);
  return String(value);
};
