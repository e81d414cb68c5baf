import { useId } from 'react';
import { useOnline } from '../../../lib/network-status';

/**
 * For the buttons that need the network (Prepare, Sync Now): while the browser is offline they are
 * disabled and described by the reason, which the card shows once under `reasonId`.
 */
export const useNetworkNeeded = () => {
  const online = useOnline();
  const reasonId = useId();
  return {
    offline: !online,
    reasonId,
    buttonProps: online ? {} : { disabled: true, 'aria-describedby': reasonId },
  };
};
