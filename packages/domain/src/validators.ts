import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { DisplayTimeZone, todayInDisplayZone } from './format';
import { ContactRole } from './ids';
import { messages } from './messages';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Ids are PostgreSQL `integer` identities: a larger id cannot exist, and querying one would fail. */
export const MaxIntegerId = 2_147_483_647;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Forms hold text, APIs send numbers: accept both; anything else reads as missing. */
const textOrNumber = (field: string) =>
  z.union([z.string(), z.number()], { error: messages.required(field) });

/** A failed parse: the message the user sees. A class, so a parsed value can never be mistaken for one. */
class Invalid {
  constructor(readonly message: string) {}
}
const invalid = (message: string) => new Invalid(message);

/**
 * Trims the input, treats blank as missing and lets `parse` turn the text into the value or an
 * {@link Invalid}, so every failure carries one of our messages.
 */
const parsed = <I extends string | number, T>(
  field: string,
  input: z.ZodType<I, I>,
  parse: (text: string) => T | Invalid,
) =>
  input.transform((raw, ctx) => {
    const text = String(raw).trim();
    const result = text === '' ? invalid(messages.required(field)) : parse(text);
    if (result instanceof Invalid) {
      ctx.addIssue({ code: 'custom', message: result.message, input: raw });
      return z.NEVER;
    }
    return result;
  });

/**
 * Blank text, null and an omitted field all mean "no value", stored as null. The field is optional in
 * the API's request (and its OpenAPI description) and never undefined after parsing.
 */
export const orNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value: z.input<T> | null | undefined) => (isBlank(value) ? null : value), schema.nullable())
    .default(null);

/** Required text, trimmed; whitespace alone counts as missing. */
export const requiredText = (field: string, { min, max }: { min?: number; max?: number } = {}) => {
  let schema = z
    .string({ error: messages.required(field) })
    .trim()
    .min(1, { error: messages.required(field), abort: true });
  if (min !== undefined) schema = schema.min(min, { error: messages.minLength(field, min) });
  if (max !== undefined) schema = schema.max(max, { error: messages.maxLength(field, max) });
  return schema;
};

/** Optional text with a length limit (notes and the like); blank is stored as null. */
export const optionalText = (field: string, { max }: { max: number }) => orNull(requiredText(field, { max }));

/** A required choice from a lookup list; selects hold the id as text, APIs send the number. */
export const optionId = (field: string) =>
  parsed(field, textOrNumber(field), (text) => {
    const value = Number(text);
    return /^\d+$/.test(text) && value >= 1 && value <= MaxIntegerId
      ? value
      : invalid(messages.required(field));
  });

const decimalPattern = /^-?(\d+\.?\d*|\.\d+)$/;
const decimalPlaces = (text: string): number => text.split('.')[1]?.length ?? 0;

const checkRange = (field: string, value: number, min?: number, max?: number) => {
  if (min !== undefined && value < min) return invalid(messages.minValue(field, min));
  if (max !== undefined && value > max) return invalid(messages.maxValue(field, max));
  return value;
};

/**
 * A decimal number. With `minDecimals` a decimal point and that many places are required (the spec's
 * decimal_between, used for coordinates); otherwise up to `maxDecimals` places (max_decimal).
 */
export const decimalNumber = (
  field: string,
  {
    maxDecimals,
    minDecimals,
    min,
    max,
  }: { maxDecimals: number; minDecimals?: number; min?: number; max?: number },
) =>
  parsed(field, textOrNumber(field), (text) => {
    const places = decimalPlaces(text);
    if (minDecimals !== undefined) {
      if (!decimalPattern.test(text) || !text.includes('.') || places < minDecimals || places > maxDecimals) {
        return invalid(messages.decimalBetween(field, minDecimals, maxDecimals));
      }
    } else if (!decimalPattern.test(text) || places > maxDecimals) {
      return invalid(messages.maxDecimal(field, maxDecimals));
    }
    return checkRange(field, Number(text), min, max);
  });

/** Acres everywhere allow at most 4 decimal places (spec 1 §9). */
export const acres = (field: string, { min }: { min?: number } = {}) =>
  decimalNumber(field, { maxDecimals: 4, min });

const moneyPattern = /^-?(\d{1,3}(,\d{3})+|\d*)(\.\d*)?$/;

/**
 * US dollars as typed (a `$` prefix and comma thousands are allowed) or as a number: at most 30
 * characters and 2 decimal places, at least `min`.
 */
export const money = (field: string, { min }: { min: number }) =>
  parsed(field, textOrNumber(field), (text) => {
    if (text.length > 30) return invalid(messages.maxLength(field, 30));
    const plain = text.replace(/^(-?)\$/, '$1');
    if (!moneyPattern.test(plain) || !/\d/.test(plain) || decimalPlaces(plain) > 2) {
      return invalid(messages.maxDecimal(field, 2));
    }
    const value = Number(plain.replaceAll(',', ''));
    return value < min ? invalid(messages.minMoney(field, min)) : value;
  });

/**
 * A positive whole number or 0. Numeric inputs are limited to 18 digits (spec 2 §9); database columns
 * behind such fields must be `bigint`, and values beyond 2^53 lose precision as JavaScript numbers.
 */
export const wholeNumber = (field: string, { maxLength = 18 }: { maxLength?: number } = {}) =>
  parsed(field, textOrNumber(field), (text) => {
    if (!/^\d+$/.test(text)) return invalid(messages.wholeNumber(field));
    if (text.length > maxLength) return invalid(messages.maxLength(field, maxLength));
    return Number(text);
  });

/** A record id typed by a user (Go form, multi-entry id facets, property id slots): digits, ≤10, ≥1. */
export const numericId = (field: string) =>
  parsed(field, textOrNumber(field), (text) => {
    if (!/^\d+$/.test(text)) return invalid(messages.numericOnly(field));
    if (text.length > 10) return invalid(messages.maxLength(field, 10));
    return checkRange(field, Number(text), 1, MaxIntegerId);
  });

/** The version a save sends back, as it read the row: the server's optimistic-lock check compares it. */
export const savedVersion = z
  .number({ error: messages.required('Version') })
  .int()
  .min(1);

/** The `?version=` of a delete or a move: optional; when sent, a stale one answers 409. */
export const versionQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** A route's `:id` parameter, named for the messages: `idParams('Project ID')`. */
export const idParams = (field: string) => z.object({ id: numericId(field) });

/** A list with at least one entry (multi_required). */
export const multiRequired = <T extends z.ZodType>(field: string, item: T) =>
  z
    .array(item, { error: messages.multiRequired(field) })
    .min(1, { error: messages.multiRequired(field), abort: true });

/** A list with at least two entries, e.g. the property ids of a multi-property service. */
export const atLeastTwo = <T extends z.ZodType>(field: string, item: T) =>
  z
    .array(item, { error: messages.atLeastTwoRequired(field) })
    .min(2, { error: messages.atLeastTwoRequired(field), abort: true });

/** A list with exactly one entry (single_required); an empty list reads as the field being required. */
export const exactlyOne = <T extends z.ZodType>(field: string, item: T) =>
  z
    .array(item, { error: messages.required(field) })
    .min(1, { error: messages.required(field), abort: true })
    .max(1, { error: messages.singleRequired(field) });

/** How often each value occurs: one pass, so a long list costs no more than reading it. */
export const countValues = <T>(values: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/**
 * No value twice in a list. Every entry of a duplicated value gets the message at its own index, so
 * each repeated input of a form shows it.
 */
export const uniqueValues = <T extends z.ZodType<unknown[]>>(field: string, schema: T): T =>
  schema.check((ctx) => {
    const values = (ctx.value as unknown[]).map((v) => (isBlank(v) ? null : String(v)));
    const counts = countValues(values);
    values.forEach((value, index) => {
      if (value !== null && (counts.get(value) ?? 0) > 1) {
        ctx.issues.push({ code: 'custom', message: messages.unique(field), input: ctx.value, path: [index] });
      }
    });
  });

/**
 * A list refused by its length before any entry is read: within the body limit a request can carry
 * 100,000 ids, and checking (and reporting) each would cost far more than the cap allows for.
 * `typeMessage` is what a value that is not a list gets.
 */
export const bounded = <T extends z.ZodType<unknown[]>>(
  schema: T,
  {
    field,
    max,
    typeMessage = messages.required(field),
    tooManyMessage = messages.tooMany(field, max),
  }: { field: string; max: number; typeMessage?: string; tooManyMessage?: string },
): z.ZodType<z.output<T>, z.input<T>> =>
  z
    .array(z.unknown(), { error: typeMessage })
    .max(max, { error: tooManyMessage, abort: true })
    .pipe(schema as unknown as z.ZodType<z.output<T>, unknown[]>) as unknown as z.ZodType<
    z.output<T>,
    z.input<T>
  >;

/**
 * The contact roles of a service contact: at least one, and the Requestor role (39) unless the user is
 * an admin (spec 2 §5–6). The server builds this per request from the caller's roles.
 */
export const requestorRoleIds = ({ isAdmin }: { isAdmin: boolean }) =>
  multiRequired('Role', optionId('Role')).refine((ids) => isAdmin || ids.includes(ContactRole.Requestor), {
    message: messages.requestorRoleRequired,
  });

/** The document folder id of a record (spec 2 §5): required, digits only; kept as text (Box ids are long). */
/** Box folder ids are digits only; 30 at most, as the database keeps them. */
export const boxFolderId = parsed('Box Folder ID', textOrNumber('Box Folder ID'), (text) => {
  if (!/^\d+$/.test(text)) return invalid(messages.numericOnly('Box Folder ID'));
  return text.length <= 30 ? text : invalid(messages.maxLength('Box Folder ID', 30));
});

const usDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const isoInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The calendar day (YYYY-MM-DD) a text names, in the organisation's zone, or null when it is no date. */
const calendarDay = (text: string): string | null => {
  const us = usDatePattern.exec(text);
  const day = us
    ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`
    : isoDatePattern.test(text)
      ? text
      : isoInstantPattern.test(text) && dayjs.utc(text).isValid()
        ? dayjs.utc(text).tz(DisplayTimeZone).format('YYYY-MM-DD')
        : null;
  // dayjs rolls 02/30 over to 03/01; a day that does not survive the round trip does not exist.
  return day !== null && dayjs.utc(day).format('YYYY-MM-DD') === day ? day : null;
};

/**
 * A calendar date (spec 1 §5: entered as MM/DD/YYYY in America/New_York). Also accepts what a date
 * picker holds (YYYY-MM-DD) and an ISO instant as the API returns it (taken as its New York day).
 * The value is the day as YYYY-MM-DD, the form a `date` column and the formatting module both read
 * without any zone shift. `notInFuture` rejects days after today in New York (event dates).
 */
export const usDate = (field: string, { notInFuture = false }: { notInFuture?: boolean } = {}) =>
  parsed(field, z.string({ error: messages.required(field) }), (text) => {
    const day = calendarDay(text);
    if (day === null) return invalid(messages.dateFormat(field));
    return notInFuture && day > todayInDisplayZone() ? invalid(messages.futureDate(field)) : day;
  });

/**
 * min_value_if for object schemas: `key` must be greater than 0 when `otherKey` is (a feature's
 * finished area once it has dwelling units). Use as `schema.check(minValueIf({ ... }))`.
 */
export const minValueIf = <T extends object>({
  key,
  field,
  otherKey,
  other,
}: {
  key: keyof T & string;
  field: string;
  otherKey: keyof T & string;
  other: string;
}) =>
  z.superRefine<T>((value, ctx) => {
    if (Number(value[otherKey]) > 0 && !(Number(value[key]) > 0)) {
      ctx.addIssue({ code: 'custom', message: messages.minValueIf(field, other), path: [key] });
    }
  });
