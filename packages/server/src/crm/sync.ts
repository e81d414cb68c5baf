import { DisplayTimeZone } from '@app/domain';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import {
  applySyncStage,
  countContactsInCrm,
  createSyncStage,
  dropSyncStage,
  finishSyncRun,
  getLastFinishedSyncRun,
  getLastSuccessfulSyncRun,
  getSyncRun,
  insertSyncRun,
  type SyncRun,
  stageAccounts,
  tryLockSync,
  unlockSync,
  waitForSyncLock,
  withDedicatedSession,
} from './crm.repo';
import { type CrmConnector, CrmError } from './crm-connector';

/**
 * The answer of `POST contact/syncCrm`: when the synced copy was last refreshed ('Last synced with
 * eTapestry at'), and the error of a later run that failed, if the last run failed.
 */
export type CrmSyncAnswer = { createdAt: Date; serverErrorOnSubsequentCall: string | null };

export type CrmSyncOptions = {
  db: Db;
  connector: CrmConnector;
  /** forceSync: run now, even if the last sync is recent. */
  force: boolean;
  /** Without force, a sync that finished this recently is answered instead of running another. */
  maxAgeMinutes: number;
  /** Pull everything even if a full sync ran today (the bench; a full resync on request). */
  full?: boolean;
  now?: () => Date;
  /** Told about failures that are not the CRM's (a bug, the database); the run records a plain message. */
  onUnexpectedError?: (error: unknown) => void;
};

export const syncMessages = {
  unexpected: 'The contacts could not be synced because of an unexpected error. Please try again later.',
  emptyCrm:
    'eTapestry answered no contacts at all, so the synced contacts were left as they were. Check the saved query the sync reads.',
  neverSynced: 'The contacts have not been synced yet.',
  forcedTooSoon:
    'The contacts were synced less than a minute ago. Please wait a minute before syncing again.',
} as const;

/** A forced sync pulls from the CRM; more than one a minute only loads the CRM (anyone may force one). */
export const forcedSyncMinIntervalMs = 60_000;

/** Whether a forced sync now would come within a minute of the last one that finished. */
export const isForcedSyncTooSoon = async (db: Db, now = new Date()) => {
  const last = await getLastFinishedSyncRun(db);
  return Boolean(last?.finishedAt && now.getTime() - last.finishedAt.getTime() < forcedSyncMinIntervalMs);
};

/** Pulls since the last sync reach back this far, in case the CRM's clock runs behind ours. */
const clockSkewMs = 10 * 60_000;

const dayOf = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: DisplayTimeZone });

/** Syncs in flight in this process: PGlite has one session, on which the advisory lock is re-entrant. */
const inFlight = new WeakMap<Db, Promise<CrmSyncAnswer>>();

/**
 * `POST contact/syncCrm?forceSync=`: refreshes the synced copy of the CRM's contacts (DESIGN §6).
 *
 * - Without force, the last finished run is answered when it finished within `maxAgeMinutes`.
 * - One sync at a time across all server processes (a session advisory lock). A caller that finds
 *   one running waits for it and answers its outcome rather than pulling everything again.
 * - Incremental: accounts changed since the last successful run started; but the first successful
 *   run of each day (America/New_York) is full, which is the only way to notice accounts deleted in
 *   the CRM (this needs no extra column: it holds whenever the last success started on an earlier day).
 * - The pull is staged and applied in one transaction: a run that fails halfway leaves the previous
 *   copy as it was. Its error is recorded on its run row and answered (HTTP 200), never thrown.
 */
export const syncCrmContacts = async (options: CrmSyncOptions): Promise<CrmSyncAnswer> => {
  const { db, force, maxAgeMinutes, now = () => new Date() } = options;
  if (!force) {
    const last = await getLastFinishedSyncRun(db);
    if (last?.finishedAt && now().getTime() - last.finishedAt.getTime() <= maxAgeMinutes * 60_000)
      return answerFor(db, last, now);
  }
  const running = inFlight.get(db);
  if (running) return running;
  const run = runExclusively({ ...options, now }).finally(() => inFlight.delete(db));
  inFlight.set(db, run);
  return run;
};

const answerFor = async (db: Db, run: SyncRun | null, now: () => Date): Promise<CrmSyncAnswer> => {
  if (!run?.finishedAt) return { createdAt: now(), serverErrorOnSubsequentCall: syncMessages.neverSynced };
  if (run.error === null) return { createdAt: run.finishedAt, serverErrorOnSubsequentCall: null };
  const success = await getLastSuccessfulSyncRun(db);
  return { createdAt: success?.finishedAt ?? run.finishedAt, serverErrorOnSubsequentCall: run.error };
};

type RunOptions = CrmSyncOptions & { now: () => Date };

const runExclusively = (options: RunOptions) =>
  withDedicatedSession(options.db, async (session) => {
    if (!(await tryLockSync(session))) {
      await waitForSyncLock(session);
      return answerFor(session, await getLastFinishedSyncRun(session), options.now);
    }
    try {
      const run = await runLocked(session, options);
      // Awaited before the finally unlocks: on the same connection the two queries ran at once.
      return await answerFor(session, run, options.now);
    } finally {
      await unlockSync(session);
    }
  });

const runLocked = async (
  session: Db,
  { connector, now, onUnexpectedError, full: fullRequested = false }: RunOptions,
): Promise<SyncRun> => {
  const startedAt = now();
  const lastSuccess = await getLastSuccessfulSyncRun(session);
  const full = fullRequested || !lastSuccess || dayOf(lastSuccess.startedAt) !== dayOf(startedAt);
  const changedSince =
    full || !lastSuccess ? undefined : new Date(lastSuccess.startedAt.getTime() - clockSkewMs);
  const runId = await insertSyncRun(session, startedAt);
  try {
    await createSyncStage(session);
    let staged = 0;
    for await (const page of connector.listContacts({ changedSince })) {
      await stageAccounts(session, page);
      staged += page.length;
    }
    // A misconfigured saved query answering nothing must not empty the copy.
    if (full && staged === 0 && (await countContactsInCrm(session)) > 0)
      throw new CrmError(syncMessages.emptyCrm);
    await inTransaction(session, async (tx) => {
      const counts = await applySyncStage(tx, { full, syncedAt: now() });
      await finishSyncRun(tx, runId, {
        finishedAt: now(),
        createdCount: counts.created,
        updatedCount: counts.updated,
        // Everything that left the CRM: deleted, or kept (linked) and marked as no longer in the CRM.
        deactivatedCount: counts.deleted + counts.deactivated,
      });
    });
  } catch (error) {
    if (!(error instanceof CrmError)) onUnexpectedError?.(error);
    await finishSyncRun(session, runId, {
      finishedAt: now(),
      error: error instanceof CrmError ? error.message : syncMessages.unexpected,
    });
  } finally {
    await dropSyncStage(session);
  }
  return getSyncRun(session, runId);
};
