import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../../config';
import { type Database, openDatabase } from '../client';
import { BackupError } from './check';
import { runBackupJob } from './job';
import { restoreBackup } from './restore';
import { verifyBackup } from './verify';

/**
 * `npm run backup`, `npm run restore FILE`, `npm run backup:verify FILE`: the same code as the Admin
 * page's Backups and the schedule, on the database the settings name (DATABASE_URL, else DATA_DIR).
 */
const [command, given] = process.argv.slice(2);
// npm runs scripts from the repository's folder: a file is named from where the command was typed.
const file = given && resolve(process.env.INIT_CWD ?? process.cwd(), given);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

type Config = ReturnType<typeof parseConfig>;
const whereOf = (config: Config) =>
  config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${resolve(config.dataDir)}`;

const open = async (config: Config): Promise<Database> => {
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 3 } : { dataDir: config.dataDir },
    );
  } catch (error) {
    const message = (error as Error).message;
    // The embedded database has one process: while the server runs, it takes the backups itself.
    if (message.includes('is in use by process'))
      throw new BackupError(
        `${message}.\nWhile the server runs, back up from Backups on the Admin page (or wait for the scheduled backup).`,
      );
    throw error;
  }
};

const run = async () => {
  const started = performance.now();
  const config = parseConfig(process.env);
  const where = whereOf(config);
  if (command === 'backup') {
    const database = await open(config);
    try {
      const record = await runBackupJob({
        database,
        settings: config.backup,
        databaseUrl: config.databaseUrl,
      });
      console.log(
        `Backed up ${where} to ${resolve(config.backup.dir, record.name)} (${megabytes(record.bytes)}) in ${seconds(started)}`,
      );
      console.log(
        record.verified
          ? 'Verified: restored into a scratch database, every row and photo equal.'
          : `NOT verified: ${record.message}`,
      );
      for (const copy of record.copies)
        console.log(`Copy to ${copy.to}: ${copy.ok ? 'done, SHA-256 equal' : `FAILED: ${copy.message}`}`);
      if (!record.verified || record.copies.some((c) => !c.ok)) process.exitCode = 1;
    } finally {
      await database.close();
    }
    return;
  }
  if (!file || (command !== 'restore' && command !== 'verify')) {
    console.error('Usage: npm run backup | npm run restore FILE | npm run backup:verify FILE');
    process.exitCode = 2;
    return;
  }
  if (command === 'verify') {
    const verified = await verifyBackup(file, { databaseUrl: config.databaseUrl });
    console.log(
      `Verified ${file} in ${seconds(started)}: ${verified.tables} tables, ${verified.rows} rows and ${verified.blobs} photo parts restored equal to its manifest; kept facts equal a rebuild.`,
    );
    return;
  }
  if (!config.databaseUrl && existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0)
    throw new BackupError(
      `${resolve(config.dataDir)} already holds a database: restore into an empty folder (set DATA_DIR to a new folder, or move this one away first)`,
    );
  const database = await open(config);
  try {
    const manifest = await restoreBackup({ file: file, database });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${file} (made ${manifest.createdAt} by version ${manifest.product.version} on ${manifest.engine.kind}) into ${where} in ${seconds(started)}: ${rows} rows; migrated to this version; kept facts equal a rebuild.`,
    );
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});
