import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotAssignedError } from '../lib/auth/auth-errors';
import type { CurrentUser } from '../lib/users-queries';
import { adminUser, fakeSession, projectFixture, staffUser, viewOnlyUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { appRoutes } from './app-routes';
import { notAuthorizedText } from './pages/not-authorized-page';
import { viewOnlyText } from './pages/view-only-page';

const renderApp = (
  route: string,
  {
    me = staffUser,
    session = fakeSession(),
  }: { me?: CurrentUser; session?: ReturnType<typeof fakeSession> } = {},
) => {
  mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/version': { body: '2.1.0' },
    'GET /api/project/get/12': { body: projectFixture() },
    'GET /api/project/get/13': { status: 404, body: { message: 'Project not found.' } },
  });
  return renderWithProviders(null, { route, routes: appRoutes, session });
};

describe('route guard', () => {
  it('shows a Sign in button when no token comes silently, and returns to the page after sign-in', async () => {
    const session = fakeSession({ signedIn: false });
    renderApp('/project/12/properties?tab=1', { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(session.signIn).toHaveBeenCalledWith('/project/12/properties?tab=1');
  });

  it('sends a user the provider does not assign to /notauthorized', async () => {
    const session = fakeSession({
      ensureSignedIn: async () => {
        throw new NotAssignedError();
      },
    });
    const { router } = renderApp('/', { session });
    expect(await screen.findByText(notAuthorizedText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notauthorized');
  });

  it('sends a user with no name to /notauthorized', async () => {
    renderApp('/', { me: { ...staffUser, name: ' ' } });
    expect(await screen.findByText(notAuthorizedText)).toBeInTheDocument();
  });

  it('lets the public pages through without signing in', async () => {
    const session = fakeSession({ signedIn: false });
    renderApp('/viewonly', { session });
    expect(await screen.findByText(viewOnlyText)).toBeInTheDocument();
    expect(session.ensureSignedIn).not.toHaveBeenCalled();
  });
});

describe('create and edit routes', () => {
  it.each([
    '/project/new',
    '/service/newMultiProperty',
    '/project/12/edit',
    '/project/12/instruments/new',
    '/project/12/properties/new',
    '/project/12/services/new',
  ])('send a view-only user from %s to /viewonly', async (route) => {
    const { router } = renderApp(route, { me: viewOnlyUser });
    expect(await screen.findByText(viewOnlyText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewonly');
  });

  it.each([
    ['/project/new', 'Create New Project'],
    ['/service/newMultiProperty', 'New Multi-Property Service'],
    ['/project/12/edit', 'Edit Project Details'],
    ['/project/12/services/new', 'New Service'],
  ])('open %s for staff', async (route, title) => {
    renderApp(route);
    // The first visit loads the screen's chunk: the project forms take longer than 1 s to load in jsdom.
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('instrument tags', () => {
  it('is for admins', async () => {
    renderApp('/instrumentTags', { me: adminUser });
    expect(await screen.findByRole('heading', { name: 'Instrument Tags' })).toBeInTheDocument();
  });

  it('tells anyone else the page is for admins, with the way home, not that they may not use the product', async () => {
    const { router } = renderApp('/instrumentTags');
    expect(await screen.findByRole('heading', { name: 'Admins Only' })).toBeInTheDocument();
    expect(screen.getByText(/Only an Admin can manage Instrument Tags\./)).toBeInTheDocument();
    expect(screen.queryByText(notAuthorizedText)).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('screens', () => {
  it.each([
    ['/', 'Home'],
    ['/search', 'Advanced Search'],
    ['/projectSearch', 'Project Search'],
    ['/contact/5501', 'Contact'],
    ['/project/12', 'Summary'],
    // The property, instrument and service screens' routes are tested with their own data in their features.
    ['/no/such/page', 'Page Not Found'],
  ])('%s shows %s', async (route, title) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});

describe('header and navigation', () => {
  it('greets the user with roles and name and shows the version', async () => {
    renderApp('/', { me: { ...adminUser, roles: ['Admin', 'Staff'] } });
    expect(await screen.findByText('Signed in as Admin, Staff Ada Admin')).toBeInTheDocument();
    expect(await screen.findByText('Version 2.1.0')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    if (!nav) throw new Error('no navigation');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://help.example.org',
    );
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("says 'Not signed in' and offers no Sign Out when signed out", async () => {
    renderApp('/signedout', { session: fakeSession({ signedIn: false }) });
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signs out locally and lands on /signedout', async () => {
    const session = fakeSession();
    const { router } = renderApp('/', { session });
    await screen.findByText('Signed in as Staff Sam Staff');
    const [signOut] = screen.getAllByRole('button', { name: 'Sign Out' });
    if (!signOut) throw new Error('no Sign Out');
    await userEvent.click(signOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signedout'));
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText(/You have successfully signed out/)).toHaveTextContent(
      'You have successfully signed out. Close this tab, or click Home to sign in again.',
    );
    // The signed-out page clears the stored user on load.
    await waitFor(() => expect(session.forgetUser).toHaveBeenCalled());
  });
});

describe('project bar', () => {
  it("shows 'Project {id}:{name}' and the tabs, with the current one selected", async () => {
    renderApp('/project/12/properties/8');
    expect(await screen.findByRole('heading', { name: 'Project 12:Big Farm' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Summary',
      'Instruments',
      'Properties',
      'Services',
    ]);
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to a tab', async () => {
    const { router } = renderApp('/project/12');
    await userEvent.click(await screen.findByRole('tab', { name: 'Services' }));
    expect(router.state.location.pathname).toBe('/project/12/services');
  });

  it('says when the project does not exist', async () => {
    renderApp('/project/13');
    expect(await screen.findByRole('heading', { name: 'Project 13 was not found.' })).toBeInTheDocument();
  });

  it('says so for an id that is not a number', async () => {
    renderApp('/project/abc');
    expect(await screen.findByText('Project abc was not found.')).toBeInTheDocument();
  });
});
