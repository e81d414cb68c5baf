import { type BackupsOverview, backupWarning } from '@app/domain';
import type { Config } from '../../config';
import { type BackupRecord, listBackups, runBackupJob } from '../../db/backup/job';
import { dataDirOf, engineOf } from '../../db/backup/session';
import type { BackupFiles } from '../../db/backup/write';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';

type State = { running: Promise<BackupRecord> | null; lastError: string | null };
/** This process's backup in flight and the last failure, per database (the schedule and the page share them). */
const states = new WeakMap<Db, State>();
const stateOf = (db: Db) => {
  let state = states.get(db);
  if (!state) {
    state = { running: null, lastError: null };
    states.set(db, state);
  }
  return state;
};

/**
 * Starts the backup job (write, verify, copy, prune) and answers its promise; one at a time in a
 * process (and across processes on PostgreSQL, by the job's advisory lock).
 */
export const startBackup = (db: Db, config: Config, files?: BackupFiles): Promise<BackupRecord> => {
  const state = stateOf(db);
  if (state.running) throw conflict('A backup is already running: wait for it to finish.');
  const run = runBackupJob({
    database: engineOf(db),
    settings: config.backup,
    databaseUrl: config.databaseUrl,
    files,
    dataDir: dataDirOf(db),
  })
    .then(
      (record) => {
        state.lastError = null;
        return record;
      },
      (error: unknown) => {
        state.lastError = error instanceof Error ? error.message : String(error);
        throw error;
      },
    )
    .finally(() => {
      state.running = null;
    });
  state.running = run;
  return run;
};

/** The backup running in this process, if any (tests and the schedule wait for it). */
export const runningBackup = (db: Db) => stateOf(db).running;

export const backupsOverview = async (db: Db, config: Config, now = new Date()): Promise<BackupsOverview> => {
  const backups = await listBackups(config.backup.dir);
  const state = stateOf(db);
  return {
    settings: {
      dir: config.backup.dir,
      time: config.backup.time,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      keep: config.backup.keep,
      copyDir: config.backup.copyDir,
      bucket: config.backup.s3 ? `${config.backup.s3.bucket}/${config.backup.s3.prefix}` : null,
      engine: engineOf(db).kind,
    },
    backups,
    running: state.running !== null,
    lastError: state.lastError,
    warning: backupWarning(backups, now),
  };
};
