import { Anchor, Flex, type FlexProps, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useConfirm } from '../../components/confirm-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-context';
import { leaveMessage, useEditModeRegistry } from '../../lib/edit-mode';
import { routePaths } from '../../lib/routes';
import classes from './app-navigation.module.css';
import { confirmUnsynced } from './confirm-unsynced';

/** Loaded on demand: it reads the field outbox (IndexedDB), which the first script does not carry. */
const UnsyncedBadge = lazy(async () => ({ default: (await import('../../features/field')).UnsyncedBadge }));

type AppNavigationProps = {
  /** 'vertical' in the phone menu. */
  vertical?: boolean;
  /** Closes the phone menu after a choice. */
  onNavigate?: () => void;
  visibleFrom?: FlexProps['visibleFrom'];
};

/** Home, Advanced Search, Help, and Sign Out when signed in; the same items on desktop and phone. */
export const AppNavigation = ({ vertical = false, onNavigate, visibleFrom }: AppNavigationProps) => {
  const { links } = useConfig();
  const { signedIn, signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { isEditingNow, resetAll } = useEditModeRegistry();

  const handleSignOut = async () => {
    onNavigate?.();
    // Signing out leaves the page: an open form asks the leave question first, as a link would.
    if (isEditingNow() && !(await confirm({ title: 'Leave this page?', text: leaveMessage }))) return;
    if (!(await confirmUnsynced(confirm))) return;
    resetAll();
    const how = await signOut();
    queryClient.clear();
    if (how === 'local') void navigate(routePaths.signedOut());
  };

  return (
    <Flex
      component="nav"
      aria-label="Main"
      direction={vertical ? 'column' : 'row'}
      gap="md"
      align={vertical ? 'flex-start' : 'center'}
      visibleFrom={visibleFrom}
    >
      <NavLink to={routePaths.home()} end className={classes.link} onClick={onNavigate}>
        Home
      </NavLink>
      <NavLink to={routePaths.search()} className={classes.link} onClick={onNavigate}>
        Advanced Search
      </NavLink>
      <NavLink to={routePaths.ledger()} className={classes.link} onClick={onNavigate}>
        Accreditation Ledger
      </NavLink>
      {signedIn && (
        <NavLink to={routePaths.field()} className={classes.link} onClick={onNavigate}>
          Field{' '}
          <Suspense fallback={null}>
            <UnsyncedBadge />
          </Suspense>
        </NavLink>
      )}
      <Anchor
        href={links.help}
        target="_blank"
        rel="noreferrer"
        className={classes.link}
        onClick={onNavigate}
      >
        Help
      </Anchor>
      {signedIn && (
        <UnstyledButton className={classes.link} onClick={() => void handleSignOut()}>
          Sign Out
        </UnstyledButton>
      )}
    </Flex>
  );
};
