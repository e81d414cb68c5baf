import type { z } from 'zod';
import type { Db } from '../../db/client';
import { answerCache } from '../../lib/cached-answer';
import { activeUserIds, listActiveUsers, listAssigneeCandidateRows, upsertUserRow } from './users.repo';

/**
 * Every page asks for the user list (staff leads, reviewers), and it changes only when someone signs
 * in for the first time or under a new name. It is held in memory for a second: a sign-in in this
 * process shows at once, one in another process on the same PostgreSQL within that second.
 */
const held = answerCache({ maxAgeMs: 1000 });

/** GET users: the active users, by name (the staff lead selector and the reviewers list), as `schema` writes them. */
export const getUsersAnswer = (db: Db, schema: z.ZodType) =>
  held.get(db, 'users', schema, () => listActiveUsers(db));

/** Whether the user is active: a staff lead, a case's reporter or a review's assignee must be. */
export const isActiveUser = async (db: Db, id: number) => (await activeUserIds(db, [id])).has(id);

/** The users among `ids` with what decides whether they may be given a review (the reviews' rule). */
export const listAssigneeCandidates = (db: Db, ids: number[]) => listAssigneeCandidateRows(db, ids);

/** Adds a user seen for the first time (keyed by the token's oid) and keeps the name current. */
export const upsertUserByOid = async (db: Db, user: { oid: string; name: string; viewOnly: boolean }) => {
  const row = await upsertUserRow(db, user);
  held.invalidate();
  return row;
};
