import type { Db } from '../../db/client';
import { listActiveUsers } from './users.repo';

/** GET users: the active users, by name (the staff lead selector and the reviewers list). */
export const listUsers = (db: Db) => listActiveUsers(db);
