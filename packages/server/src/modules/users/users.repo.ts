import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema';

/** Adds a user seen for the first time (keyed by the token's oid) and keeps the name current. */
export const upsertUserByOid = async (db: Db, user: { oid: string; name: string }) => {
  const [row] = await db
    .insert(users)
    .values({ oid: user.oid, name: user.name })
    .onConflictDoUpdate({ target: users.oid, set: { name: sql`excluded.name` } })
    .returning({ id: users.id, name: users.name, inactive: users.inactive });
  return row;
};

const activeUsers = preparedOnce((db) =>
  db
    .select({ id: users.id, name: users.name, inactive: users.inactive })
    .from(users)
    .where(eq(users.inactive, false))
    .orderBy(asc(users.name), asc(users.id))
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

export const isActiveUser = async (db: Db, id: number) => (await activeUserIds(db, [id])).has(id);
