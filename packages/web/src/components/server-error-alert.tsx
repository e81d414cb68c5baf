import { Alert, Button, Group, Text } from '@mantine/core';
import { isApiError } from '../lib/api-client';

/**
 * A failed save or remove that no field explains, in a red alert (the one way forms and cards show
 * one). A stale version (409 with its code) means someone else changed the record first: the message
 * says who, and Reload shows their version (no silent last-write-wins). A rule's refusal, also a 409,
 * offers no Reload: it would throw the user's edits away. A form whose record cannot be stale passes no onReload.
 */
export const ServerErrorAlert = ({ error, onReload }: { error: unknown; onReload?: () => void }) => {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{message}</Text>
        {onReload && isApiError(error) && error.isStaleVersion && (
          <Button size="compact-sm" variant="white" color="red" onClick={onReload}>
            Reload
          </Button>
        )}
      </Group>
    </Alert>
  );
};
