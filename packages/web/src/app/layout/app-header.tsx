import { rolesLabel } from '@app/domain';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { useConfig } from '../../lib/config-context';
import { routePaths } from '../../lib/routes';
import classes from './app-header.module.css';
import { AppNavigation } from './app-navigation';
import { OfflineBadge } from './offline-badge';

const versionQuery = {
  queryKey: ['version'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getText('/version', signal),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The greeting of spec 1 §1: 'Signed in as' + roles + name, or 'Not signed in'. */
export const signedInText = (user: { name: string; roles: readonly string[] } | undefined): string =>
  user ? `Signed in as ${rolesLabel(user)} ${user.name}` : 'Not signed in';

export const AppHeader = ({ burger }: { burger: ReactNode }) => {
  const { links } = useConfig();
  const { signedIn } = useAuth();
  const me = useCurrentUser();
  const version = useQuery({ ...versionQuery, enabled: signedIn }).data;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger}
        <Link
          to={routePaths.home()}
          style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}
        >
          <Image src={links.logo} alt="Conservation Records logo" h={40} w="auto" />
          <Title order={1} size="h4" className={classes.siteTitle}>
            Conservation Records
          </Title>
        </Link>
        <OfflineBadge />
        <AppNavigation visibleFrom="sm" />
      </Group>
      <Stack gap={0} align="flex-end" miw={0}>
        <Text size="sm" ta="right" lineClamp={2}>
          {signedIn && !me ? '' : signedInText(me)}
        </Text>
        {version && (
          <Text size="xs" c="dimmed">
            Version {version}
          </Text>
        )}
      </Stack>
    </Group>
  );
};
