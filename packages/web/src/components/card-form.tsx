import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useExpandEnclosingCard } from './record-card';
import { ServerErrorAlert } from './server-error-alert';

type CardFormProps = {
  /** The form's heading, also its accessible name. */
  heading: string;
  onSubmit: () => void;
  /** The last failed save, shown in a red alert at the top of the form (with Reload on a 409). */
  error: unknown;
  onReload: () => void;
  children: ReactNode;
};

/**
 * The add and edit forms inside a record card: one frame, heading, server error and submit for all.
 * Opening one expands its card, so a form is never opened inside a closed card.
 */
export const CardForm = ({ heading, onSubmit, error, onReload, children }: CardFormProps) => {
  useExpandEnclosingCard();
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      aria-label={heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Title order={4} size="h5">
          {heading}
        </Title>
        {error != null && <ServerErrorAlert error={error} onReload={onReload} />}
        {children}
      </Stack>
    </Paper>
  );
};
