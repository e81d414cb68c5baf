import type { InspectionMethod } from '../services/services.schema';

/**
 * The accreditation ledger (issue 21; Land Trust Alliance practice 11C): for an easement (an Active
 * instrument with the properties it covers) and a calendar year in New York, whether it was
 * monitored, how, when, by whom and which required elements its report lacks; and when a ground
 * visit was last made and by which day the next is due. The server reads the records and calls
 * these functions for every cell it answers, the ledger's export included; they are also the
 * reference its tests compare with. The choices the issue left open are in docs/decisions.md.
 */

/** The ledger's columns: this many calendar years, ending with the current one. */
export const LedgerYearCount = 5;
/** Where remote or aerial monitoring is used, a ground visit at least once in this many years. */
export const GroundVisitEveryYears = 5;
/** A remote or aerial report is completed within this many months of the imagery review. */
export const RemoteReportWithinMonths = 3;

/** An Inspection event of a service on one or more properties, with the service's Inspection Details. */
export type LedgerInspection = {
  serviceId: number;
  /** The service's project: where its page is. */
  projectId: number;
  /** The Inspection event's New York day (YYYY-MM-DD). */
  date: string;
  method: InspectionMethod | null;
  /** The inspector: the service's staff lead. */
  inspectorName: string | null;
  reportCompletedDate: string | null;
  reportCompletedByName: string | null;
  /** The Imagery Comparison After Date: the newest imagery the review looked at. */
  imageryReviewDate: string | null;
  /** At least one observation (the report's observations). */
  hasObservations: boolean;
  /** The properties of the service. */
  propertyIds: readonly number[];
};

export type LedgerEasement = {
  executedDate: string | null;
  /** The properties the instrument covers. */
  propertyIds: readonly number[];
};

/** The report's elements that can be missing (the date and the property are always there). */
export const ledgerElementLabels = {
  method: 'Method',
  inspector: 'Inspector (the Staff Lead)',
  observations: 'Observations',
  reportCompleted: 'Report Completed date',
  imageryDate: 'Imagery Comparison After Date',
  reportWithinThreeMonths: 'Report completed within three months of the imagery review',
} as const;
export type LedgerElement = keyof typeof ledgerElementLabels;
export const ledgerElements = Object.keys(ledgerElementLabels) as LedgerElement[];

export const ledgerCellStates = ['monitored', 'incomplete', 'notMonitored', 'notDue'] as const;
export type LedgerCellState = (typeof ledgerCellStates)[number];
/** What a cell says (never colour alone). */
export const ledgerCellStateLabels: Record<LedgerCellState, string> = {
  monitored: 'Monitored',
  incomplete: 'Incomplete',
  notMonitored: 'Not monitored',
  notDue: 'Not yet due',
};

export type LedgerCell = {
  year: number;
  state: LedgerCellState;
  /** The inspection behind the cell (null when none that year). */
  serviceId: number | null;
  projectId: number | null;
  date: string | null;
  method: InspectionMethod | null;
  inspectorName: string | null;
  reportCompletedDate: string | null;
  reportCompletedByName: string | null;
  missing: LedgerElement[];
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar day plus whole months; the 31st lands on the month's last day. */
export const addMonths = (day: string, months: number): string => {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
};

export const yearOf = (day: string) => Number(day.slice(0, 4));

/** The ledger's years, oldest first, ending with `currentYear`. */
export const ledgerYears = (currentYear: number): number[] =>
  Array.from({ length: LedgerYearCount }, (_, i) => currentYear - LedgerYearCount + 1 + i);

/**
 * Whether an easement must have been monitored in `year`: from the first full calendar year after it
 * was executed (an easement executed on 1 January counts that year). With no executed date it counts
 * every year: nothing says when it began.
 */
export const isMonitoringRequired = (executedDate: string | null, year: number) =>
  executedDate === null || executedDate <= `${pad(year, 4)}-01-01`;

const isRemote = (method: InspectionMethod | null) => method === 'remote' || method === 'aerial';

/** The required elements a report of this inspection lacks, in the ledger's order. */
export const missingElements = (inspection: LedgerInspection): LedgerElement[] => {
  const missing: LedgerElement[] = [];
  if (inspection.method === null) missing.push('method');
  if (inspection.inspectorName === null) missing.push('inspector');
  if (!inspection.hasObservations) missing.push('observations');
  if (inspection.reportCompletedDate === null) missing.push('reportCompleted');
  if (isRemote(inspection.method)) {
    if (inspection.imageryReviewDate === null) missing.push('imageryDate');
    else if (
      inspection.reportCompletedDate !== null &&
      inspection.reportCompletedDate > addMonths(inspection.imageryReviewDate, RemoteReportWithinMonths)
    )
      missing.push('reportWithinThreeMonths');
  }
  return missing;
};

/** The inspections of services on any property the easement covers. */
export const inspectionsOfEasement = <I extends Pick<LedgerInspection, 'propertyIds'>>(
  easement: Pick<LedgerEasement, 'propertyIds'>,
  inspections: readonly I[],
): I[] => {
  // Most easements cover one property: no set to build for it.
  if (easement.propertyIds.length === 1) {
    const [only] = easement.propertyIds;
    return inspections.filter((inspection) => inspection.propertyIds.includes(only));
  }
  const covered = new Set(easement.propertyIds);
  return inspections.filter((inspection) => inspection.propertyIds.some((id) => covered.has(id)));
};

/** The newer of two days, 'YYYY-MM-DD' (compared as written: the same order as the calendar's). */
const newerFirst = (a: string, b: string) => (a > b ? -1 : a < b ? 1 : 0);

/**
 * The cell of one year from the easement's inspections of that year. Of several, a complete one before
 * an incomplete one, then the latest (then the newest service); the first of equals as they came.
 */
const cellOf = (
  executedDate: string | null,
  ofYear: readonly LedgerInspection[],
  year: number,
): LedgerCell => {
  let best: { inspection: LedgerInspection; missing: LedgerElement[] } | undefined;
  for (const inspection of ofYear) {
    const missing = missingElements(inspection);
    if (
      best === undefined ||
      (Number(missing.length > 0) - Number(best.missing.length > 0) ||
        newerFirst(inspection.date, best.inspection.date) ||
        best.inspection.serviceId - inspection.serviceId) < 0
    )
      best = { inspection, missing };
  }
  if (best === undefined)
    return {
      year,
      state: isMonitoringRequired(executedDate, year) ? 'notMonitored' : 'notDue',
      serviceId: null,
      projectId: null,
      date: null,
      method: null,
      inspectorName: null,
      reportCompletedDate: null,
      reportCompletedByName: null,
      missing: [],
    };
  const { inspection, missing } = best;
  return {
    year,
    state: missing.length === 0 ? 'monitored' : 'incomplete',
    serviceId: inspection.serviceId,
    projectId: inspection.projectId,
    date: inspection.date,
    method: inspection.method,
    inspectorName: inspection.inspectorName,
    reportCompletedDate: inspection.reportCompletedDate,
    reportCompletedByName: inspection.reportCompletedByName,
    missing,
  };
};

/**
 * The cell of one year. Of several inspections that year the cell shows a complete one before an
 * incomplete one, then the latest (then the newest service).
 */
export const ledgerCell = (
  easement: LedgerEasement,
  inspections: readonly LedgerInspection[],
  year: number,
): LedgerCell => {
  const prefix = `${year}-`;
  return cellOf(
    easement.executedDate,
    inspectionsOfEasement(easement, inspections).filter((inspection) => inspection.date.startsWith(prefix)),
    year,
  );
};

export type GroundVisitStanding = {
  /** The latest ground visit up to today, or null. */
  lastGroundVisit: string | null;
  /** The day (YYYY-MM-DD) by which the next ground visit is due: five years after the last, else after execution. */
  groundVisitDueBy: string | null;
  /** The due day has passed (with no visit and no executed date, a visit is due now). */
  groundVisitOverdue: boolean;
};

/** The standing from the easement's own inspections. */
const standingOf = (
  executedDate: string | null,
  own: readonly LedgerInspection[],
  today: string,
): GroundVisitStanding => {
  let lastGroundVisit: string | null = null;
  for (const inspection of own)
    if (
      inspection.method === 'ground_visit' &&
      inspection.date <= today &&
      (lastGroundVisit === null || inspection.date > lastGroundVisit)
    )
      lastGroundVisit = inspection.date;
  const from = lastGroundVisit ?? executedDate;
  const groundVisitDueBy = from === null ? null : addMonths(from, 12 * GroundVisitEveryYears);
  return {
    lastGroundVisit,
    groundVisitDueBy,
    groundVisitOverdue: groundVisitDueBy === null || groundVisitDueBy < today,
  };
};

export const groundVisitStanding = (
  easement: LedgerEasement,
  inspections: readonly LedgerInspection[],
  today: string,
): GroundVisitStanding =>
  standingOf(easement.executedDate, inspectionsOfEasement(easement, inspections), today);

/**
 * An easement's ledger row: its ground-visit standing and a cell per year. Its inspections are picked
 * out and sorted into years once (the whole ledger's export runs this for every easement).
 */
export const ledgerRow = (
  easement: LedgerEasement,
  inspections: readonly LedgerInspection[],
  years: readonly number[],
  today: string,
) => {
  const own = inspectionsOfEasement(easement, inspections);
  const prefixes = years.map((year) => `${year}-`);
  const ofYear = years.map((): LedgerInspection[] => []);
  for (const inspection of own) {
    const at = prefixes.indexOf(inspection.date.slice(0, inspection.date.indexOf('-') + 1));
    if (at >= 0) ofYear[at].push(inspection);
  }
  const { lastGroundVisit, groundVisitDueBy, groundVisitOverdue } = standingOf(
    easement.executedDate,
    own,
    today,
  );
  return {
    lastGroundVisit,
    groundVisitDueBy,
    groundVisitOverdue,
    cells: years.map((year, at) => cellOf(easement.executedDate, ofYear[at], year)),
  };
};

/**
 * Which inspections the rule can read for these years and today: those dated within the years (the
 * cells) and ground visits up to today (the standing). Any other changes no row, so the server reads
 * only these (days as 'YYYY-MM-DD'; `until` excluded).
 */
export type LedgerReadWindow = { from: string; until: string; groundVisitsUpTo: string };

export const ledgerReadWindow = (years: readonly number[], today: string): LedgerReadWindow => ({
  from: `${pad(Math.min(...years), 4)}-01-01`,
  until: `${pad(Math.max(...years) + 1, 4)}-01-01`,
  groundVisitsUpTo: today,
});

/** Whether the window holds this inspection (the tests check that leaving the others out changes nothing). */
export const isInLedgerReadWindow = (
  window: LedgerReadWindow,
  inspection: Pick<LedgerInspection, 'date' | 'method'>,
) =>
  (inspection.date >= window.from && inspection.date < window.until) ||
  (inspection.method === 'ground_visit' && inspection.date <= window.groundVisitsUpTo);

/** 'N of M easements monitored' for a year: M the easements that had to be, N those with an inspection. */
export const ledgerYearTotal = (
  rows: readonly { easement: LedgerEasement; cells: readonly LedgerCell[] }[],
  year: number,
) => {
  let required = 0;
  let monitored = 0;
  for (const { easement, cells } of rows) {
    if (!isMonitoringRequired(easement.executedDate, year)) continue;
    required += 1;
    const cell = cells.find((c) => c.year === year);
    if (cell && (cell.state === 'monitored' || cell.state === 'incomplete')) monitored += 1;
  }
  return { year, monitored, required };
};
