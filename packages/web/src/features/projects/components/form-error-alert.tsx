import { Alert, Button, Group, Text } from '@mantine/core';

export type FormErrorAlertProps = {
  message: string;
  /** Offered after a 409: someone else saved first, and Reload shows their version. */
  onReload?: () => void;
};

/** A failed save that no field explains, in red at the top of the form (spec 2 §8). */
export const FormErrorAlert = ({ message, onReload }: FormErrorAlertProps) => (
  <Alert color="red" role="alert">
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm">{message}</Text>
      {onReload && (
        <Button size="compact-sm" variant="white" color="red" onClick={onReload}>
          Reload
        </Button>
      )}
    </Group>
  </Alert>
);
