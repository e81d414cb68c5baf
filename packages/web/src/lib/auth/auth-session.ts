import type { User, UserManager } from 'oidc-client-ts';
import { isOnline, subscribeOnline, whenOnline } from '../network-status';
import { isNotAssignedError, NotAssignedError } from './auth-errors';
import { rememberSubject } from './remembered-user';

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
  /**
   * A token for an API call; null when nobody is signed in. An expired one is renewed first, except
   * with no network, where the call could not go anyway: it fails as any call does offline.
   */
  getAccessToken: () => Promise<string | null>;
  /** After a 401: renew (waiting for the network), else wait until the user signs in again. */
  onUnauthorized: () => Promise<string | null>;
  /**
   * True when a stored access token has not expired: a call made now would be accepted, if the network
   * carries it. False while the stored user is being read.
   */
  hasUsableToken: () => boolean;
  /**
   * Resolves once an unexpired access token is stored; never rejects. With no network it waits; when
   * the network returns it renews silently if the provider allows it, else asks the user to sign in
   * again (the session-expired dialog, which keeps the page) and resolves after they have. With nobody
   * signed in, it waits for a sign-in. For work that must not start without a token (the field sync).
   */
  whenSignedIn: () => Promise<void>;
  /**
   * The route guard's check: a stored valid user, else a silent sign-in. A signed-in user whose token
   * expired while offline stays signed in: the token is renewed when the network is back.
   */
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
  // Whatever is kept on this device for offline use belongs to the user signed in now, and goes with them.
  const loaded = (user: User | null) => {
    rememberSubject(user?.profile?.sub);
    update({ user });
  };

  let waitingForSignIn: ((token: string | null) => void)[] = [];
  let renewing: Promise<string | null> | undefined;

  userManager.events.addUserLoaded((user) => loaded(user));
  userManager.events.addUserUnloaded(() => loaded(null));
  void userManager.getUser().then(loaded, () => update({ user: null }));

  /**
   * Set from Sign Out until the next sign-in. A silent sign-in's answer saves the provider's session,
   * and one that lands after the end-session page stored its logout state erases it: the provider then
   * refuses the sign-out with "could not find logout details". So none starts while signing out, and
   * Sign Out waits for one already under way.
   */
  let signingOut = false;
  let silentInFlight: Promise<unknown> | undefined;

  const silent = async (): Promise<User | null> => {
    if (signingOut) return null;
    const attempt = userManager.signinSilent();
    silentInFlight = attempt.catch(() => null);
    try {
      return await attempt;
    } catch (error) {
      if (isNotAssignedError(error)) throw new NotAssignedError();
      return null;
    }
  };

  /**
   * One renewal at a time, shared by every caller. Offline it waits for the network, since asking the
   * user to sign in could not work either; a renewal that failed because the network went meanwhile
   * waits again. Only a provider that refuses, while online, makes the user sign in again.
   */
  const renew = () => {
    // Signing out: the call goes without a token, as the page leaves.
    if (signingOut) return Promise.resolve(null);
    renewing ??= (async () => {
      for (;;) {
        await whenOnline();
        const user = await silent().catch(() => null);
        if (user) return user.access_token;
        if (isOnline()) break;
      }
      update({ sessionExpired: true });
      return new Promise<string | null>((resolve) => waitingForSignIn.push(resolve));
    })().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  // Back online with a token that expired meanwhile: renew now, so waiting work (and the user) need
  // not wait for the next API call to find out.
  subscribeOnline(() => {
    if (!isOnline()) return;
    void userManager.getUser().then((user) => {
      if (user?.expired) void renew();
    });
  });

  const nextSignIn = () =>
    new Promise<void>((resolve) => {
      const stop = userManager.events.addUserLoaded(() => {
        stop();
        resolve();
      });
    });

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
      if (!user.expired || !isOnline()) return user.access_token;
      return renew();
    },
    onUnauthorized: renew,
    hasUsableToken: () => Boolean(snapshot.user && !snapshot.user.expired),
    whenSignedIn: async () => {
      for (;;) {
        const user = await userManager.getUser();
        if (user && !user.expired) return;
        // A renewal's token is taken as it comes: a clock running ahead of the provider's would
        // otherwise call every fresh token expired and renew forever.
        if (user) {
          await renew();
          return;
        }
        await nextSignIn();
      }
    },
    ensureSignedIn: async () => {
      const stored = await userManager.getUser();
      if (stored && (!stored.expired || !isOnline())) {
        loaded(stored);
        return true;
      }
      const user = await silent();
      // The network went while renewing: still signed in, renewed when it is back.
      if (!user && stored && !isOnline()) {
        loaded(stored);
        return true;
      }
      loaded(user);
      return user !== null;
    },
    signIn: (returnTo) => {
      signingOut = false;
      return userManager.signinRedirect({ state: returnTo });
    },
    signInAgain: async () => {
      signingOut = false;
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
      signingOut = true;
      userManager.stopSilentRenew();
      await silentInFlight;
      rememberSubject(null);
      try {
        await userManager.signoutRedirect();
        return 'redirected';
      } catch {
        // The provider has no end-session endpoint: a local sign-out is all there is.
        await userManager.removeUser();
        return 'local';
      }
    },
    forgetUser: () => {
      rememberSubject(null);
      return userManager.removeUser();
    },
  };
};
