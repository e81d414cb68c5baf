import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusOnMount } from '../lib/focus-on-mount';
import { useExpandEnclosingCard } from './record-card';
import { RecordForm } from './record-form';

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
 * Opening one expands its card, so a form is never opened inside a closed card, and moves focus to its
 * heading (the button that opened it is gone): a screen reader names the form, Tab reaches its first field,
 * and a phone's keyboard does not cover the form before the monitor has chosen a field.
 */
export const CardForm = ({ heading, onSubmit, error, onReload, children }: CardFormProps) => {
  useExpandEnclosingCard();
  return (
    <Paper withBorder radius="sm" p="sm">
      <RecordForm
        label={heading}
        onSubmit={onSubmit}
        error={error}
        onReload={onReload}
        heading={
          <Title order={4} size="h5" tabIndex={-1} ref={focusOnMount}>
            {heading}
          </Title>
        }
      >
        {children}
      </RecordForm>
    </Paper>
  );
};
