import { useEffect } from 'react';

/**
 * Once signed in, the field outbox is sent: now (the app started), when the device comes back online
 * and on a timer. Loaded on demand, so the first script stays small.
 */
export const FieldSyncStarter = () => {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../features/field').then(({ fieldSync }) => {
      if (live) stop = fieldSync.start();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
};
