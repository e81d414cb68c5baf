import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const labelSets = {
  'yes-no': { confirm: 'Yes', cancel: 'No' },
  'ok-cancel': { confirm: 'OK', cancel: 'Cancel' },
} as const;

export type ConfirmLabels = keyof typeof labelSets;

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: ReactNode;
  /** 'yes-no' (default) or 'ok-cancel'. */
  labels?: ConfirmLabels;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes/no question in a modal; closing it any other way counts as No. The safe answer (No, Cancel) has
 * the focus, so an Enter pressed by habit never deletes, discards or signs out.
 */
export const ConfirmDialog = ({
  opened,
  title,
  text,
  labels = 'yes-no',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const { confirm, cancel } = labelSets[labels];
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancel}
        </Button>
        <Button onClick={onConfirm}>{confirm}</Button>
      </Group>
    </Modal>
  );
};
