import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrationsFolder } from '../client';
import type { Query } from './session';

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

/** Which migrations a database has had: how many, and the last one's name (its tag). */
export type MigrationLevel = { count: number; last: string };

const readJournal = (folder = migrationsFolder): Journal =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The level this code migrates to. */
export const currentLevel = (): MigrationLevel => {
  const { entries } = readJournal();
  return { count: entries.length, last: entries.at(-1)?.tag ?? '' };
};

/**
 * The level of a database, from Drizzle's own record of what it applied (each row stamped with its
 * migration's journal time). A migration this code does not know names itself by its time.
 */
export const levelOf = async (query: Query): Promise<MigrationLevel> => {
  const [row] = await query<{ count: number; last: string | null }>(
    `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const entry = readJournal().entries.find((e) => String(e.when) === row.last);
  return { count: row.count, last: entry?.tag ?? (row.last ? `unknown migration of ${row.last}` : '') };
};

/** Whether this code knows the level (the same migrations, in order, as its own first ones). */
export const knownLevel = (level: MigrationLevel) => {
  const { entries } = readJournal();
  return level.count <= entries.length && (level.count === 0 || entries[level.count - 1].tag === level.last);
};

/**
 * Migrates to the given level and no further: a backup's rows go into the tables as they were when it
 * was made, and the newer migrations run after, over the rows, as they would have on that database.
 */
export const migrateTo = async (database: Database, level: MigrationLevel) => {
  const journal = readJournal();
  const folder = mkdtempSync(join(tmpdir(), 'records-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    const entries = journal.entries.slice(0, level.count);
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    const { migrate } =
      database.kind === 'postgres'
        ? await import('drizzle-orm/node-postgres/migrator')
        : await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
