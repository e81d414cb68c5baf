import { canWrite, formatDate, type Letter, letterKinds, todayInDisplayZone } from '@app/domain';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import {
  downloadLetter,
  downloadSentLetter,
  type LetterFor,
  letterQueries,
  useSendLetter,
} from '../api/letter-queries';

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A download button that says when it is working and why it failed. */
const DownloadButton = ({
  label,
  ariaLabel,
  onDownload,
}: {
  label: string;
  ariaLabel?: string;
  onDownload: () => Promise<unknown>;
}) => {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        loading={busy}
        aria-label={ariaLabel}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            await onDownload();
          } catch (error) {
            setProblem(problemOf(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
};

/** The chosen template's letter: its preview, its Word file, and Record as Sent for writers. */
const LetterComposer = ({ subject, templateId }: { subject: LetterFor; templateId: number }) => {
  const me = useCurrentUser();
  const preview = useQuery(letterQueries.preview(templateId, subject));
  const send = useSendLetter();
  const [sentOn, setSentOn] = useState<string | null>(todayInDisplayZone());
  const [recorded, setRecorded] = useState(false);
  const writer = !!me && canWrite(me);
  if (preview.isError) return <ServerErrorAlert error={preview.error} />;
  if (preview.isPending) return <Loader size="sm" aria-label="Loading the letter" />;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <strong>To:</strong>{' '}
        {preview.data.recipients || 'No Owner is linked to the property or its instruments.'}
      </Text>
      <Paper
        withBorder
        p="sm"
        aria-label="Letter preview"
        role="region"
        tabIndex={0}
        style={{ maxHeight: 320, overflow: 'auto' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.data.body}
        </Text>
      </Paper>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DownloadButton label="Download (Word)" onDownload={() => downloadLetter(templateId, subject)} />
        {writer && (
          <>
            <DateInput
              label="Date Sent"
              value={sentOn}
              onChange={setSentOn}
              disableFuture
              size="xs"
              w={150}
            />
            <Button
              size="xs"
              loading={send.isPending}
              disabled={!sentOn}
              onClick={() => {
                setRecorded(false);
                send.mutate(
                  { templateId, ...{ caseId: null, propertyId: null }, ...subject, sentOn: sentOn ?? '' },
                  { onSuccess: () => setRecorded(true) },
                );
              }}
            >
              Record as Sent
            </Button>
          </>
        )}
      </Group>
      {send.isError && <ServerErrorAlert error={send.error} />}
      {recorded && (
        <Text size="sm" role="status">
          The letter was recorded as sent.
        </Text>
      )}
    </Stack>
  );
};

/** On the property's card, what a letter of its case or its request was about. */
const onWhat = (subject: LetterFor, letter: Letter) =>
  !('propertyId' in subject)
    ? ''
    : letter.caseId !== null
      ? ` (Violation Case ${letter.caseId})`
      : letter.requestId !== null
        ? ` (Owner Request ${letter.requestId})`
        : '';

/**
 * Letters (issue 33 §3) on a case, an owner's request (its decision letter, §5) or a property: write
 * one from a template (preview, Word, Record as Sent) and the letters sent, each downloadable again as
 * it was sent.
 */
export const LettersCard = ({ subject }: { subject: LetterFor }) => {
  const templates = useQuery(letterQueries.templates());
  const sent = useQuery(letterQueries.sent(subject));
  const [templateId, setTemplateId] = useState<string | null>(null);
  return (
    <RecordCard title="Letters">
      <Stack gap="sm">
        <Select
          label="Letter Template"
          placeholder="Choose a template"
          data={(templates.data ?? []).map((t) => ({
            value: String(t.id),
            label: t.name === letterKinds[t.kind] ? t.name : `${t.name} (${letterKinds[t.kind]})`,
          }))}
          value={templateId}
          onChange={setTemplateId}
          maw={420}
        />
        {templateId && <LetterComposer key={templateId} subject={subject} templateId={Number(templateId)} />}
        {sent.isError && <ServerErrorAlert error={sent.error} />}
        {sent.data && sent.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No letters have been recorded as sent.
          </Text>
        )}
        {sent.data && sent.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Letters sent">
            {sent.data.map((letter) => (
              <li key={letter.id}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}>
                    <strong>{letter.templateName}</strong>, sent {formatDate(letter.sentOn)} by{' '}
                    {letter.sentByName}
                    {onWhat(subject, letter)}
                    {letter.recipients ? ` to ${letter.recipients}` : ''}
                  </Text>
                  <DownloadButton
                    label="Download"
                    ariaLabel={`Download ${letter.templateName} sent ${formatDate(letter.sentOn)}`}
                    onDownload={() => downloadSentLetter(letter.id)}
                  />
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </RecordCard>
  );
};
