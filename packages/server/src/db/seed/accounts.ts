import { isViewOnly, Role } from '@app/domain';
import { hashPassword } from '../../auth/passwords';
import type { Tx } from '../client';
import { localAccounts, users } from '../schema';

type DemoAccount = {
  username: string;
  password: string;
  /** Shown beside the account when the server starts. */
  label: string;
  name: string;
  roles: string[];
  assigned: boolean;
};

const account = (
  username: string,
  name: string,
  roles: string[],
  label: string,
  assigned = true,
): DemoAccount => ({
  username,
  password: `${username}-demo-1`,
  label,
  name,
  roles,
  assigned,
});

/** One sign-in per role of the built-in provider, and one the application is not assigned to (AADSTS50105). */
export const demoAccounts: readonly DemoAccount[] = [
  account('admin', 'Avery Admin', [Role.Admin], 'Admin'),
  account('staff', 'Sam Staff', [Role.Staff], 'Staff'),
  account('viewer', 'Val Viewer', [Role.ViewOnly], 'view only'),
  account('unassigned', 'Una Assigned', [], 'not assigned to the application', false),
];

/** Fixed object ids, so a token's `oid` finds the same user on every fresh database. */
const oidFor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** More staff for the staff lead and reviewer selectors; the inactive ones lead only old records. */
const otherUsers = [
  { name: 'Morgan Reyes', inactive: false },
  { name: 'Jordan Blake', inactive: false },
  { name: 'Casey Whitfield', inactive: false },
  { name: 'Taylor Brooks', inactive: false },
  { name: 'Riley Chen', inactive: true },
  { name: 'Pat Doyle', inactive: true },
];

export type SeededUsers = {
  admin: number;
  staff: number;
  viewer: number;
  /** Active users other than the demo accounts. */
  others: number[];
  inactive: number[];
};

const emailFor = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`;

/** Hashing is slow on purpose (scrypt), so it runs before the seed's transaction opens. */
export const hashDemoPasswords = (): Promise<string[]> =>
  Promise.all(demoAccounts.map((a) => hashPassword(a.password)));

/**
 * The demo accounts of the built-in provider with their `users` rows (the unassigned account never
 * signs in, so it has none), plus other staff.
 */
export const seedAccounts = async (tx: Tx, passwordHashes: readonly string[]): Promise<SeededUsers> => {
  await tx.insert(localAccounts).values(
    demoAccounts.map((a, i) => ({
      username: a.username,
      passwordHash: passwordHashes[i],
      name: a.name,
      email: emailFor(a.name),
      oid: oidFor(i + 1),
      roles: a.roles,
      assigned: a.assigned,
    })),
  );
  const assigned = demoAccounts.flatMap((a, i) =>
    a.assigned ? [{ oid: oidFor(i + 1), name: a.name, viewOnly: isViewOnly(a) }] : [],
  );
  const rows = await tx
    .insert(users)
    .values([
      ...assigned.map((a) => ({ ...a, email: emailFor(a.name) })),
      ...otherUsers.map((u, i) => ({
        oid: oidFor(101 + i),
        name: u.name,
        email: emailFor(u.name),
        inactive: u.inactive,
      })),
    ])
    .returning({ id: users.id, inactive: users.inactive });
  const [admin, staff, viewer, ...rest] = rows;
  return {
    admin: admin.id,
    staff: staff.id,
    viewer: viewer.id,
    others: rest.filter((u) => !u.inactive).map((u) => u.id),
    inactive: rest.filter((u) => u.inactive).map((u) => u.id),
  };
};
