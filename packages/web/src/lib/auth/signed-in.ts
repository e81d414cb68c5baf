import type { AuthSession } from './auth-session';

/**
 * The session's token status for code that runs outside React components (the field outbox's sync
 * engine): whether an API call can be made now, and a promise to wait until one can. Components use
 * the same two functions through `useAuth()`. main.tsx hands over the app's session at start.
 */
let session: Pick<AuthSession, 'hasUsableToken' | 'whenSignedIn'> | undefined;

export const provideSignedInStatus = (source: Pick<AuthSession, 'hasUsableToken' | 'whenSignedIn'>): void => {
  session = source;
};

/** True when a stored access token has not expired (the call may still fail for want of a network). */
export const hasUsableToken = (): boolean => session?.hasUsableToken() ?? false;

/**
 * Resolves once an unexpired access token is stored, and never rejects: offline it waits for the
 * network, then renews silently, or asks the user to sign in again and resolves after they have. With
 * nobody signed in it waits for a sign-in. Call it before each round of work that needs the API.
 */
export const whenSignedIn = (): Promise<void> => {
  if (!session) return Promise.reject(new Error('whenSignedIn: no auth session was provided (main.tsx)'));
  return session.whenSignedIn();
};
