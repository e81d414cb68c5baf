import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { listBackups } from '../../db/backup/job';
import type { Db } from '../../db/client';
import { startBackup } from './backups.service';

/** Milliseconds from `now` to the next `HH:MM` of the server's local time (tomorrow's when today's has passed). */
export const msUntil = (time: string, now: Date) => {
  const [hours, minutes] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
};

/** A backup this recent means another server process on the same database already took this day's. */
const recentMs = 60 * 60 * 1000;

/**
 * The daily backup at BACKUP_TIME (issue 30 §3), in the running server. Several processes on one
 * PostgreSQL database all wake: one takes the job's lock, the others find it taken (or its backup
 * less than an hour old) and wait for the next day. Answers the stop for the server's close.
 */
export const scheduleBackups = ({ db, config, log }: { db: Db; config: Config; log: FastifyBaseLogger }) => {
  const time = config.backup.time;
  if (!time) return async () => {};
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(run, msUntil(time, new Date()));
    timer.unref();
  };
  const run = async () => {
    try {
      const [newest] = await listBackups(config.backup.dir);
      if (newest && Date.now() - Date.parse(newest.createdAt) < recentMs) return;
      const record = await startBackup(db, config);
      if (record.verified) log.info({ backup: record.name }, 'scheduled backup written and verified');
      else log.error({ backup: record.name, reason: record.message }, 'scheduled backup NOT verified');
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : error }, 'scheduled backup failed');
    } finally {
      plan();
    }
  };
  plan();
  return async () => clearTimeout(timer);
};
