import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';

export const leaveMessage = 'Any changes you have made on this page will be lost. Are you sure you want to leave?';

type Registry = {
  areas: ReadonlySet<string>;
  start: (area: string) => void;
  stop: (area: string) => void;
  resetAll: () => void;
};

const EditModeContext = createContext<Registry | null>(null);

/** Which record areas (a card title, 'Project', 'Service' ...) have a form open right now. */
export const EditModeProvider = ({ children }: { children: ReactNode }) => {
  const [areas, setAreas] = useState<ReadonlySet<string>>(new Set());
  const start = useCallback((area: string) => {
    setAreas((current) => (current.has(area) ? current : new Set(current).add(area)));
  }, []);
  const stop = useCallback((area: string) => {
    setAreas((current) => {
      if (!current.has(area)) return current;
      const next = new Set(current);
      next.delete(area);
      return next;
    });
  }, []);
  const resetAll = useCallback(() => setAreas(new Set()), []);
  const registry = useMemo(() => ({ areas, start, stop, resetAll }), [areas, start, stop, resetAll]);
  return <EditModeContext value={registry}>{children}</EditModeContext>;
};

const useRegistry = (): Registry => {
  const registry = use(EditModeContext);
  if (!registry) throw new Error('Edit mode needs an EditModeProvider');
  return registry;
};

/**
 * One area's edit mode: `start()` when its form opens, `stop()` on save or confirmed cancel. An area
 * that unmounts leaves the registry, so a page that is gone never blocks navigation.
 */
export const useEditMode = (area: string) => {
  const { areas, start, stop } = useRegistry();
  useEffect(() => () => stop(area), [area, stop]);
  return {
    editing: areas.has(area),
    start: useCallback(() => start(area), [area, start]),
    stop: useCallback(() => stop(area), [area, stop]),
  };
};

/** The whole page's view: is anything being edited, and a way to drop every edit mode at once. */
export const useEditModeRegistry = () => {
  const { areas, resetAll } = useRegistry();
  return { isEditing: areas.size > 0, areas, resetAll };
};

/** Asks before leaving a page with an open form: in-app navigation and closing or reloading the tab. */
export const LeavePrompt = () => {
  const { isEditing, resetAll } = useEditModeRegistry();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isEditing &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isEditing) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = leaveMessage;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isEditing]);

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
