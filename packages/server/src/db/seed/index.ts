import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { projectStatuses } from '../schema';
import { hashDemoPasswords, seedAccounts } from './accounts';
import { seedDemo } from './demo';
import { seedLocalities } from './localities';
import { addMissingLookups, seedLookups } from './lookups';

/** Any fixed key: it only has to be the same for every server process seeding the same database. */
const seedLockKey = 7_311_001;

const isEmpty = async (db: Pick<Db, 'select'>) =>
  (await db.select({ id: projectStatuses.id }).from(projectStatuses).limit(1)).length === 0;

/**
 * On an empty database (no lookups yet): the lookup lists, Virginia's localities, the demo accounts
 * with their users and, with `demo`, the demo records. One transaction, under an advisory lock so
 * two processes starting together seed once. On a seeded one: the lookup lists added since.
 */
export const seedIfEmpty = async (db: Db, options: { demo: boolean }): Promise<{ seeded: boolean }> => {
  if (!(await isEmpty(db))) {
    await addMissingLookups(db);
    return { seeded: false };
  }
  const passwordHashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return { seeded: false };
    await seedLookups(tx);
    await seedLocalities(tx);
    const users = await seedAccounts(tx, passwordHashes);
    if (options.demo) await seedDemo(tx, users);
    return { seeded: true };
  });
};
