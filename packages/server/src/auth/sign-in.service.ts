import type { Db } from '../db/client';
import { findLocalAccount } from './local-accounts.repo';
import { verifyPassword } from './passwords';
import { countSignInAttempts } from './sign-in-attempts.repo';

/** Sign-in attempts allowed each minute: for one user name from any address, and from one address for any names. */
export type SignInLimits = { perAccount: number; perAddress: number };

/**
 * The one reading of a typed user name, for both the attempt count and the account lookup: ' staff',
 * 'staff\t' and 'Staff' are the same person's attempts, not fresh allowances.
 */
export const normaliseUserName = (raw: unknown) => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/**
 * Counts a sign-in attempt against its user name and against its address, and answers whether both are
 * within their limits. Per user name, from any address: guessing one account's password is slow however
 * many addresses the guesser has. Per address, for any names: one address cannot try a common password
 * on every account. Counted in the database, so every server process behind a load balancer sees the
 * same attempts.
 */
export const attemptAllowed = async (
  db: Db,
  { ip, username }: { ip: string; username: unknown },
  limits: SignInLimits,
) => {
  const [account, address] = await countSignInAttempts(db, [
    `account:${normaliseUserName(username)}`,
    `address:${ip}`,
  ]);
  return account <= limits.perAccount && address <= limits.perAddress;
};

/** The built-in provider's account for a user name and password, or undefined when either is wrong. */
export const checkCredentials = async (
  db: Db,
  { username, password }: { username: string; password: string },
) => {
  const account = await findLocalAccount(db, { username: normaliseUserName(username) });
  return account && (await verifyPassword(password, account.passwordHash)) ? account : undefined;
};
