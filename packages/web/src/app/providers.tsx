import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import type { AuthSession } from '../lib/auth/auth-session';
import type { AppConfig } from '../lib/config';
import { ConfigProvider } from '../lib/config-context';
import { EditModeProvider } from '../lib/edit-mode';
import { cssVariablesResolver, theme } from './theme';

export type AppProvidersProps = {
  config: AppConfig;
  session: AuthSession;
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
};

/** Everything a screen may rely on, outside the router (tests wrap a screen in the same providers). */
export const AppProviders = ({ config, session, queryClient, children, mantineEnv }: AppProvidersProps) => (
  <ConfigProvider config={config}>
    <AuthProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
          <Notifications />
          <ConfirmProvider>
            <EditModeProvider>{children}</EditModeProvider>
          </ConfirmProvider>
        </MantineProvider>
      </QueryClientProvider>
    </AuthProvider>
  </ConfigProvider>
);
