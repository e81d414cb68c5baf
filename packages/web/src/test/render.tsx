import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { configureApiClient } from '../lib/api-client';
import type { AuthSession } from '../lib/auth/auth-session';
import { provideSignedInStatus } from '../lib/auth/signed-in';
import { createQueryClient } from '../lib/query-client';
import { fakeSession, testConfig } from './fixtures';

type Options = {
  /** The URL the memory router starts at. */
  route?: string;
  /** Routes to mount instead of a single catch-all route rendering `ui`. */
  routes?: RouteObject[];
  session?: AuthSession;
};

/** Renders inside the app's providers and a data router (edit mode's leave prompt needs one). */
export const renderWithProviders = (
  ui: ReactElement | null,
  { route = '/', routes, session = fakeSession() }: Options = {},
) => {
  // As main.tsx does: API calls and code outside components (the field sync) use this session.
  configureApiClient(session);
  provideSignedInStatus(session);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders config={testConfig} session={session} queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, session };
};
