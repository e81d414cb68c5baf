import {
  displayOrNone,
  formatAcres,
  formatDate,
  formatMoney,
  formatNumber,
  formatYesNo,
  type HistoryChange,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryPage,
  hasPhoto,
} from '@app/domain';
import type { Db } from '../../db/client';
import { readAll } from '../../db/tx';
import { notFound } from '../../lib/errors';
import { keptPhotos } from '../services/api';
import {
  countHistoryRows,
  type HistoryRow,
  type HistoryTable,
  listHistoryRows,
  readImportFileNames,
  readNames,
  recordExists,
} from './history.repo';
import {
  type FieldFormat,
  type FieldInfo,
  hiddenFields,
  historyTables,
  labelFromKey,
  type NameSource,
  type TableInfo,
} from './history-fields';

const tables: Record<HistoryEntity, { table: HistoryTable; label: string }> = {
  project: { table: 'projects', label: 'Project' },
  property: { table: 'properties', label: 'Property' },
  instrument: { table: 'instruments', label: 'Instrument' },
  service: { table: 'services', label: 'Service' },
};

const actions: Record<string, HistoryEntry['action']> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
};

type Values = Record<string, unknown>;
type Names = Map<NameSource, Map<number, string | null>>;
/** The service photos a page names whose bytes are kept, and whether each is deleted now. */
type Kept = Map<number, { deleted: boolean }>;

const asValues = (value: unknown): Values | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : null;

const tableInfo = (tableName: string): TableInfo =>
  historyTables[tableName] ?? {
    card: labelFromKey(tableName.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())),
    fields: {},
  };

const fieldInfo = (info: TableInfo, key: string): FieldInfo =>
  info.fields[key] ?? { label: labelFromKey(key) };

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** One value in the product's formats; a list shows its entries joined, 'None' when empty. */
const formatValue = (format: FieldFormat = 'text', value: unknown, names: Names): string => {
  if (Array.isArray(value)) {
    const shown = value.map((v) => formatValue(format, v, names));
    return shown.length > 0 ? shown.join(', ') : 'None';
  }
  if (value === null || value === undefined || value === '') return format === 'allowed' ? 'N/A' : 'None';
  if (typeof format === 'object') {
    if ('record' in format) return `${format.record} ${value}`;
    if ('choices' in format) return format.choices[String(value)] ?? String(value);
    const id = Number(value);
    return names.get(format.names)?.get(id) ?? `Unknown (${id})`;
  }
  switch (format) {
    case 'money':
      return formatMoney(value as number);
    case 'acres':
      return formatAcres(value as number, { missing: 'None' });
    case 'number':
      return formatNumber(value as number);
    case 'allowed':
      return formatNumber(value as number, { missing: 'N/A' });
    case 'date':
      return formatDate(value as string);
    case 'yesNo':
      return formatYesNo(Boolean(value));
    case 'photo':
      return hasPhoto(String(value)) ? 'A photo' : 'None';
    default:
      if (typeof value === 'boolean') return formatYesNo(value);
      if (typeof value === 'number') return formatNumber(value);
      return displayOrNone(typeof value === 'string' ? value : JSON.stringify(value));
  }
};

/** The fields an update changed, in the order the table lists them (others after, by name). */
const changesOf = (info: TableInfo, before: Values, after: Values, names: Names): HistoryChange[] => {
  const listed = Object.keys(info.fields);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !hiddenFields.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort((a, b) => {
      const rank = (key: string) => (listed.includes(key) ? listed.indexOf(key) : listed.length);
      return rank(a) - rank(b) || a.localeCompare(b);
    });
  return keys.map((key) => {
    const field = fieldInfo(info, key);
    const change = {
      label: field.label,
      before: formatValue(field.format, before[key], names),
      after: formatValue(field.format, after[key], names),
    };
    // Two photos read the same: say the second one is new.
    return field.format === 'photo' && change.before === change.after
      ? { ...change, after: 'A new photo' }
      : change;
  });
};

const describe = (row: HistoryRow, names: Names, files: Map<number, string>, kept: Kept): HistoryEntry => {
  const info = tableInfo(row.tableName);
  const before = asValues(row.before);
  const after = asValues(row.after);
  const values = after ?? before;
  const subjectValue = info.subject ? values?.[info.subject] : undefined;
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    userName: row.userName,
    importedFrom: row.importBatchId === null ? null : (files.get(row.importBatchId) ?? null),
    action: actions[row.action] ?? 'updated',
    card: info.card,
    recordId: row.recordId,
    subject:
      info.subject && subjectValue !== null && subjectValue !== undefined && subjectValue !== ''
        ? formatValue(fieldInfo(info, info.subject).format, subjectValue, names)
        : null,
    changes: row.action === 'update' && before && after ? changesOf(info, before, after, names) : [],
    photo: photoOf(row, kept),
  };
};

const photoOf = (row: HistoryRow, kept: Kept): HistoryEntry['photo'] => {
  const photo = row.tableName === 'service_photos' ? kept.get(row.recordId) : undefined;
  return photo ? { id: row.recordId, restorable: row.action === 'delete' && photo.deleted } : null;
};

const readKeptPhotos = async (db: Db, rows: HistoryRow[]): Promise<Kept> => {
  const ids = rows.filter((row) => row.tableName === 'service_photos').map((row) => row.recordId);
  const photos = await keptPhotos(db, [...new Set(ids)]);
  return new Map(photos.map((photo) => [photo.id, { deleted: photo.deletedAt !== null }]));
};

/** Every id a page shows by name, read once per list. */
const readPageNames = async (db: Db, rows: HistoryRow[]): Promise<Names> => {
  const wanted = new Map<NameSource, Set<number>>();
  for (const row of rows) {
    const info = tableInfo(row.tableName);
    for (const values of [asValues(row.before), asValues(row.after)]) {
      if (!values) continue;
      for (const [key, field] of Object.entries(info.fields)) {
        if (typeof field.format !== 'object' || !('names' in field.format)) continue;
        const set = wanted.get(field.format.names) ?? new Set<number>();
        for (const id of ids(values[key])) set.add(id);
        wanted.set(field.format.names, set);
      }
    }
  }
  const sources = [...wanted].filter(([, set]) => set.size > 0);
  const read = await readAll(
    db,
    sources.map(
      ([source, set]) =>
        () =>
          readNames(db, source, [...set]),
    ),
  );
  return new Map(sources.map(([source], i) => [source, read[i]]));
};

/**
 * `GET {entity}/{id}/history`: the record's changes and its children's, newest first, described in
 * the product's words. A deleted record's history stays readable; an id that never existed is 404.
 */
export const getHistory = async (
  db: Db,
  { entity, id, page, pageSize }: { entity: HistoryEntity; id: number; page: number; pageSize: number },
): Promise<HistoryPage> => {
  const { table, label } = tables[entity];
  const target = { table, id };
  const [rows, total] = await readAll(db, [
    () => listHistoryRows(db, target, { offset: (page - 1) * pageSize, limit: pageSize }),
    () => countHistoryRows(db, target),
  ]);
  if (total === 0 && !(await recordExists(db, target))) throw notFound(`${label} not found.`);
  const batchIds = [
    ...new Set(rows.flatMap((row) => (row.importBatchId === null ? [] : [row.importBatchId]))),
  ];
  const [names, files, kept] = await readAll(db, [
    () => readPageNames(db, rows),
    () => readImportFileNames(db, batchIds),
    () => readKeptPhotos(db, rows),
  ]);
  return { items: rows.map((row) => describe(row, names, files, kept)), total, page, pageSize };
};
