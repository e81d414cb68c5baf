import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localAccounts } from '../db/schema';

/** A local account by oid, or by user name as `normaliseUserName` reads it (matched case-insensitively). */
export const findLocalAccount = async (db: Db, where: { oid: string } | { username: string }) => {
  const [account] = await db
    .select()
    .from(localAccounts)
    .where(
      'oid' in where
        ? eq(localAccounts.oid, where.oid)
        : eq(sql`lower(${localAccounts.username})`, where.username),
    );
  return account;
};
