import type { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { staffUser as staff } from '../../test/fixtures';
import { goOffline, goOnline } from '../../test/network';
import { NotAssignedError } from './auth-errors';
import { createAuthSession } from './auth-session';
import { recallUser, rememberUser } from './remembered-user';

const user = (token: string, expired = false, sub = 'u-1') =>
  ({ access_token: token, expired, profile: { sub } }) as unknown as User;

const fakeManager = (stored: User | null, overrides: Partial<Record<keyof UserManager, unknown>> = {}) =>
  ({
    events: { addUserLoaded: vi.fn(() => () => {}), addUserUnloaded: vi.fn() },
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async () => user('silent')),
    signinPopup: vi.fn(async () => user('popup')),
    signinRedirect: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
    stopSilentRenew: vi.fn(),
    ...overrides,
  }) as unknown as UserManager;

const notAssigned = Object.assign(new Error('access_denied'), {
  error_description: 'AADSTS50105: The signed in user is not assigned to a role for the application.',
});

describe('auth session', () => {
  it('uses a stored valid token without contacting the provider', async () => {
    const manager = fakeManager(user('stored'));
    const session = createAuthSession(manager);
    await expect(session.ensureSignedIn()).resolves.toBe(true);
    await expect(session.getAccessToken()).resolves.toBe('stored');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('signs in silently when nothing valid is stored, and reports failure as false', async () => {
    const ok = createAuthSession(fakeManager(user('old', true)));
    await expect(ok.ensureSignedIn()).resolves.toBe(true);
    expect(ok.getSnapshot().user?.access_token).toBe('silent');

    const failing = createAuthSession(
      fakeManager(null, { signinSilent: vi.fn(async () => Promise.reject(new Error('login_required'))) }),
    );
    await expect(failing.ensureSignedIn()).resolves.toBe(false);
  });

  it('turns AADSTS50105 into a NotAssignedError', async () => {
    const session = createAuthSession(
      fakeManager(null, { signinSilent: vi.fn(async () => Promise.reject(notAssigned)) }),
    );
    await expect(session.ensureSignedIn()).rejects.toBeInstanceOf(NotAssignedError);
  });

  it('has no token when nobody is signed in', async () => {
    await expect(createAuthSession(fakeManager(null)).getAccessToken()).resolves.toBeNull();
  });

  it('after a 401 renews silently when it can', async () => {
    const session = createAuthSession(fakeManager(user('stored')));
    await expect(session.onUnauthorized()).resolves.toBe('silent');
    expect(session.getSnapshot().sessionExpired).toBe(false);
  });

  it('after a 401 that cannot be renewed, waits for the popup sign-in and shares it between calls', async () => {
    const manager = fakeManager(user('stored'), {
      signinSilent: vi.fn(async () => Promise.reject(new Error('login_required'))),
    });
    const session = createAuthSession(manager);
    const listener = vi.fn();
    session.subscribe(listener);

    const first = session.onUnauthorized();
    const second = session.onUnauthorized();
    await vi.waitFor(() => expect(session.getSnapshot().sessionExpired).toBe(true));
    expect(listener).toHaveBeenCalled();

    await session.signInAgain();
    await expect(first).resolves.toBe('popup');
    await expect(second).resolves.toBe('popup');
    expect(manager.signinSilent).toHaveBeenCalledOnce();
    expect(session.getSnapshot().sessionExpired).toBe(false);
  });

  it('reports a popup refusal for an unassigned user as NotAssignedError', async () => {
    const session = createAuthSession(
      fakeManager(null, { signinPopup: vi.fn(async () => Promise.reject(notAssigned)) }),
    );
    await expect(session.signInAgain()).rejects.toBeInstanceOf(NotAssignedError);
  });

  it('sends the return path as the redirect state', async () => {
    const manager = fakeManager(null);
    await createAuthSession(manager).signIn('/project/4/properties?x=1');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: '/project/4/properties?x=1' });
  });

  it('signs out at the provider, or locally when it has no end-session endpoint', async () => {
    const withEndSession = fakeManager(user('stored'));
    await expect(createAuthSession(withEndSession).signOut()).resolves.toBe('redirected');

    const without = fakeManager(user('stored'), {
      signoutRedirect: vi.fn(async () => Promise.reject(new Error('no end session endpoint'))),
    });
    await expect(createAuthSession(without).signOut()).resolves.toBe('local');
    expect(without.removeUser).toHaveBeenCalled();
  });

  it('signs out only after a silent sign-in under way has answered, and starts none meanwhile', async () => {
    let answer: (u: User) => void = () => {};
    const manager = fakeManager(user('expired', true), {
      signinSilent: vi.fn(() => new Promise<User>((resolve) => (answer = resolve))),
    });
    const session = createAuthSession(manager);
    const renewed = session.onUnauthorized();
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalled());
    const signedOut = session.signOut();
    await Promise.resolve();
    expect(manager.stopSilentRenew).toHaveBeenCalled();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    answer(user('silent'));
    await expect(signedOut).resolves.toBe('redirected');
    await expect(renewed).resolves.toBe('silent');
    await expect(session.onUnauthorized()).resolves.toBeNull();
    await expect(session.ensureSignedIn()).resolves.toBe(false);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });
});

describe('auth session with no network', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps a user whose token expired offline signed in, and hands out the old token without waiting', async () => {
    goOffline();
    const manager = fakeManager(user('old', true));
    const session = createAuthSession(manager);
    await expect(session.ensureSignedIn()).resolves.toBe(true);
    await expect(session.getAccessToken()).resolves.toBe('old');
    expect(session.hasUsableToken()).toBe(false);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    goOnline();
  });

  it('waits offline instead of asking to sign in, and renews silently when the network is back', async () => {
    goOffline();
    const manager = fakeManager(user('old', true));
    const session = createAuthSession(manager);
    let token: string | null | undefined;
    void session.onUnauthorized().then((t) => {
      token = t;
    });
    await settle();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(session.getSnapshot().sessionExpired).toBe(false);
    goOnline();
    await vi.waitFor(() => expect(token).toBe('silent'));
    expect(session.getSnapshot().sessionExpired).toBe(false);
  });

  it('renews by itself when the network comes back with an expired token', async () => {
    goOffline();
    const manager = fakeManager(user('old', true));
    createAuthSession(manager);
    goOnline();
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledOnce());
  });

  it('asks the user to sign in again once back online if the provider refuses, and not before', async () => {
    goOffline();
    const manager = fakeManager(user('old', true), {
      signinSilent: vi.fn(async () => Promise.reject(new Error('login_required'))),
    });
    const session = createAuthSession(manager);
    const signedIn = session.whenSignedIn();
    await settle();
    expect(session.getSnapshot().sessionExpired).toBe(false);
    goOnline();
    await vi.waitFor(() => expect(session.getSnapshot().sessionExpired).toBe(true));
    await session.signInAgain();
    await expect(signedIn).resolves.toBeUndefined();
  });

  it('waits again when the network goes during a renewal', async () => {
    const manager = fakeManager(user('old', true), {
      signinSilent: vi
        .fn()
        .mockImplementationOnce(async () => {
          goOffline();
          throw new Error('Frame window timed out');
        })
        .mockImplementation(async () => user('silent')),
    });
    const session = createAuthSession(manager);
    const renewed = session.onUnauthorized();
    await settle();
    expect(session.getSnapshot().sessionExpired).toBe(false);
    goOnline();
    await expect(renewed).resolves.toBe('silent');
  });
});

describe('whenSignedIn and hasUsableToken', () => {
  it('resolve at once with a valid token', async () => {
    const session = createAuthSession(fakeManager(user('stored')));
    await expect(session.whenSignedIn()).resolves.toBeUndefined();
    await vi.waitFor(() => expect(session.hasUsableToken()).toBe(true));
  });

  it('with nobody signed in, waits for a sign-in', async () => {
    let stored: User | null = null;
    let onLoaded: () => void = () => {};
    const manager = fakeManager(null, {
      getUser: vi.fn(async () => stored),
      events: {
        addUserLoaded: vi.fn((listener: () => void) => {
          onLoaded = listener;
          return () => {};
        }),
        addUserUnloaded: vi.fn(),
      },
    });
    const session = createAuthSession(manager);
    let done = false;
    void session.whenSignedIn().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    expect(session.hasUsableToken()).toBe(false);
    stored = user('new');
    onLoaded();
    await vi.waitFor(() => expect(done).toBe(true));
  });
});

describe("the user's record kept for an offline start", () => {
  it('belongs to the signed-in subject and goes with a sign-out or another user', async () => {
    const session = createAuthSession(fakeManager(user('stored', false, 'u-1')));
    await session.ensureSignedIn();
    rememberUser(staff);
    expect(recallUser()).toEqual(staff);

    await createAuthSession(fakeManager(user('other', false, 'u-2'))).ensureSignedIn();
    expect(recallUser()).toBeUndefined();

    await session.ensureSignedIn();
    rememberUser(staff);
    await session.signOut();
    expect(recallUser()).toBeUndefined();
  });
});
