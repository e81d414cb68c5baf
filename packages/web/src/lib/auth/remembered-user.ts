import type { CurrentUser } from '@app/domain';

/**
 * The signed-in user's own record (GET /users/me), kept on this device so that the app opened with no
 * network still knows who is signed in and what they may do. It is tied to the sign-in's subject: the
 * auth session names the subject whenever a user is loaded or removed, and a record kept for anyone
 * else is dropped then. Kept beside the sign-in itself (local storage), and no longer than it.
 */
const storageKey = 'records.signed-in-user';

type Entry = { subject: string; user: CurrentUser | null };

const read = (): Entry | null => {
  try {
    const entry = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Entry | null;
    return entry && typeof entry.subject === 'string' ? entry : null;
  } catch {
    return null;
  }
};

const write = (entry: Entry) => {
  try {
    localStorage.setItem(storageKey, JSON.stringify(entry));
  } catch {
    // Storage full or refused (private mode): the app only loses its offline start, so carry on.
  }
};

/** Who is signed in now (the token's subject), or nobody: a kept record of anyone else is dropped. */
export const rememberSubject = (subject: string | null | undefined): void => {
  if (!subject) localStorage.removeItem(storageKey);
  else if (read()?.subject !== subject) write({ subject, user: null });
};

/** Keeps the record the server answered, for the subject named last (nothing when nobody is). */
export const rememberUser = (user: CurrentUser): void => {
  const entry = read();
  if (entry) write({ ...entry, user });
};

/** The record kept for the signed-in subject, if any. */
export const recallUser = (): CurrentUser | undefined => read()?.user ?? undefined;
