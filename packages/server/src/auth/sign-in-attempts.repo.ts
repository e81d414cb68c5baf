import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { qualified } from '../db/qualified';
import { signInAttempts } from '../db/schema';

/** Windows older than this are deleted when a new window opens; a minute would do, an hour is cheap. */
const keepFor = sql`interval '1 hour'`;

/**
 * Counts one sign-in attempt for the key (address and user name) and answers the attempts in the current
 * one-minute window, this one included. One statement: two processes counting at once both add.
 */
export const countSignInAttempt = async (db: Db, key: string): Promise<number> => {
  const hashed = createHash('sha256').update(key).digest('hex');
  const expired = sql`${qualified(signInAttempts.windowStart)} <= now() - interval '1 minute'`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key: hashed, windowStart: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${qualified(signInAttempts.attempts)} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${qualified(signInAttempts.windowStart)} end`,
      },
    })
    .returning({ attempts: signInAttempts.attempts });
  if (row.attempts === 1)
    await db.delete(signInAttempts).where(lt(signInAttempts.windowStart, sql`now() - ${keepFor}`));
  return row.attempts;
};
