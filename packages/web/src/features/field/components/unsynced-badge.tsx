import { Badge } from '@mantine/core';
import { fieldDb } from '../store/field-store';
import { countUnsynced, unsyncedText } from '../store/outbox';
import { useLive } from '../store/use-live';

/** Beside 'Field' in the navigation: what this device holds that the server does not yet. */
export const UnsyncedBadge = () => {
  const count = useLive(() => countUnsynced(fieldDb)) ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      size="sm"
      aria-label={unsyncedText(count)}
      title={unsyncedText(count)}
    >
      {count}
    </Badge>
  );
};
