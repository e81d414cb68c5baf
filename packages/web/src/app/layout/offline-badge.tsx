import { useOnline } from '../../lib/network-status';
import classes from './offline-badge.module.css';

/**
 * 'Offline' in the header while the browser has no network: a word, not a colour, inside a status
 * region that is always there, so screen readers announce it when it appears. A plain span, not
 * Mantine's Badge, which would add its code to every page's first load.
 */
export const OfflineBadge = () => {
  const online = useOnline();
  return <div role="status">{!online && <span className={classes.badge}>Offline</span>}</div>;
};
