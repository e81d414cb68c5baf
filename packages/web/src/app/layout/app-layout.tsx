import { AppShell, Burger, Loader } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LeavePrompt } from '../../components/leave-prompt';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { AppNavigation } from './app-navigation';
import { OfflineNotice } from './offline-notice';
import { ScrollToTop } from './scroll-to-top';
import { SessionExpiredModal } from './session-expired-modal';
import { UpdateNotice } from './update-notice';

/** Header and navigation around every screen; on a phone the navigation opens from the burger. */
export const AppLayout = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Escape closes the phone menu, as it closes any other open panel.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && opened) close();
  });
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <AppHeader
          burger={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
            />
          }
        />
      </AppShell.Header>
      {/* Rendered only while open, so hidden links are neither focusable nor read out. */}
      <AppShell.Navbar p="md">{opened && <AppNavigation vertical onNavigate={close} />}</AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <OfflineNotice />
        <Suspense fallback={<Loader aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <ScrollToTop />
      <LeavePrompt />
      <SessionExpiredModal />
      <UpdateNotice />
    </AppShell>
  );
};
