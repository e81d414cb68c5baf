import { z } from 'zod';

/** A second place a backup was copied to, and whether it read back equal. */
export const backupCopySchema = z.object({
  to: z.string(),
  ok: z.boolean(),
  at: z.string(),
  message: z.string().optional(),
});

/** One backup in the Backups list (GET backups). */
export const backupRecordSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  bytes: z.number().int(),
  sha256: z.string().nullable(),
  /** Null until its verification has run; false with the reason in `message`. */
  verified: z.boolean().nullable(),
  verifiedAt: z.string().nullable(),
  message: z.string().nullable(),
  copies: z.array(backupCopySchema),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** The backup settings, from the server's environment (shown, not edited, on the page). */
export const backupSettingsSchema = z.object({
  dir: z.string(),
  /** HH:MM in the server's time zone, or null when the schedule is off. */
  time: z.string().nullable(),
  timeZone: z.string(),
  keep: z.number().int(),
  copyDir: z.string().nullable(),
  bucket: z.string().nullable(),
  engine: z.enum(['pglite', 'postgres']),
});

export const backupsOverviewSchema = z.object({
  settings: backupSettingsSchema,
  backups: z.array(backupRecordSchema),
  /** A backup is being written or verified now (Back up now, or the schedule). */
  running: z.boolean(),
  /** The last run's failure to write a backup at all (a full disk…), until a run succeeds. */
  lastError: z.string().nullable(),
  /** What the home page tells Admins, or null when the newest verified backup is recent. */
  warning: z.string().nullable(),
});
export type BackupsOverview = z.infer<typeof backupsOverviewSchema>;

/** Issue 30 §3: Admins are told when the newest verified backup is older than this. */
export const BackupMaxAgeMs = 2 * 24 * 60 * 60 * 1000;

/**
 * The word to Admins: none when a verified backup is at most two days old, else what is wrong (none at
 * all, or how old the newest verified one is) and what to do, told where it is read: the home page
 * points to Backups, the Backups page to its own list and button.
 */
export const backupWarning = (
  backups: readonly Pick<BackupRecord, 'createdAt' | 'verified'>[],
  now: Date,
  on: 'home' | 'backups' = 'home',
) => {
  const newest = backups
    .filter((b) => b.verified)
    .map((b) => Date.parse(b.createdAt))
    .sort((a, b) => b - a)[0];
  if (newest === undefined)
    return `There is no verified backup of the records. ${on === 'home' ? 'Open Backups and choose' : 'Choose'} Back up now.`;
  const age = now.getTime() - newest;
  if (age <= BackupMaxAgeMs) return null;
  const days = Math.floor(age / 86_400_000);
  const todo =
    on === 'home'
      ? 'Open Backups to see why and back up now.'
      : 'The list below shows why; choose Back up now.';
  return `The newest verified backup of the records is ${days} days old. ${todo}`;
};
