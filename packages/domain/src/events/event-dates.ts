import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DisplayTimeZone } from '../format';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Event dates are calendar days (YYYY-MM-DD, as `usDate` answers) stored as the instant the day starts
 * in New York, so every reader formats them back to the same day. An ISO instant is kept as it is.
 */
export const eventDayInstant = (date: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayjs.tz(date, DisplayTimeZone).toDate() : new Date(date);
