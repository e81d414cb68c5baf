import type { Db } from '../db/client';
import { findLocalAccount } from './local-accounts.repo';
import { verifyPassword } from './passwords';
import { countSignInAttempt } from './sign-in-attempts.repo';

/**
 * The one reading of a typed user name, for both the attempt count and the account lookup: ' staff',
 * 'staff\t' and 'Staff' are the same person's attempts, not fresh allowances.
 */
export const normaliseUserName = (raw: unknown) => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/**
 * Counts a sign-in attempt from this address for this user name and answers whether it is within the
 * limit. Counted in the database, so every server process behind a load balancer sees the same attempts.
 */
export const attemptAllowed = async (
  db: Db,
  { ip, username }: { ip: string; username: unknown },
  perMinute: number,
) => (await countSignInAttempt(db, `${ip}:${normaliseUserName(username)}`)) <= perMinute;

/** The built-in provider's account for a user name and password, or undefined when either is wrong. */
export const checkCredentials = async (
  db: Db,
  { username, password }: { username: string; password: string },
) => {
  const account = await findLocalAccount(db, { username: normaliseUserName(username) });
  return account && (await verifyPassword(password, account.passwordHash)) ? account : undefined;
};
