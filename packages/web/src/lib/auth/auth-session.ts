import type { User, UserManager } from 'oidc-client-ts';
import { isNotAssignedError, NotAssignedError } from './auth-errors';

export type AuthSnapshot = {
  /** undefined until the stored user has been read; null when nobody is signed in. */
  user: User | null | undefined;
  /** A signed-in session could not be renewed: the page asks the user to sign in again. */
  sessionExpired: boolean;
};

export type AuthSession = {
  userManager: UserManager;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => AuthSnapshot;
  /** A valid access token for an API call; null when nobody is signed in. */
  getAccessToken: () => Promise<string | null>;
  /** After a 401: renew silently, else wait until the user signs in again through the popup. */
  onUnauthorized: () => Promise<string | null>;
  /** The route guard's check: a stored valid user, else a silent sign-in. False when that fails. */
  ensureSignedIn: () => Promise<boolean>;
  /** Full-page sign-in that comes back to `returnTo`. */
  signIn: (returnTo: string) => Promise<void>;
  /** Popup sign-in, started from a click so the popup blocker lets it through; keeps the page as it is. */
  signInAgain: () => Promise<void>;
  /** Removes the user; 'redirected' when the provider's end-session page takes over. */
  signOut: () => Promise<'redirected' | 'local'>;
  /** Forgets the stored user without contacting the provider (the signed-out page). */
  forgetUser: () => Promise<void>;
};

export const createAuthSession = (userManager: UserManager): AuthSession => {
  let snapshot: AuthSnapshot = { user: undefined, sessionExpired: false };
  const listeners = new Set<() => void>();
  const update = (change: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  let waitingForSignIn: ((token: string | null) => void)[] = [];
  let renewing: Promise<string | null> | undefined;

  userManager.events.addUserLoaded((user) => update({ user }));
  userManager.events.addUserUnloaded(() => update({ user: null }));
  void userManager.getUser().then(
    (user) => update({ user }),
    () => update({ user: null }),
  );

  const silent = async (): Promise<User | null> => {
    try {
      return await userManager.signinSilent();
    } catch (error) {
      if (isNotAssignedError(error)) throw new NotAssignedError();
      return null;
    }
  };

  const onUnauthorized = () => {
    renewing ??= (async () => {
      const user = await silent().catch(() => null);
      if (user) return user.access_token;
      update({ sessionExpired: true });
      return new Promise<string | null>((resolve) => waitingForSignIn.push(resolve));
    })().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  return {
    userManager,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getAccessToken: async () => {
      const user = await userManager.getUser();
      if (!user) return null;
      return user.expired ? onUnauthorized() : user.access_token;
    },
    onUnauthorized,
    ensureSignedIn: async () => {
      const stored = await userManager.getUser();
      if (stored && !stored.expired) {
        update({ user: stored });
        return true;
      }
      const user = await silent();
      update({ user });
      return user !== null;
    },
    signIn: (returnTo) => userManager.signinRedirect({ state: returnTo }),
    signInAgain: async () => {
      try {
        const user = await userManager.signinPopup();
        update({ user, sessionExpired: false });
        for (const resolve of waitingForSignIn) resolve(user.access_token);
        waitingForSignIn = [];
      } catch (error) {
        if (isNotAssignedError(error)) throw new NotAssignedError();
        throw error;
      }
    },
    signOut: async () => {
      try {
        await userManager.signoutRedirect();
        return 'redirected';
      } catch {
        // The provider has no end-session endpoint: a local sign-out is all there is.
        await userManager.removeUser();
        return 'local';
      }
    },
    forgetUser: () => userManager.removeUser(),
  };
};
