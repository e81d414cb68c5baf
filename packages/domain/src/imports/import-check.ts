import type { z } from 'zod';
import { contactParentLabel } from '../contacts/contacts.rules';
import { type ContactParentType, contactMessages } from '../contacts/contacts.schema';
import { InstrumentStatus, PropertyStatus, ServiceCategory, ServiceStatus } from '../ids';
import { instrumentMessages } from '../instruments/instruments.schema';
import { messages } from '../messages';
import { reportCompletedError } from '../services/inspection-report.rules';
import { invalidServiceTypes } from '../services/services.rules';
import {
  type InspectionMethod,
  inspectionMethodLabels,
  inspectionMethods,
} from '../services/services.schema';
import {
  type ImportIssue,
  ImportLimits,
  type ImportMapping,
  type ImportReport,
  type SheetMapping,
  type SheetReport,
  type UnknownValue,
} from './import.schema';
import {
  type ImportField,
  type ImportKind,
  type ImportLookup,
  importKindInfo,
  importKinds,
  LegacyIdMax,
} from './import-kinds';
import { kindOfSheet, matchColumns, matchKey, nearestNames } from './import-matching';
import { type ImportRowValues, importMessages, importRowSchemas } from './import-rows';

/** A cell as the reader gives it: dates already as YYYY-MM-DD text, formulas as their values. */
export type ImportCell = string | number | boolean | null;
export type ImportSheet = { name: string; headers: string[]; rows: { row: number; cells: ImportCell[] }[] };

/**
 * Each list's options; `scope` is what an option belongs to where a row's other value picks among
 * them (a component's category, a contact role's record type), since names repeat across scopes.
 */
export type LookupOptions = Record<ImportLookup, { id: number; name: string; scope?: number | string }[]>;
type LegacyKind = 'project' | 'property' | 'instrument' | 'service';
const legacyKinds = ['project', 'property', 'instrument', 'service'] as const;

/** A contact's name as the import compares it: case and runs of spaces aside (the server's SQL does the same). */
export const contactNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The inspection methods as a lookup list: an option's id is the method's place in the fixed list, from 1. */
export const inspectionMethodOptions = inspectionMethods.map((method, index) => ({
  id: index + 1,
  name: inspectionMethodLabels[method],
}));

/** What the check needs to know of the database, read once for the values the file names. */
export type DatabaseFacts = {
  /** Legacy id → record id, per kind. */
  legacy: Record<LegacyKind, Map<string, number>>;
  /** Record ids that exist, per kind. */
  ids: Record<LegacyKind, Set<number>>;
  /** Project name (match key) → ids. */
  projectNames: Map<string, number[]>;
  /** Synced contacts by CRM account id → contact id. */
  contacts: Map<string, number>;
  /** Synced contacts by name (`contactNameKey`, the name or the full name) → their ids and account ids. */
  contactNames: Map<string, { id: number; crmId: string }[]>;
};

/** The values a file names that the database must answer for (`DatabaseFacts`). */
export type WantedFacts = {
  legacy: Record<LegacyKind, Set<string>>;
  ids: Record<LegacyKind, Set<number>>;
  projectNames: Set<string>;
  /** What the Contact columns say: an account id or a name. */
  contacts: Set<string>;
};

/** A reference to a record of the file (by its legacy id) or of the database (by id). */
export type RecordRef = { legacyId: string } | { id: number };

export type PlannedProject = {
  row: number;
  legacyId: string;
  existingId: number | null;
  values: ImportRowValues<'projects'>;
  statusId: number;
};
export type PlannedProperty = {
  row: number;
  legacyId: string;
  existingId: number | null;
  project: RecordRef;
  values: ImportRowValues<'properties'>;
  statusId: number;
  localityIds: number[];
};
export type PlannedParcel = {
  row: number;
  property: RecordRef;
  localityId: number;
  values: ImportRowValues<'taxParcels'>;
};
export type PlannedInstrument = {
  row: number;
  legacyId: string;
  existingId: number | null;
  project: RecordRef;
  values: ImportRowValues<'instruments'>;
  statusId: number;
  typeId: number | null;
  agreementTypeId: number;
  localityId: number | null;
  staffLeadId: number | null;
  specificTermIds: number[];
};
export type PlannedLink = {
  row: number;
  instrument: RecordRef;
  property: RecordRef;
  values: ImportRowValues<'propertyInstruments'>;
};
export type PlannedService = {
  row: number;
  legacyId: string;
  existingId: number | null;
  property: RecordRef;
  values: ImportRowValues<'services'>;
  categoryId: number;
  typeIds: number[];
  statusId: number;
  agreementTypeId: number;
  staffLeadId: number;
  inspectionMethod: InspectionMethod | null;
  /** The Closed event's day of a Closed service. */
  closedDate: string | null;
};
export type PlannedContactLink = {
  row: number;
  contactId: number;
  parent: { type: ContactParentType; ref: RecordRef };
  roleIds: number[];
  values: ImportRowValues<'contactLinks'>;
};

/** What a commit writes, each kind in the order of its sheet's rows. */
export type ImportPlan = {
  projects: PlannedProject[];
  properties: PlannedProperty[];
  taxParcels: PlannedParcel[];
  instruments: PlannedInstrument[];
  propertyInstruments: PlannedLink[];
  services: PlannedService[];
  contactLinks: PlannedContactLink[];
};

export type PlanKind = keyof ImportPlan;
export type Planned<K extends PlanKind> = ImportPlan[K][number];
/**
 * Takes each row that passed, as it is planned, kind by kind in the order a commit writes them. The
 * commit spills them to a file (so a large import's plan is not held in memory); a dry run keeps none.
 */
export type PlanSink = <K extends PlanKind>(kind: K, planned: Planned<K>) => void;

const legacyKindOf: Record<'projects' | 'properties' | 'instruments' | 'services', LegacyKind> = {
  projects: 'project',
  properties: 'property',
  instruments: 'instrument',
  services: 'service',
};
const legacyKindsOfSheets = ['projects', 'properties', 'instruments', 'services'] as const;

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** Sheets the import reads: its kind (as mapped, or by the sheet's name) and its columns' fields. */
export const mappingOf = (
  sheets: readonly ImportSheet[],
  adjusted: ImportMapping | undefined,
): Map<ImportSheet, SheetMapping> =>
  new Map(
    sheets.map((sheet) => {
      const given = adjusted?.[sheet.name];
      const kind = given ? given.kind : (kindOfSheet(sheet.name) ?? '');
      const auto = kind === '' ? {} : matchColumns(kind, sheet.headers);
      const columns = Object.fromEntries(
        sheet.headers.map((h) => [h, given && h in given.columns ? given.columns[h] : (auto[h] ?? '')]),
      );
      return [sheet, { kind, columns, values: given?.values ?? {} }];
    }),
  );

const cellText = (cell: ImportCell): string =>
  cell === null ? '' : typeof cell === 'number' ? String(Number(cell.toPrecision(15))) : String(cell).trim();

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included): serial 45292 is 2024-01-01. */
const serialDate = (serial: number): string | null => {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
};

/** "1,234.5" → "1234.5": thousands separators as staff type them; anything else is left to the schema. */
const numberText = (cell: ImportCell, cellDecimals = 0): string | number | null => {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    const value = Number(cell.toPrecision(15));
    const places = String(value).split('.')[1]?.length ?? 0;
    return places < cellDecimals ? value.toFixed(cellDecimals) : value;
  }
  const text = String(cell).trim();
  return /^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replaceAll(',', '') : text;
};

const yes = new Set(['yes', 'y', 'true', '1', 'x']);
const no = new Set(['no', 'n', 'false', '0', '']);

type RowProblem = { field: string; message: string };

/** The checked values of one row: the raw text per field, the schema's values, and its problems. */
type CheckedRow = {
  row: number;
  text: Record<string, string>;
  values: Record<string, unknown>;
  problems: RowProblem[];
};

/**
 * The dry run (issue 31 §4): every row of every mapped sheet checked by the forms' schemas, lookups
 * matched by name, references resolved in the file or the database, duplicates found. Pure: the
 * caller reads `facts` for the values `wantedFacts` lists. Linear in the cells (a lookup's names are
 * compared only for each distinct unknown value).
 */
export const checkImport = async ({
  fileName,
  sheets,
  mapping: adjusted,
  lookups,
  facts,
  plan: keep = () => {},
  onProgress,
}: {
  fileName: string;
  sheets: readonly ImportSheet[];
  mapping?: ImportMapping;
  lookups: LookupOptions;
  facts: DatabaseFacts;
  /** Where the rows that passed go; none kept when not given. */
  plan?: PlanSink;
  /** Every 1,000 rows; a promise it answers is awaited, so a caller can let its progress out meanwhile. */
  onProgress?: (rowsChecked: number) => void | Promise<void>;
}): Promise<{
  report: ImportReport;
  /** Every problem of every row by sheet and row, for the report workbook (the report lists the first ones). */
  rowProblems: Map<string, Map<number, string[]>>;
}> => {
  const mapping = mappingOf(sheets, adjusted);
  const issues: ImportIssue[] = [];
  let issueCount = 0;
  const unknown = new Map<string, UnknownValue>();
  const byName = new Map(
    (Object.keys(lookups) as ImportLookup[]).map((list) => [
      list,
      new Map(lookups[list].map((o) => [matchKey(o.name), o.id])),
    ]),
  );
  // Every option of a name, for the lists whose names repeat across scopes.
  const allByName = new Map(
    (Object.keys(lookups) as ImportLookup[]).map((list) => {
      const named = new Map<string, LookupOptions[ImportLookup]>();
      for (const option of lookups[list]) {
        const key = matchKey(option.name);
        named.set(key, [...(named.get(key) ?? []), option]);
      }
      return [list, named];
    }),
  );
  const reports: SheetReport[] = [];
  let checked = 0;

  // Rows of each kind, read first so that references between sheets resolve whatever their order.
  const rowsOf = new Map<
    ImportKind,
    {
      sheet: ImportSheet;
      rows: CheckedRow[];
      sheetReport: SheetReport;
      headerOf: (field: string) => string;
      sheetMapping: SheetMapping;
    }[]
  >();
  const rowProblems = new Map<string, Map<number, string[]>>();
  const report = (sheet: ImportSheet, row: number, header: string, message: string) => {
    issueCount++;
    const ofSheet = rowProblems.get(sheet.name) ?? new Map<number, string[]>();
    rowProblems.set(sheet.name, ofSheet);
    const shown = ofSheet.get(row) ?? [];
    shown.push(header === '' ? message : `${header}: ${message}`);
    ofSheet.set(row, shown);
    if (issues.length >= ImportLimits.issuesShown) return;
    const index = header === '' ? -1 : sheet.headers.indexOf(header);
    issues.push({ sheet: sheet.name, row, column: index < 0 ? '' : columnLetter(index), header, message });
  };

  for (const sheet of sheets) {
    const sheetMapping = mapping.get(sheet) as SheetMapping;
    const { kind } = sheetMapping;
    const sheetReport: SheetReport = {
      sheet: sheet.name,
      kind,
      headers: sheet.headers,
      mapping: sheetMapping,
      rows: sheet.rows.length,
      created: 0,
      updated: 0,
      rowsWithErrors: 0,
    };
    reports.push(sheetReport);
    if (kind === '') continue;
    const info = importKindInfo[kind];
    const columnOf = new Map<string, number>();
    sheet.headers.forEach((header, index) => {
      const field = sheetMapping.columns[header];
      if (field && !columnOf.has(field)) columnOf.set(field, index);
    });
    const headerOf = (field: string) => {
      const index = columnOf.get(field);
      return index === undefined ? '' : sheet.headers[index];
    };
    // A required field no column gives is one problem of the sheet, not one of every row.
    const unmapped = new Set(info.fields.filter((f) => f.required && !columnOf.has(f.key)).map((f) => f.key));
    for (const field of info.fields)
      if (unmapped.has(field.key))
        report(sheet, 1, '', importMessages.unmappedRequired(sheet.name, field.label));

    const lookupValue = (field: ImportField, list: ImportLookup, text: string, problems: RowProblem[]) => {
      const mapped = sheetMapping.values[field.key]?.[text];
      const id = byName.get(list)?.get(matchKey(mapped || text));
      if (id !== undefined) return id;
      const key = `${sheet.name}\u0000${field.key}\u0000${matchKey(text)}`;
      const seen = unknown.get(key);
      const names = lookups[list].map((o) => o.name);
      const suggestions = seen?.suggestions ?? nearestNames(text, names);
      if (seen) seen.rows++;
      else
        unknown.set(key, {
          sheet: sheet.name,
          field: field.key,
          label: field.label,
          value: text,
          rows: 1,
          suggestions,
          lookup: list,
        });
      problems.push({
        field: field.key,
        message: importMessages.unknownOption(field.label, text, suggestions),
      });
      return null;
    };

    const rows: CheckedRow[] = [];
    for (const { row, cells } of sheet.rows) {
      const text: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const problems: RowProblem[] = [];
      for (const field of info.fields) {
        const index = columnOf.get(field.key);
        const cell = index === undefined ? null : (cells[index] ?? null);
        const shown = cellText(cell);
        text[field.key] = shown;
        const type = field.type;
        if (type === 'legacyId') {
          if (shown === '') problems.push({ field: field.key, message: messages.required(field.label) });
          else if (shown.length > LegacyIdMax)
            problems.push({ field: field.key, message: importMessages.legacyIdTooLong(LegacyIdMax) });
          values[field.key] = shown;
        } else if (type === 'text') values[field.key] = shown === '' ? null : shown;
        else if (type === 'number') values[field.key] = numberText(cell, field.numberCellDecimals);
        else if (type === 'date')
          values[field.key] =
            typeof cell === 'number' ? (serialDate(cell) ?? shown) : shown === '' ? null : shown;
        else if (type === 'boolean') {
          const key = matchKey(shown);
          if (yes.has(key)) values[field.key] = true;
          else if (no.has(key)) values[field.key] = false;
          else problems.push({ field: field.key, message: importMessages.notYesNo(field.label) });
        } else if (type === 'contact') {
          if (shown === '') problems.push({ field: field.key, message: messages.required(field.label) });
          values[field.key] = shown;
        } else if ('lookup' in type) {
          if (shown === '') {
            if (field.required) problems.push({ field: field.key, message: messages.required(field.label) });
            values[field.key] = null;
          } else values[field.key] = lookupValue(field, type.lookup, shown, problems);
        } else if ('lookupList' in type) {
          const parts = shown
            .split(/[;\n]/)
            .map((p) => p.trim())
            .filter((p) => p !== '');
          if (parts.length === 0 && field.required)
            problems.push({ field: field.key, message: messages.required(field.label) });
          const ids = parts.map((p) => lookupValue(field, type.lookupList, p, problems));
          if (new Set(parts.map(matchKey)).size !== parts.length)
            problems.push({ field: field.key, message: messages.unique(field.label) });
          values[field.key] = ids.filter((id): id is number => id !== null);
        } else {
          if (shown === '' && field.required)
            problems.push({ field: field.key, message: messages.required(field.label) });
          values[field.key] = shown;
        }
      }
      // The forms' own rules, on the values of this kind's schema (a field that failed above is skipped).
      const schema = importRowSchemas[kind] as z.ZodType;
      const input = Object.fromEntries(
        Object.keys((schema as z.ZodObject).shape).map((key) => [key, values[key] ?? null]),
      );
      if (kind === 'propertyInstruments' && input.propertyAcres === null) input.propertyAcres = '';
      if (kind === 'projects' && input.name === null) input.name = '';
      if (kind === 'properties' && input.name === null) input.name = '';
      const parsed = schema.safeParse(input);
      if (parsed.success) Object.assign(values, parsed.data as object);
      else
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
        }
      rows.push({ row, text, values, problems: problems.filter((p) => !unmapped.has(p.field)) });
      checked++;
      if (checked % 1000 === 0) await onProgress?.(checked);
    }
    rowsOf.set(kind, [...(rowsOf.get(kind) ?? []), { sheet, rows, sheetReport, headerOf, sheetMapping }]);
  }

  // Legacy ids in the file, per kind, with duplicates named.
  const inFile = Object.fromEntries(legacyKinds.map((k) => [k, new Map()])) as Record<
    LegacyKind,
    Map<string, { row: number; ok: boolean }>
  >;
  for (const kind of legacyKindsOfSheets)
    for (const { rows } of rowsOf.get(kind) ?? [])
      for (const row of rows) {
        const legacyId = row.text.legacyId;
        if (legacyId === '') continue;
        const earlier = inFile[legacyKindOf[kind]].get(legacyId);
        if (earlier)
          row.problems.push({
            field: 'legacyId',
            message: importMessages.duplicateInFile(`Legacy ID "${legacyId}"`, earlier.row),
          });
        else inFile[legacyKindOf[kind]].set(legacyId, { row: row.row, ok: true });
      }
  for (const kind of legacyKindsOfSheets)
    for (const { rows } of rowsOf.get(kind) ?? [])
      for (const row of rows) {
        const entry = inFile[legacyKindOf[kind]].get(row.text.legacyId);
        if (entry && entry.row === row.row && row.problems.length > 0) entry.ok = false;
      }

  const sheetLabel = {
    project: 'Projects',
    property: 'Properties',
    instrument: 'Instruments',
    service: 'Services',
  } as const;
  const resolve = (kind: LegacyKind, value: string, row: CheckedRow, field: string): RecordRef | null => {
    if (value === '') return null;
    const own = inFile[kind].get(value);
    if (own) {
      if (!own.ok) row.problems.push({ field, message: importMessages.referenceHasErrors(kind, value) });
      return { legacyId: value };
    }
    const byLegacy = facts.legacy[kind].get(value);
    if (byLegacy !== undefined) return { id: byLegacy };
    if (/^\d{1,10}$/.test(value) && facts.ids[kind].has(Number(value))) return { id: Number(value) };
    if (kind === 'project') {
      const named = facts.projectNames.get(matchKey(value)) ?? [];
      if (named.length === 1) return { id: named[0] };
      if (named.length > 1) {
        row.problems.push({ field, message: importMessages.ambiguousProject(value) });
        return null;
      }
    }
    row.problems.push({ field, message: importMessages.missingReference(kind, value, sheetLabel[kind]) });
    return null;
  };

  /**
   * A cell's options of a list whose names repeat across scopes, each taken from the row's scope when
   * it has that name (else from another, for the rule to refuse); unknown names were reported already.
   */
  const scopedIds = (
    sheetMapping: SheetMapping,
    field: string,
    list: ImportLookup,
    text: string,
    scope: number | string | null,
  ) =>
    text
      .split(/[;\n]/)
      .map((p) => p.trim())
      .filter((p) => p !== '')
      .flatMap((part) => {
        const options = allByName.get(list)?.get(matchKey(sheetMapping.values[field]?.[part] || part)) ?? [];
        const option = options.find((o) => o.scope === scope) ?? options[0];
        return option ? [option] : [];
      });

  const contactOf = (value: string, row: CheckedRow): number | null => {
    if (value === '') return null;
    const byAccount = facts.contacts.get(value);
    if (byAccount !== undefined) return byAccount;
    const named = facts.contactNames.get(contactNameKey(value)) ?? [];
    if (named.length === 1) return named[0].id;
    row.problems.push({
      field: 'contact',
      message:
        named.length > 1
          ? importMessages.ambiguousContact(
              value,
              named.map((c) => c.crmId),
            )
          : contactMessages.unknownContacts([value]),
    });
    return null;
  };

  const firstId = (list: ImportLookup) => lookups[list][0]?.id ?? 1;
  const contactLinkSeen = new Map<string, number>();
  const linkSeen = new Map<string, number>();
  for (const kind of importKinds)
    for (const { sheet, rows, sheetReport, headerOf, sheetMapping } of rowsOf.get(kind) ?? []) {
      for (const row of rows) {
        const v = row.values;
        const existingId = (k: LegacyKind) => facts.legacy[k].get(row.text.legacyId) ?? null;
        if (kind === 'projects') {
          const planned: PlannedProject = {
            row: row.row,
            legacyId: row.text.legacyId,
            existingId: existingId('project'),
            values: v as ImportRowValues<'projects'>,
            statusId: (v.status as number | null) ?? firstId('projectStatuses'),
          };
          if (row.problems.length === 0) keep('projects', planned);
          tally(sheetReport, row, planned.existingId);
        } else if (kind === 'properties') {
          const project = resolve('project', row.text.project, row, 'project');
          const additional = (v.additionalLocalities as number[]) ?? [];
          if (additional.includes(v.primaryLocality as number))
            row.problems.push({ field: 'additionalLocalities', message: messages.unique('Locality') });
          const planned: PlannedProperty = {
            row: row.row,
            legacyId: row.text.legacyId,
            existingId: existingId('property'),
            project: project as RecordRef,
            values: v as ImportRowValues<'properties'>,
            statusId: (v.status as number | null) ?? PropertyStatus.Current,
            localityIds: [v.primaryLocality as number, ...additional],
          };
          if (row.problems.length === 0) keep('properties', planned);
          tally(sheetReport, row, planned.existingId);
        } else if (kind === 'taxParcels') {
          const property = resolve('property', row.text.property, row, 'property');
          if (row.text.parcelId === '' && row.text.acres === '')
            row.problems.push({ field: 'parcelId', message: importMessages.emptyParcel });
          if (row.problems.length === 0)
            keep('taxParcels', {
              row: row.row,
              property: property as RecordRef,
              localityId: v.locality as number,
              values: v as ImportRowValues<'taxParcels'>,
            });
          tally(sheetReport, row, null);
        } else if (kind === 'instruments') {
          const project = resolve('project', row.text.project, row, 'project');
          const statusId = (v.status as number | null) ?? InstrumentStatus.Pending;
          if (
            statusId === InstrumentStatus.Active &&
            !v.executedDate &&
            !row.problems.some((p) => p.field === 'executedDate')
          )
            row.problems.push({ field: 'executedDate', message: instrumentMessages.executedEventRequired });
          const planned: PlannedInstrument = {
            row: row.row,
            legacyId: row.text.legacyId,
            existingId: existingId('instrument'),
            project: project as RecordRef,
            values: v as ImportRowValues<'instruments'>,
            statusId,
            typeId: (v.instrumentType as number | null) ?? null,
            agreementTypeId: v.agreementType as number,
            localityId: (v.locality as number | null) ?? null,
            staffLeadId: (v.staffLead as number | null) ?? null,
            specificTermIds: (v.specificTerms as number[]) ?? [],
          };
          if (row.problems.length === 0) keep('instruments', planned);
          tally(sheetReport, row, planned.existingId);
        } else if (kind === 'services') {
          const property = resolve('property', row.text.property, row, 'property');
          const categoryId = v.category as number | null;
          const types = scopedIds(
            sheetMapping,
            'components',
            'serviceTypes',
            row.text.components,
            categoryId,
          );
          const typeError =
            categoryId === null
              ? null
              : invalidServiceTypes(
                  types.map((o) => o.id),
                  categoryId,
                  new Map(types.map((o) => [o.id, o.scope as number])),
                );
          if (typeError && !row.problems.some((p) => p.field === 'components'))
            row.problems.push({ field: 'components', message: typeError });
          const values = v as ImportRowValues<'services'>;
          const dateProblem = row.problems.some((p) => p.field === 'inspectionDate');
          if (categoryId === ServiceCategory.Inspection && values.inspectionDate === null && !dateProblem)
            row.problems.push({ field: 'inspectionDate', message: importMessages.inspectionDateRequired });
          const reportError = dateProblem
            ? null
            : reportCompletedError(values.reportCompletedDate ?? null, values.inspectionDate ?? null);
          if (reportError && !row.problems.some((p) => p.field === 'reportCompletedDate'))
            row.problems.push({ field: 'reportCompletedDate', message: reportError });
          const statusId = (v.status as number | null) ?? ServiceStatus.Closed;
          const closedDate =
            statusId === ServiceStatus.Closed
              ? (values.closedDate ?? values.reportCompletedDate ?? values.inspectionDate ?? null)
              : null;
          if (statusId === ServiceStatus.Closed && closedDate === null && row.problems.length === 0)
            row.problems.push({ field: 'closedDate', message: messages.required('Closed Date') });
          const method = v.inspectionMethod as number | null;
          const planned: PlannedService = {
            row: row.row,
            legacyId: row.text.legacyId,
            existingId: existingId('service'),
            property: property as RecordRef,
            values,
            categoryId: categoryId as number,
            typeIds: types.map((o) => o.id),
            statusId,
            agreementTypeId: v.agreementType as number,
            staffLeadId: v.staffLead as number,
            inspectionMethod: method === null ? null : inspectionMethods[method - 1],
            closedDate,
          };
          if (row.problems.length === 0) keep('services', planned);
          tally(sheetReport, row, planned.existingId);
        } else if (kind === 'contactLinks') {
          const contactId = contactOf(row.text.contact, row);
          const given = (['instrument', 'property', 'service'] as const).filter((k) => row.text[k] !== '');
          const type = given.length === 1 ? given[0] : null;
          if (type === null)
            row.problems.push({ field: given[1] ?? 'instrument', message: contactMessages.oneParent });
          const ref = type === null ? null : resolve(type, row.text[type], row, type);
          const roles = scopedIds(sheetMapping, 'roles', 'contactRoles', row.text.roles, type);
          const refused = roles.filter((o) => o.scope !== type).map((o) => o.name);
          if (type !== null && refused.length > 0 && !row.problems.some((p) => p.field === 'roles'))
            row.problems.push({
              field: 'roles',
              message: contactMessages.roleNotAllowed(contactParentLabel(type), refused),
            });
          const key = `${type}|${JSON.stringify(ref)}|${contactId}`;
          const earlier = ref && contactId !== null ? contactLinkSeen.get(key) : undefined;
          if (earlier !== undefined)
            row.problems.push({ field: 'contact', message: importMessages.duplicateContactLink(earlier) });
          else if (ref && contactId !== null) contactLinkSeen.set(key, row.row);
          if (row.problems.length === 0)
            keep('contactLinks', {
              row: row.row,
              contactId: contactId as number,
              parent: { type: type as ContactParentType, ref: ref as RecordRef },
              roleIds: roles.map((o) => o.id),
              values: v as ImportRowValues<'contactLinks'>,
            });
          tally(sheetReport, row, null);
        } else {
          const instrument = resolve('instrument', row.text.instrument, row, 'instrument');
          const property = resolve('property', row.text.property, row, 'property');
          const pair = `${JSON.stringify(instrument)}|${JSON.stringify(property)}`;
          const earlier = instrument && property ? linkSeen.get(pair) : undefined;
          if (earlier !== undefined)
            row.problems.push({ field: 'property', message: importMessages.duplicateLink(earlier) });
          else if (instrument && property) linkSeen.set(pair, row.row);
          if (row.problems.length === 0)
            keep('propertyInstruments', {
              row: row.row,
              instrument: instrument as RecordRef,
              property: property as RecordRef,
              values: v as ImportRowValues<'propertyInstruments'>,
            });
          tally(sheetReport, row, null);
        }
        // A record that failed a rule of this pass fails the rows of later kinds that name it too.
        const own = kind in legacyKindOf ? inFile[legacyKindOf[kind as keyof typeof legacyKindOf]] : null;
        if (row.problems.length > 0 && own?.get(row.text.legacyId)?.row === row.row)
          (own.get(row.text.legacyId) as { ok: boolean }).ok = false;
        for (const problem of row.problems) {
          const field = importKindInfo[kind].fields.find((f) => f.key === problem.field);
          report(sheet, row.row, field ? headerOf(field.key) || field.label : '', problem.message);
        }
      }
    }
  await onProgress?.(checked);

  const options = Object.fromEntries(
    [...new Set([...unknown.values()].map((u) => u.lookup))].map((list) => [
      list,
      lookups[list as ImportLookup].map((o) => o.name),
    ]),
  );
  return {
    report: {
      fileName,
      sheets: reports,
      issues,
      issueCount,
      unknownValues: [...unknown.values()],
      options,
      ok: issueCount === 0 && reports.some((r) => r.kind !== ''),
    },
    rowProblems,
  };
};

const tally = (sheetReport: SheetReport, row: CheckedRow, existingId: number | null) => {
  if (row.problems.length > 0) sheetReport.rowsWithErrors++;
  else if (existingId === null) sheetReport.created++;
  else sheetReport.updated++;
};

/** The legacy ids, ids and project names of the file the database must be asked about. */
export const wantedFacts = (
  sheets: readonly ImportSheet[],
  adjusted: ImportMapping | undefined,
): WantedFacts => {
  const wanted: WantedFacts = {
    legacy: { project: new Set(), property: new Set(), instrument: new Set(), service: new Set() },
    ids: { project: new Set(), property: new Set(), instrument: new Set(), service: new Set() },
    projectNames: new Set(),
    contacts: new Set(),
  };
  for (const [sheet, { kind, columns }] of mappingOf(sheets, adjusted)) {
    if (kind === '') continue;
    const info = importKindInfo[kind];
    sheet.headers.forEach((header, index) => {
      const field = info.fields.find((f) => f.key === columns[header]);
      if (!field) return;
      const type = field.type;
      if (type === 'contact')
        for (const { cells } of sheet.rows) {
          const text = cellText(cells[index] ?? null);
          if (text !== '' && text.length <= 200) wanted.contacts.add(text);
        }
      const target: LegacyKind | null =
        type === 'legacyId'
          ? (info.legacyKind ?? null)
          : typeof type === 'object' && 'reference' in type
            ? legacyKindOf[type.reference]
            : null;
      if (!target) return;
      for (const { cells } of sheet.rows) {
        const text = cellText(cells[index] ?? null);
        if (text === '' || text.length > LegacyIdMax) continue;
        wanted.legacy[target].add(text);
        if (type !== 'legacyId') {
          if (/^\d{1,10}$/.test(text)) wanted.ids[target].add(Number(text));
          if (target === 'project') wanted.projectNames.add(text);
        }
      }
    });
  }
  return wanted;
};
