import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useConfirm } from './confirm-provider';

export type DeleteWithBlockersButtonProps = {
  /** 'Project 12': names the record in the button's accessible name. */
  record: string;
  /** The confirmation's title and question. */
  title: string;
  question: string;
  /** The server's blocker message ('' or null when the record may go). */
  checkBlocker: () => Promise<string | null>;
  /** Deletes, and answers the notice to show (the Box folders, the GIS polygon …). */
  remove: () => Promise<{ title: string; message: string }>;
  deleting: boolean;
  /** Where the user goes once the record is gone. */
  onDeleted: () => Promise<void> | void;
  /** Why the record cannot go: a blocker, or another failure. */
  onBlocked: (message: string) => void;
};

/**
 * An Admin's delete of a record with blockers (spec 2 §2, §8): a blocked record says why at once and
 * never asks; otherwise it asks, deletes, leaves the notice up until closed, and moves on.
 */
export const DeleteWithBlockersButton = ({
  record,
  title,
  question,
  checkBlocker,
  remove,
  deleting,
  onDeleted,
  onBlocked,
}: DeleteWithBlockersButtonProps) => {
  const confirm = useConfirm();
  const [checking, setChecking] = useState(false);

  const start = async () => {
    try {
      setChecking(true);
      const blocker = await checkBlocker().finally(() => setChecking(false));
      if (blocker?.trim()) return onBlocked(blocker);
      if (!(await confirm({ title, text: question }))) return;
      const notice = await remove();
      notifications.show({ ...notice, color: 'green', autoClose: false });
      await onDeleted();
    } catch (error) {
      onBlocked(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Delete ${record}`}
      loading={checking || deleting}
      onClick={() => void start()}
    >
      Delete
    </Button>
  );
};
