import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AuthSession } from '../lib/auth/auth-session';
import type { AppConfig } from '../lib/config';
import { createQueryClient } from '../lib/query-client';
import { appRoutes } from './app-routes';
import { AppProviders } from './providers';

export const App = ({ config, session }: { config: AppConfig; session: AuthSession }) => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders config={config} session={session} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
