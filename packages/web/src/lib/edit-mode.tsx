import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const leaveMessage =
  'Any changes you have made on this page will be lost. Are you sure you want to leave?';

type Registry = {
  areas: ReadonlySet<string>;
  /** Read at navigation time: a save that calls stop() and then navigates must not be asked to confirm. */
  isEditingNow: () => boolean;
  start: (area: string) => void;
  stop: (area: string) => void;
  resetAll: () => void;
};

const EditModeContext = createContext<Registry | null>(null);

/** Which record areas (a card title, 'Project', 'Service' ...) have a form open right now. */
export const EditModeProvider = ({ children }: { children: ReactNode }) => {
  const [areas, setAreas] = useState<ReadonlySet<string>>(new Set());
  // The ref changes at once; the state re-renders the forms.
  const current = useRef(areas);
  const commit = useCallback((next: ReadonlySet<string>) => {
    current.current = next;
    setAreas(next);
  }, []);
  const start = useCallback(
    (area: string) => {
      if (!current.current.has(area)) commit(new Set(current.current).add(area));
    },
    [commit],
  );
  const stop = useCallback(
    (area: string) => {
      if (!current.current.has(area)) return;
      const next = new Set(current.current);
      next.delete(area);
      commit(next);
    },
    [commit],
  );
  const resetAll = useCallback(() => commit(new Set()), [commit]);
  const isEditingNow = useCallback(() => current.current.size > 0, []);
  const registry = useMemo(
    () => ({ areas, isEditingNow, start, stop, resetAll }),
    [areas, isEditingNow, start, stop, resetAll],
  );
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
  const { areas, resetAll, isEditingNow } = useRegistry();
  return { isEditing: areas.size > 0, areas, resetAll, isEditingNow };
};
