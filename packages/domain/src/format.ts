import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date and time is shown in the organisation's zone, whatever the browser's (spec 1 §9). */
export const DisplayTimeZone = 'America/New_York';

type DateLike = string | Date | null | undefined;
type MissingText = 'None' | 'N/A';
type MissingOption = { missing?: MissingText };

const isMissing = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only value ('2024-03-05', a calendar date column) is already a New York date: converting it
 * from UTC midnight would show the day before. Anything else is an instant, converted from UTC.
 */
const toZoned = (value: string | Date) =>
  typeof value === 'string' && dateOnly.test(value) ? dayjs(value) : dayjs.utc(value).tz(DisplayTimeZone);

const formatWith = (value: DateLike, pattern: string, { missing = 'None' }: MissingOption): string => {
  if (isMissing(value)) return missing;
  const zoned = toZoned(value);
  return zoned.isValid() ? zoned.format(pattern) : missing;
};

/** MM/DD/YYYY in America/New_York; 'None' (or 'N/A' by option) when missing. */
export const formatDate = (value: DateLike, options: MissingOption = {}): string =>
  formatWith(value, 'MM/DD/YYYY', options);

/** MM/DD/YYYY hh:mm A in America/New_York. */
export const formatDateTime = (value: DateLike, options: MissingOption = {}): string =>
  formatWith(value, 'MM/DD/YYYY hh:mm A', options);

/** hh:mm A in America/New_York. */
export const formatTime = (value: DateLike, options: MissingOption = {}): string =>
  formatWith(value, 'hh:mm A', options);

/** Today's calendar date in New York as YYYY-MM-DD (the latest date a 'not in the future' picker offers). */
export const todayInDisplayZone = (now: Date = new Date()): string =>
  dayjs.utc(now).tz(DisplayTimeZone).format('YYYY-MM-DD');

type NumberLike = number | string | null | undefined;

const toNumber = (value: NumberLike): number | null => {
  if (isMissing(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** US dollars: '$1,234.56'. */
export const formatMoney = (value: NumberLike, { missing = 'None' }: MissingOption = {}): string => {
  const n = toNumber(value);
  return n === null ? missing : money.format(n);
};

/** Acres in en-US with up to 4 decimals; 'N/A' when there is no value (spec 2: calculated acres). */
export const formatAcres = (value: NumberLike, { missing = 'N/A' }: MissingOption = {}): string => {
  const n = toNumber(value);
  return n === null ? missing : acres.format(n);
};

/** Numbers in en-US format ('12,345.5'). */
export const formatNumber = (value: NumberLike, { missing = 'None' }: MissingOption = {}): string => {
  const n = toNumber(value);
  return n === null ? missing : plain.format(n);
};

/** Booleans show 'Yes' or 'No'; an unset flag reads as 'No'. */
export const formatYesNo = (value: boolean | null | undefined): string => (value ? 'Yes' : 'No');

/** The text of a value, or 'None' when it is empty. */
export const displayOrNone = (value: string | number | null | undefined): string =>
  isMissing(value) ? 'None' : String(value);

export type PostalAddress = {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
};

/** 'address, city, state postalCode' leaving out the parts that are missing; 'None' when all are. */
export const formatContactAddress = ({ address, city, state, postalCode }: PostalAddress): string => {
  const keep = (parts: (string | null | undefined)[]) =>
    parts.filter((p) => !isMissing(p)).map((p) => p?.trim());
  const statePostal = keep([state, postalCode]).join(' ');
  const text = keep([address, city, statePostal]).join(', ');
  return text === '' ? 'None' : text;
};

/** A project photo counts as present only when its data is longer than 30 characters (spec 2 §2). */
export const hasPhoto = (photo: string | null | undefined): boolean => (photo?.length ?? 0) > 30;

/** Cuts text to `length` characters and marks the cut with '...'; the caller shows the full text in a tooltip. */
export const truncate = (text: string | null | undefined, length: number): string => {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
};
