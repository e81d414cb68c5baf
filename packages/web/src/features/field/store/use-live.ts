import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

/**
 * A read of the field store that follows every change to what it read (undefined until first read).
 * `key` names what the read depends on (a property id, say): a new key starts a new read.
 */
export const useLive = <T>(read: () => Promise<T>, key: string | number = ''): T | undefined => {
  const [value, setValue] = useState<T>();
  const latest = useRef(read);
  latest.current = read;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts a new read of the latest function
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({ next: setValue });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
};
