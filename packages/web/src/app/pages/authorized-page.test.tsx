import { screen } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AuthorizedPage } from './authorized-page';

const renderCallback = (signinCallback: UserManager['signinCallback'], search = '?code=abc&state=s1') => {
  window.history.replaceState(null, '', `/authorized${search}`);
  const session = fakeSession({ userManager: { signinCallback } });
  return renderWithProviders(null, {
    route: `/authorized${search}`,
    session,
    routes: [
      { path: '/authorized', element: <AuthorizedPage /> },
      { path: '/notauthorized', element: <p>not authorized page</p> },
      { path: '*', element: <p>landed</p> },
    ],
  });
};

describe('AuthorizedPage', () => {
  it('goes on to the page the user wanted after a redirect sign-in', async () => {
    const { router } = renderCallback(vi.fn(async () => ({ state: '/project/4/services/9?x=1' }) as User));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/4/services/9');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('goes home when the stored target is not a path on this site', async () => {
    const { router } = renderCallback(
      vi.fn(async () => ({ state: '//evil.example.org' }) as User),
      '?code=b&state=s2',
    );
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unassigned user (AADSTS50105) to /notauthorized', async () => {
    renderCallback(
      vi.fn(async () => {
        throw Object.assign(new Error('access_denied'), { error_description: 'AADSTS50105: not assigned' });
      }),
      '?error=access_denied&error_description=AADSTS50105%3A%20not%20assigned&state=s3',
    );
    expect(await screen.findByText('not authorized page')).toBeInTheDocument();
  });

  it('goes home when opened directly, without a provider answer to read', async () => {
    const signinCallback = vi.fn(async () => undefined);
    const { router } = renderCallback(signinCallback, '');
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signinCallback).not.toHaveBeenCalled();
  });

  it('shows any other failure', async () => {
    renderCallback(
      vi.fn(async () => {
        throw new Error('No matching state found in storage');
      }),
      '?code=c&state=s4',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No matching state found in storage');
  });
});
