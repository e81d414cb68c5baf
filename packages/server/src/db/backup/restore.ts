import { basename } from 'node:path';
import type { Database } from '../client';
import { quoteIdent, readSequences, readTables, type Table } from './catalog';
import { BackupError, type CheckedBackup, checkBackup } from './check';
import { checkFacts } from './facts';
import { blobPart, compareVersions, type Manifest, productVersion, tablePart } from './manifest';
import { currentLevel, knownLevel, migrateTo } from './migrations';
import { type Query, withSession } from './session';
import { readEntry } from './tar';

const rowsPerInsert = 500;

export type RestoreOptions = {
  file: string;
  /** An empty database (a new data folder, or a database with no tables). */
  database: Database;
  /** Apply this code's newer migrations after the rows are in (not when verifying the backup as it was). */
  migrateToLatest?: boolean;
  /** The file already opened and checked whole (verification checks it before making its scratch database). */
  checked?: CheckedBackup;
};

/** Refuses a backup this code cannot take: one made by a newer product or at a migration level it does not know. */
const refuseNewer = (manifest: Manifest, path: string) => {
  if (compareVersions(manifest.product.version, productVersion) > 0)
    throw new BackupError(
      `${basename(path)} was made by version ${manifest.product.version}, newer than this one (${productVersion}): restore it with that version or later`,
    );
  if (!knownLevel(manifest.migrations))
    throw new BackupError(
      `${basename(path)} is at migration ${manifest.migrations.count} (${manifest.migrations.last}), which this version (at ${currentLevel().count}) does not know: restore it with a newer version`,
    );
};

/** A target holds data when it has any table of its own, or a record of migrations. */
const refuseNonEmpty = async (query: Query) => {
  const [{ tables, migrated }] = await query<{ tables: number; migrated: boolean }>(`
    select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p')) as tables,
           to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  if (tables > 0 || migrated)
    throw new BackupError(
      `The target already holds a database (${tables} tables): restore into an empty data folder or a new, empty PostgreSQL database`,
    );
};

/**
 * Restores a backup into an empty database: the whole file is checked first (nothing is written from a
 * damaged one), the target is migrated to the backup's own level, every row goes in inside one
 * transaction with triggers and foreign-key checks off (the rows are already consistent, and a kept
 * facts table is restored as it was rather than worked out once per row), the id sequences are set
 * where they stood, and the newer migrations run last. The kept facts tables are then checked against
 * a rebuild from the restored records.
 */
export const restoreBackup = async (options: RestoreOptions): Promise<Manifest> => {
  const checked = options.checked ?? (await checkBackup(options.file));
  try {
    const { manifest } = checked;
    refuseNewer(manifest, options.file);
    await withSession(options.database, ({ query }) => refuseNonEmpty(query));
    await migrateTo(options.database, manifest.migrations);
    await withSession(options.database, (session) =>
      session.transaction('begin', async (query) => {
        await query('set local session_replication_role = replica');
        const tables = await readTables(query);
        const missing = Object.keys(manifest.tables).filter((name) => !tables.some((t) => t.name === name));
        if (missing.length)
          throw new BackupError(
            `The backup holds tables its migration level does not make: ${missing.join(', ')}`,
          );
        for (const table of tables) {
          if (!manifest.tables[table.name])
            throw new BackupError(`The backup has no part for the table ${table.name}`);
          await restoreTable(query, checked, table);
        }
        await setSequences(query, manifest);
      }),
    );
    if (options.migrateToLatest !== false) await options.database.migrate();
    const facts = await checkFacts(options.database);
    if (facts.length)
      throw new BackupError(
        `After the restore, kept facts differ from a rebuild from the records: ${facts.join('; ')}`,
      );
    return manifest;
  } finally {
    await checked.file.close();
  }
};

/** The JSON lines of a part, one at a time, whatever the chunk boundaries. */
async function* lines(checked: CheckedBackup, name: string) {
  const entry = checked.entries.get(name);
  if (!entry) throw new BackupError(`The part ${name} is missing`);
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of readEntry(checked.file, entry)) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest) yield rest;
}

const readPart = async (checked: CheckedBackup, name: string) => {
  const entry = checked.entries.get(name);
  if (!entry) throw new BackupError(`The part ${name} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of readEntry(checked.file, entry)) chunks.push(chunk);
  return Buffer.concat(chunks);
};

const restoreTable = async (query: Query, checked: CheckedBackup, table: Table) => {
  const target = `public.${quoteIdent(table.name)}`;
  const written = table.columns.filter((c) => !c.generated);
  const columns = written.map((c) => quoteIdent(c.name)).join(', ');
  const blobColumns = written.filter((c) => c.bytea);
  const name = tablePart(table.name);
  if (blobColumns.length === 0) {
    const insert = `insert into ${target} (${columns}) overriding system value
      select ${columns} from jsonb_populate_recordset(null::${target}, $1::jsonb)`;
    let batch: string[] = [];
    for await (const line of lines(checked, name)) {
      batch.push(line);
      if (batch.length === rowsPerInsert) {
        await query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      }
    }
    if (batch.length) await query(insert, [`[${batch.join(',')}]`]);
    return;
  }
  // A row with raw bytes goes in alone, its bytes from their own parts (base64: see photos.repo.ts).
  const values = written
    .map((c) => (c.bytea ? `decode($${blobColumns.indexOf(c) + 2}, 'base64')` : quoteIdent(c.name)))
    .join(', ');
  const insert = `insert into ${target} (${columns}) overriding system value
    select ${values} from jsonb_populate_record(null::${target}, $1::jsonb - $${blobColumns.length + 2}::text[])`;
  let row = 0;
  for await (const line of lines(checked, name)) {
    const stored = JSON.parse(line) as Record<string, unknown>;
    const bytes: (string | null)[] = [];
    for (const column of blobColumns)
      bytes.push(
        stored[column.name] === null
          ? null
          : (await readPart(checked, blobPart(table.name, row, column.name))).toString('base64'),
      );
    await query(insert, [line, ...bytes, blobColumns.map((c) => c.name)]);
    row++;
  }
};

/** Each id sequence where it stood at the backup (never below the largest id restored). */
const setSequences = async (query: Query, manifest: Manifest) => {
  const owned = await readSequences(query);
  for (const { table, column, sequence } of owned) {
    const stood = manifest.sequences?.[`${table}.${column}`] ?? null;
    await query(
      `select setval($1::regclass, v) from (
         select greatest(coalesce($2::bigint, 0), coalesce(max(${quoteIdent(column)}), 0)::bigint) as v
         from public.${quoteIdent(table)}) s where v > 0`,
      [sequence, stood],
    );
  }
};
