import { Text } from '@mantine/core';
import { useOnline } from '../../lib/network-status';

/**
 * Above the page while offline: why a page's data does not come (its requests wait for the network and
 * go on by themselves once it is back), so a page that keeps loading is not taken for a broken one.
 */
export const OfflineNotice = () =>
  useOnline() ? null : (
    <Text size="sm" mb="sm">
      You are offline. What this page has loaded stays; the rest loads when the connection is back.
    </Text>
  );
