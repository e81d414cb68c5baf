import { formatDate, formatNumber, LetterLimits, letterMessages } from '@app/domain';
import { Alert, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { downloadMerge, letterQueries } from '../api/letter-queries';

/** The set a merge writes to: a staff lead's easements, or an Advanced Search's results. */
export type MergeSet =
  | { kind: 'staffLead' }
  | {
      kind: 'search';
      type: 'Property' | 'Instrument';
      totalCount: number;
      /** Every result's id in the search's order (the ids Export Results sends). */
      loadIds: () => Promise<number[]>;
    };

/**
 * Mail merge (issue 33 §3, Staff and Admins): a template and a set, downloaded as one Word file (a
 * page each) or a zip of one Word file per letter. A set past the cap is refused before it is sent.
 * With a Record as Sent On date each letter is also kept as sent on its property; blank keeps nothing.
 */
export const MailMergeForm = ({ set }: { set: MergeSet }) => {
  const templates = useQuery(letterQueries.templates());
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [staffLeadId, setStaffLeadId] = useState<number | null>(null);
  const [format, setFormat] = useState<'docx' | 'zip'>('docx');
  const [sentOn, setSentOn] = useState<string | null>(null);
  const [recordedOn, setRecordedOn] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const tooMany = set.kind === 'search' && set.totalCount > LetterLimits.mergeLetters;
  const download = async () => {
    if (!templateId) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await downloadMerge(
        set.kind === 'staffLead'
          ? { templateId: Number(templateId), source: 'staffLead', staffLeadId, ids: [], format, sentOn }
          : {
              templateId: Number(templateId),
              source: set.type,
              staffLeadId: null,
              ids: await set.loadIds(),
              format,
              sentOn,
            },
      );
      setRecordedOn(sentOn);
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      {set.kind === 'search' && (
        <Text size="sm">
          One letter for each of the {formatNumber(set.totalCount)}{' '}
          {set.type === 'Property' ? 'Properties' : 'Instruments'} found, at most{' '}
          {formatNumber(LetterLimits.mergeLetters)}.
        </Text>
      )}
      {tooMany && set.kind === 'search' && (
        <Alert color="orange" role="alert">
          {letterMessages.tooManyLetters(set.totalCount)}
        </Alert>
      )}
      <Select
        label="Letter Template"
        placeholder="Choose a template"
        data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={templateId}
        onChange={setTemplateId}
        withAsterisk
      />
      {set.kind === 'staffLead' && (
        <StaffLeadSelect
          label="Every Instrument whose Staff Lead is"
          value={staffLeadId}
          onChange={setStaffLeadId}
        />
      )}
      <Radio.Group
        label="Download as"
        value={format}
        onChange={(value) => setFormat(value as 'docx' | 'zip')}
      >
        <Group gap="md" mt={4}>
          <Radio value="docx" label="One Word file (a page break between letters)" />
          <Radio value="zip" label="A zip of one Word file per letter" />
        </Group>
      </Radio.Group>
      <DateInput
        label="Record as Sent On"
        description="Optional: each letter is also kept as sent on its property, dated this day."
        value={sentOn}
        onChange={setSentOn}
        disableFuture
        maw={220}
      />
      <Group>
        <Button onClick={() => void download()} loading={busy} disabled={!templateId || tooMany}>
          Download Letters
        </Button>
      </Group>
      {error !== null && <ServerErrorAlert error={error} />}
      {done && (
        <Text size="sm" role="status">
          {recordedOn
            ? `The letters were downloaded and recorded as sent on ${formatDate(recordedOn)}.`
            : 'The letters were downloaded.'}
        </Text>
      )}
    </Stack>
  );
};
