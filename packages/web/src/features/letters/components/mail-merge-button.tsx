import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { MailMergeForm, type MergeSet } from './mail-merge-form';

/** Mail Merge Letters on Advanced Search's results (Properties, Instruments): a dialog with the merge form. */
export const MailMergeButton = ({ set }: { set: Extract<MergeSet, { kind: 'search' }> }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Mail Merge Letters
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Mail Merge Letters" centered>
        {open && <MailMergeForm set={set} />}
      </Modal>
    </>
  );
};
