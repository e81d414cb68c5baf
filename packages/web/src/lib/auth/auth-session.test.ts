import type { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { NotAssignedError } from './auth-errors';
import { createAuthSession } from './auth-session';

const user = (token: string, expired = false) => ({ access_token: token, expired }) as User;

const fakeManager = (stored: User | null, overrides: Partial<Record<keyof UserManager, unknown>> = {}) =>
  ({
    events: { addUserLoaded: vi.fn(), addUserUnloaded: vi.fn() },
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async () => user('silent')),
    signinPopup: vi.fn(async () => user('popup')),
    signinRedirect: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
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
});
