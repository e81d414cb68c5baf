import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ServerErrorAlert } from './server-error-alert';

type RecordFormProps = {
  /** The form's accessible name ('Edit Property Details'). */
  label: string;
  onSubmit: () => void;
  /** The last failed save, shown in a red alert at the top (with Reload on a stale version). */
  error: unknown;
  /** Absent where the record cannot be stale (nothing saved yet). */
  onReload?: () => void;
  /** Shown above the error, e.g. the form's title. */
  heading?: ReactNode;
  gap?: 'sm' | 'md';
  children: ReactNode;
};

/** Every record form's frame: browser validation off (the domain schema speaks), Enter saves, the save error on top. */
export const RecordForm = ({
  label,
  onSubmit,
  error,
  onReload,
  heading,
  gap = 'sm',
  children,
}: RecordFormProps) => (
  <form
    aria-label={label}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Stack gap={gap}>
      {heading}
      {error != null && <ServerErrorAlert error={error} onReload={onReload} />}
      {children}
    </Stack>
  </form>
);
