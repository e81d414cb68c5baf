import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { leaveMessage, useEditModeRegistry } from '../lib/edit-mode';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a page with an open form: in-app navigation and closing or reloading the tab. */
export const LeavePrompt = () => {
  const { isEditingNow, resetAll } = useEditModeRegistry();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isEditingNow() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    // Read at unload time, not render time: Sign Out ends every edit mode and leaves at once.
    const warn = (event: BeforeUnloadEvent) => {
      if (!isEditingNow()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = leaveMessage;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isEditingNow]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave this page?"
      text={leaveMessage}
      onConfirm={() => {
        resetAll();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
};
