/**
 * CSV import into the built-in CRM directory (`npm run crm:import -- file.csv`).
 *
 * Column layout: a header row naming these 14 columns (any order), then one account a row:
 *
 *   crmId       required; the account's id in the CRM, e.g. 4110.0.1234 (letters, digits, . - _; at most 50)
 *   name        the name shown; name or fullName is required (each at most 200)
 *   fullName    the full name
 *   address     street address (at most 200)
 *   city        at most 100
 *   state       two letters, e.g. VA
 *   postalCode  at most 10: letters, digits, spaces and dashes, e.g. 23219 or 23219-1234
 *   email       an email address (at most 254)
 *   phone1Type, phone1, phone2Type, phone2, phone3Type, phone3
 *               up to three phones: a type (e.g. Home, Mobile) and a number, each at most 30; both or neither
 *
 * Fields follow RFC 4180: a field with commas, quotes or line breaks is put in double quotes, a quote
 * inside is doubled (""). Empty fields are empty values. UTF-8, with or without a byte-order mark;
 * lines end with CRLF or LF.
 *
 * Every row is checked first and each bad row is reported with its line number; if any row is bad
 * nothing is imported. Otherwise all rows are written in one transaction: new crmIds are added,
 * changed ones updated with their modification time set to now (so the next sync pulls them);
 * rows identical to the directory's are left alone.
 */
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import { type DirectoryAccountInput, upsertDirectoryAccounts } from './crm.repo';
import { CrmNameMaxLength } from './crm-connector';

export const directoryCsvColumns = [
  'crmId',
  'name',
  'fullName',
  'address',
  'city',
  'state',
  'postalCode',
  'email',
  'phone1Type',
  'phone1',
  'phone2Type',
  'phone2',
  'phone3Type',
  'phone3',
] as const;

type Column = (typeof directoryCsvColumns)[number];
type CsvRecord = { line: number; fields: string[] };

export class CsvSyntaxError extends Error {}

/**
 * RFC 4180 records with the line each starts on (a quoted field may span lines); blank lines skipped.
 * Stops once it holds more than `atMost` records, so a caller with a cap holds no more than that.
 */
export const parseCsv = (text: string, { atMost = Infinity }: { atMost?: number } = {}): CsvRecord[] => {
  const records: CsvRecord[] = [];
  const keep = (record: CsvRecord) => {
    if (!(record.fields.length === 1 && record.fields[0] === '')) records.push(record);
  };
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let closedQuote = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    closedQuote = false;
  };
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        inQuotes = false;
        closedQuote = true;
      } else if (c === '\r' && text[i + 1] === '\n') {
        // A line break inside a field is kept as LF, whatever the file's line ends.
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      endField();
      keep({ line: recordLine, fields });
      if (records.length > atMost) return records;
      fields = [];
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      recordLine = line;
    } else if (closedQuote) {
      throw new CsvSyntaxError(
        `Line ${line}: text follows a closing quote; a quote inside a field must be doubled ("").`,
      );
    } else if (c === '"') {
      if (field !== '')
        throw new CsvSyntaxError(
          `Line ${line}: a quote in the middle of a field; put the whole field in quotes and double the quote ("").`,
        );
      inQuotes = true;
    } else {
      field += c;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(`Line ${recordLine}: a quoted field is not closed.`);
  if (field !== '' || closedQuote || fields.length > 0) {
    endField();
    keep({ line: recordLine, fields });
  }
  return records;
};

const crmIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const statePattern = /^[A-Za-z]{2}$/;
const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const maxLengths: Partial<Record<Column, number>> = {
  crmId: 50,
  name: CrmNameMaxLength,
  fullName: CrmNameMaxLength,
  address: 200,
  city: 100,
  postalCode: 10,
  email: 254,
};

/** One row's values, or the problems found in it. */
const readRow = (
  value: (column: Column) => string | null,
): { account: DirectoryAccountInput } | { problems: string[] } => {
  const problems: string[] = [];
  for (const [column, max] of Object.entries(maxLengths) as [Column, number][]) {
    const v = value(column);
    if (v !== null && v.length > max) problems.push(`${column} is longer than ${max} characters`);
  }
  const crmId = value('crmId');
  if (crmId === null) problems.push('crmId is required');
  else if (!crmIdPattern.test(crmId))
    problems.push('crmId may contain only letters, digits, dots, dashes and underscores');
  if (value('name') === null && value('fullName') === null) problems.push('name or fullName is required');
  const state = value('state');
  if (state !== null && !statePattern.test(state)) problems.push('state must be two letters, e.g. VA');
  const postalCode = value('postalCode');
  if (postalCode !== null && !postalCodePattern.test(postalCode))
    problems.push('postalCode may contain only letters, digits, spaces and dashes');
  const email = value('email');
  if (email !== null && !emailPattern.test(email)) problems.push('email is not an email address');
  const phones: DirectoryAccountInput['phones'] = [];
  for (const n of [1, 2, 3] as const) {
    const type = value(`phone${n}Type`);
    const number = value(`phone${n}`);
    if (type !== null && type.length > 30) problems.push(`phone${n}Type is longer than 30 characters`);
    if (number !== null && number.length > 30) problems.push(`phone${n} is longer than 30 characters`);
    if (number !== null && type === null) problems.push(`phone${n}Type is required when phone${n} is given`);
    if (type !== null && number === null) problems.push(`phone${n} is required when phone${n}Type is given`);
    if (type !== null && number !== null) phones.push({ type, number });
  }
  if (problems.length > 0 || crmId === null) return { problems };
  return {
    account: {
      crmId,
      name: value('name'),
      fullName: value('fullName'),
      address: value('address'),
      city: value('city'),
      state: state?.toUpperCase() ?? null,
      postalCode,
      email,
      phones,
    },
  };
};

const readHeader = (header: CsvRecord): { index: Map<Column, number> } | { errors: string[] } => {
  const names = header.fields.map((f) => f.trim());
  const known = new Set<string>(directoryCsvColumns);
  const unknown = names.filter((n) => !known.has(n));
  const missing = directoryCsvColumns.filter((c) => !names.includes(c));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  const errors = [
    ...(missing.length > 0 ? [`Line ${header.line}: the header row is missing ${missing.join(', ')}.`] : []),
    ...(unknown.length > 0
      ? [`Line ${header.line}: the header row has unknown columns ${unknown.join(', ')}.`]
      : []),
    ...(repeated.length > 0
      ? [`Line ${header.line}: the header row repeats ${[...new Set(repeated)].join(', ')}.`]
      : []),
  ];
  if (errors.length > 0) return { errors };
  return { index: new Map(directoryCsvColumns.map((c) => [c, names.indexOf(c)])) };
};

/** The accounts of a directory CSV, or a message per problem (with its line); never a partial list. */
export const readDirectoryCsv = (text: string): { accounts: DirectoryAccountInput[]; errors: string[] } => {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { accounts: [], errors: [error.message] };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header)
    return { accounts: [], errors: ['The file is empty: it needs a header row and at least one account.'] };
  const columns = readHeader(header);
  if ('errors' in columns) return { accounts: [], errors: columns.errors };
  if (rows.length === 0) return { accounts: [], errors: ['The file has a header row but no accounts.'] };

  const accounts: DirectoryAccountInput[] = [];
  const errors: string[] = [];
  const lineOfCrmId = new Map<string, number>();
  for (const row of rows) {
    if (row.fields.length !== directoryCsvColumns.length) {
      errors.push(
        `Line ${row.line}: has ${row.fields.length} fields; the header has ${directoryCsvColumns.length}.`,
      );
      continue;
    }
    const result = readRow((column) => row.fields[columns.index.get(column) ?? -1]?.trim() || null);
    const problems = 'problems' in result ? result.problems : [];
    if ('account' in result) {
      const first = lineOfCrmId.get(result.account.crmId);
      if (first === undefined) lineOfCrmId.set(result.account.crmId, row.line);
      else problems.push(`crmId ${result.account.crmId} is also on line ${first}`);
    }
    if (problems.length > 0) errors.push(`Line ${row.line}: ${problems.join('; ')}.`);
    else if ('account' in result) accounts.push(result.account);
  }
  return errors.length > 0 ? { accounts: [], errors } : { accounts, errors };
};

export type DirectoryImportResult =
  | { ok: true; created: number; updated: number; unchanged: number }
  | { ok: false; errors: string[] };

/** Imports a directory CSV all or nothing (see the column layout at the top of this file). */
export const importDirectoryCsv = async (
  db: Db,
  text: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<DirectoryImportResult> => {
  const { accounts, errors } = readDirectoryCsv(text);
  if (errors.length > 0) return { ok: false, errors };
  const { created, updated } = await inTransaction(db, (tx) => upsertDirectoryAccounts(tx, accounts, now));
  return { ok: true, created, updated, unchanged: accounts.length - created - updated };
};
