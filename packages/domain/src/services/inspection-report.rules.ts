import { formatDate, todayInDisplayZone } from '../format';
import { EventType } from '../ids';
import { serviceMessages } from './services.schema';

/**
 * The inspection date of a service: the New York day of its latest Inspection event (type 31), or
 * null while it has none. Event dates are instants; the day is the one the Events card shows.
 */
export const latestInspectionDay = (
  events: readonly { eventTypeId: number; date: string | Date }[],
): string | null => {
  const days = events
    .filter((event) => event.eventTypeId === EventType.Inspection)
    .map((event) => todayInDisplayZone(new Date(event.date)));
  return days.length === 0 ? null : days.reduce((latest, day) => (day > latest ? day : latest));
};

/**
 * Issue 18: a report is completed on or after the inspection it reports on (the schema already refuses
 * a future date). Null when the date passes, or when there is no date or no inspection to compare with.
 */
export const reportCompletedError = (
  reportCompletedDate: string | null,
  inspectionDay: string | null,
): string | null =>
  reportCompletedDate !== null && inspectionDay !== null && reportCompletedDate < inspectionDay
    ? serviceMessages.reportBeforeInspection(formatDate(inspectionDay))
    : null;

/**
 * Who completed the report: the user who saved its date. An unchanged date keeps the one who set it;
 * a new date names the saving user; no date names no one.
 */
export const reportCompletedByAfterSave = ({
  saved,
  reportCompletedDate,
  userId,
}: {
  saved: { reportCompletedDate: string | null; reportCompletedById: number | null } | null;
  reportCompletedDate: string | null;
  userId: number;
}): number | null => {
  if (reportCompletedDate === null) return null;
  if (saved && saved.reportCompletedDate === reportCompletedDate) return saved.reportCompletedById;
  return userId;
};
