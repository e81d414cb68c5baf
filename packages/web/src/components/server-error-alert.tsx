import { Alert, Button, Group, Text } from '@mantine/core';
import { isApiError } from '../lib/api-client';

/**
 * A failed save or remove in a red alert. A 409 means someone else changed the record first: the
 * message says who, and Reload shows their version (DESIGN §3: no silent last-write-wins).
 */
export const ServerErrorAlert = ({ error, onReload }: { error: unknown; onReload: () => void }) => {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{message}</Text>
        {isApiError(error) && error.status === 409 && (
          <Button size="compact-sm" variant="white" color="red" onClick={onReload}>
            Reload
          </Button>
        )}
      </Group>
    </Alert>
  );
};
