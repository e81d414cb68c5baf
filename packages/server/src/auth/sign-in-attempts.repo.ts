import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { qualified } from '../db/qualified';
import { signInAttempts } from '../db/schema';

/** Windows older than this are deleted when a new window opens; a minute would do, an hour is cheap. */
const keepFor = sql`interval '1 hour'`;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts one sign-in attempt for each key (distinct: a user name's, an address's) and answers the
 * attempts of each in its current one-minute window, this one included, in the order of the keys. One
 * statement: two processes counting at once both add.
 */
export const countSignInAttempts = async (db: Db, keys: string[]): Promise<number[]> => {
  const hashed = keys.map(hashOf);
  const expired = sql`${qualified(signInAttempts.windowStart)} <= now() - interval '1 minute'`;
  const rows = await db
    .insert(signInAttempts)
    .values(hashed.map((key) => ({ key, windowStart: sql`now()`, attempts: 1 })))
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${qualified(signInAttempts.attempts)} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${qualified(signInAttempts.windowStart)} end`,
      },
    })
    .returning({ key: signInAttempts.key, attempts: signInAttempts.attempts });
  if (rows.some((row) => row.attempts === 1))
    await db.delete(signInAttempts).where(lt(signInAttempts.windowStart, sql`now() - ${keepFor}`));
  const attempts = new Map(rows.map((row) => [row.key, row.attempts]));
  return hashed.map((key) => attempts.get(key) ?? 0);
};
