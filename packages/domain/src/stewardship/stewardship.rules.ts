import { PropertyStatus } from '../ids';

/**
 * The stewardship schedule (issue 12 §2): when a current property with a target inspection frequency
 * is next due for inspection, and how that stands against today. Dates are calendar days
 * (YYYY-MM-DD); 'today' is New York's (`todayInDisplayZone`). The server computes the same rule in SQL
 * (modules/stewardship) so that the search can filter and sort on it; these functions are its
 * reference, shared by the tests and the pages.
 */

/** How many days ahead a due date counts as 'due soon'. */
export const InspectionDueSoonDays = 90;

export const inspectionStates = ['overdue', 'dueSoon', 'onSchedule', 'neverInspected'] as const;
export type InspectionState = (typeof inspectionStates)[number];

/** What the pages and the export show for each state. */
export const inspectionStateLabels: Record<InspectionState, string> = {
  overdue: 'Overdue',
  dueSoon: 'Due within 90 days',
  onSchedule: 'On schedule',
  neverInspected: 'Never inspected',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A calendar day plus whole years. A 29 February lands on 28 February of a common year, as
 * PostgreSQL's `date + interval 'n years'` does (the server's SQL and this rule must agree).
 */
export const addYears = (day: string, years: number): string => {
  const [y, m, d] = day.split('-').map(Number);
  const year = y + years;
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(year, m)))}`;
};

/** A calendar day plus days (negative to go back). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export type InspectionScheduleInput = {
  statusId: number;
  /** Years between inspections; null when the property has none. */
  targetInspectionFrequency: number | null;
  /** The newest Inspection event (type 31) of a service on the property, as a New York day. */
  lastInspection: string | null;
  /** The executed date of the property's earliest Active instrument. */
  earliestActiveExecutedDate: string | null;
};

export type InspectionSchedule = {
  lastInspection: string | null;
  /** Null with the state 'neverInspected': no inspection and no executed Active instrument to count from. */
  dueDate: string | null;
  state: InspectionState;
};

/** The state of a due date on `today`: past is overdue, up to 90 days ahead (today included) is due soon. */
export const inspectionStateOf = (dueDate: string | null, today: string): InspectionState => {
  if (dueDate === null) return 'neverInspected';
  if (dueDate < today) return 'overdue';
  if (dueDate <= addDays(today, InspectionDueSoonDays)) return 'dueSoon';
  return 'onSchedule';
};

/**
 * The schedule of a property, or null when it has none: an inactive property, or one without a
 * target inspection frequency. The due date counts from the last inspection, else from the
 * executed date of the earliest Active instrument; with neither the property was never inspected.
 */
export const inspectionSchedule = (
  property: InspectionScheduleInput,
  today: string,
): InspectionSchedule | null => {
  const { statusId, targetInspectionFrequency: years, lastInspection } = property;
  if (statusId !== PropertyStatus.Current || years === null) return null;
  const from = lastInspection ?? property.earliestActiveExecutedDate;
  const dueDate = from === null ? null : addYears(from, years);
  return { lastInspection, dueDate, state: inspectionStateOf(dueDate, today) };
};
