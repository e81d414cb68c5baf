import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nameSortKey } from '../../db/name-sort-key';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema';

/** Inserts the user with this oid, or updates its name and view-only mark; answers the row. */
export const upsertUserRow = async (db: Db, user: { oid: string; name: string; viewOnly: boolean }) => {
  const [row] = await db
    .insert(users)
    .values({ oid: user.oid, name: user.name, viewOnly: user.viewOnly })
    .onConflictDoUpdate({
      target: users.oid,
      set: { name: sql`excluded.name`, viewOnly: sql`excluded.view_only` },
    })
    .returning({ id: users.id, name: users.name, inactive: users.inactive, viewOnly: users.viewOnly });
  return row;
};

const activeUsers = preparedOnce((db) =>
  db
    .select({ id: users.id, name: users.name, inactive: users.inactive, viewOnly: users.viewOnly })
    .from(users)
    .where(eq(users.inactive, false))
    .orderBy(nameSortKey(users.name), asc(users.id))
    .prepare('users_active'),
);

export const listActiveUsers = (db: Db) => activeUsers(db).execute();

/** The ids among `ids` that are active users: a staff lead or a review's assignee must be one. */
export const activeUserIds = async (db: Db, ids: number[]) =>
  new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.inactive, false)))
    ).map((u) => u.id),
  );

/** The users among `ids` with what decides whether they may be given a review. */
export const listAssigneeCandidateRows = async (db: Db, ids: number[]) =>
  new Map(
    (
      await db
        .select({ id: users.id, inactive: users.inactive, viewOnly: users.viewOnly })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((user) => [user.id, user]),
  );
