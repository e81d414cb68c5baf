import { journalEntrySchema } from '@app/domain';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { type JournalSendResult, useSendJournalEntry } from '../api/use-contact-mutations';

/** Spec 1 §4 and §9: the success message stays 3 seconds, then the modal closes. */
export const journalSuccessMs = 3000;

export type JournalEntryFormProps = {
  /** The CRM ids of the selected contacts. */
  crmIds: readonly string[];
  /** A line under the count (the list was capped). */
  note?: string;
  onClose: () => void;
};

const nameError = (name: string) =>
  journalEntrySchema.shape.journalName.safeParse(name).error?.issues[0]?.message ?? null;

/**
 * 'Send List to eTapestry' (spec 1 §4), inside the opener's modal: a journal entry on every selected
 * contact, sent 20 at a time. Mount it anew for each opening: it starts with an empty name and no message.
 */
export const JournalEntryForm = ({ crmIds, note, onClose }: JournalEntryFormProps) => {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSendJournalEntry();
  const error = nameError(name);
  const result = send.data;
  const succeeded = result !== undefined && result.failures.length === 0;

  // The 3 seconds start once, however often the opener re-renders with a new onClose.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(close, journalSuccessMs);
    return () => clearTimeout(timer);
  }, [succeeded]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!error) send.mutate({ journalName: name.trim(), crmIds });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Adds a journal entry to{' '}
          {crmIds.length === 1 ? 'the selected Contact' : `the ${crmIds.length} selected Contacts`} in
          eTapestry.
        </Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <TextInput
          label="Journal Name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            // Spec 1 §8: a server error clears when the name is edited.
            if (send.isError || result) send.reset();
          }}
          onBlur={() => setTouched(true)}
          error={touched && error}
          withAsterisk
          data-autofocus
          disabled={send.isPending || succeeded}
        />
        {succeeded && (
          <Alert color="green" role="status">
            The journal entry was sent to eTapestry for{' '}
            {result.sent === 1 ? '1 Contact' : `${result.sent} Contacts`}.
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {send.error.message}
          </Alert>
        )}
        {result && result.failures.length > 0 && <FailuresAlert result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {succeeded ? 'Close' : 'Cancel'}
          </Button>
          <Button
            type="submit"
            loading={send.isPending}
            disabled={error !== null || send.isError || result !== undefined}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const FailuresAlert = ({ result }: { result: JournalSendResult }) => (
  <Alert color="red" role="alert">
    <Text size="sm">
      eTapestry took the journal entry for {result.sent - result.failures.length} of {result.sent} Contacts.
      These failed:
    </Text>
    <List size="sm">
      {result.failures.map((failure) => (
        <List.Item key={failure.crmId}>
          {failure.crmId}: {failure.message}
        </List.Item>
      ))}
    </List>
  </Alert>
);
