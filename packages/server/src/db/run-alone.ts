import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { inTransaction } from './tx';

/** Beside the seed's (7_311_001), the CRM sync's (7_311_002) and the migrations' (7_311_003). */
export const housekeepingLockKey = 7_311_010;

/**
 * Runs `job` in one transaction holding the advisory lock `key`, unless another process (or another
 * run in this one) holds it: that one is doing the same work, so this run is skipped (null).
 */
export const runAlone = <T>(db: Db, key: number, job: (tx: Tx) => Promise<T>): Promise<T | null> =>
  inTransaction(db, async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    return row?.locked ? job(tx) : null;
  });
