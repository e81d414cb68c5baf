import {
  EventType,
  type Instrument,
  InstrumentLimits,
  type InstrumentTypeOption,
  type InstrumentUpdateInput,
  instrumentLabels,
  instrumentUpdateSchema,
  needsExecutedEvent,
  offeredOptions,
} from '@app/domain';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { lookupChoices } from '../../../components/lookup-select';
import { RecordForm } from '../../../components/record-form';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { lookupQuery } from '../../../lib/lookup-queries';
import { useZodForm } from '../../../lib/use-zod-form';
import { instrumentKeys } from '../api/instrument-queries';
import { useUpdateInstrument } from '../api/use-instrument-mutations';

type InstrumentDetailsFormProps = {
  instrument: Instrument;
  /** Saved, or cancelled. */
  onDone: () => void;
};

type Option = { id: number; name: string; sortOrder: number; archiveDate: string | null };
/** Multi-selects offer the active options plus those the instrument already has. */
const multiChoices = (options: readonly Option[] | undefined, selected: readonly number[]) =>
  (options ?? [])
    .filter((o) => offeredOptions([o]).length > 0 || selected.includes(o.id))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((o) => ({ value: String(o.id), label: o.name }));

const counter = (text: string | null | undefined, max: number) => `${(text ?? '').length}/${max} characters`;

/**
 * Edits the details of spec 3 §3 with the rules of §5; the version read goes with the save. A move to
 * Active from another status asks for the Executed event (date and notes), sent with the save.
 */
export const InstrumentDetailsForm = ({ instrument, onDone }: InstrumentDetailsFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const queryClient = useQueryClient();
  const update = useUpdateInstrument();
  const statuses = useQuery(lookupQuery('instrument/instrumentstatuses')).data;
  const agreementTypes = useQuery(lookupQuery('instrument/agreementtypes')).data;
  const types = useQuery(lookupQuery<InstrumentTypeOption>('instrument/instrumenttypes')).data;
  const localities = useQuery(lookupQuery('locality/localities')).data;
  const tags = useQuery(lookupQuery('instrument/instrumenttags')).data;
  const terms = useQuery(lookupQuery('instrument/specificTerms')).data;

  const initialValues: InstrumentUpdateInput = {
    id: instrument.id,
    version: instrument.version,
    statusId: String(instrument.statusId),
    typeId: instrument.typeId === null ? '' : String(instrument.typeId),
    agreementTypeId: String(instrument.agreementTypeId),
    instrumentNumber: instrument.instrumentNumber ?? '',
    localityId: instrument.localityId === null ? '' : String(instrument.localityId),
    deedBookPage: instrument.deedBookPage ?? '',
    staffLead: instrument.staffLead,
    tagTypeIds: instrument.tagTypeIds.map(String),
    notes: instrument.notes ?? '',
    specificTermIds: instrument.specificTermIds.map(String),
    uniqueTerms: instrument.uniqueTerms.map((term) => ({ id: term.id, description: term.description })),
    executedDate: instrument.executedDate,
    recordedDate: instrument.recordedDate,
    conservationValuesStatement: instrument.conservationValuesStatement ?? '',
    events: [],
  };
  const form = useZodForm({ schema: instrumentUpdateSchema, initialValues });
  const { values, errors, setValue, saveError } = form;
  const uniqueTerms = values.uniqueTerms ?? [];
  const executed = values.events?.[0];
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

  const changeStatus = (statusId: string) => {
    setValue('statusId', statusId);
    const needsEvent = needsExecutedEvent(instrument.statusId, Number(statusId));
    setValue('events', needsEvent ? [{ eventTypeId: EventType.Executed, date: '', notes: '' }] : []);
  };
  const setExecuted = (patch: { date?: string; notes?: string }) =>
    setValue('events', [{ eventTypeId: EventType.Executed, date: '', notes: '', ...executed, ...patch }]);
  const setTerm = (index: number, description: string) =>
    setValue(
      'uniqueTerms',
      uniqueTerms.map((term, i) => (i === index ? { ...term, description } : term)),
    );

  const save = () =>
    form.submit(async (valid) => {
      await update.mutateAsync(valid);
    }, onDone);

  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'the Instrument Details')) onDone();
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: instrumentKeys.detail(instrument.id) });
    onDone();
  };

  return (
    <RecordForm
      label="Edit Instrument Details"
      onSubmit={() => void save()}
      error={saveError}
      onReload={reload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={instrumentLabels.agreementTypeId}
          withAsterisk
          data={lookupChoices(agreementTypes, instrument.agreementTypeId)}
          value={text(values.agreementTypeId) || null}
          onChange={(id) => setValue('agreementTypeId', id ?? '')}
          error={errors.agreementTypeId}
          allowDeselect={false}
          searchable
          data-autofocus
        />
        <Select
          label="Instrument Status"
          withAsterisk
          data={lookupChoices(statuses, instrument.statusId)}
          value={text(values.statusId) || null}
          onChange={(id) => changeStatus(id ?? '')}
          error={errors.statusId}
          allowDeselect={false}
        />
        <Select
          label={instrumentLabels.typeId}
          data={lookupChoices(types, instrument.typeId, (o) => `${o.name} (${o.code})`)}
          value={text(values.typeId) || null}
          onChange={(id) => setValue('typeId', id ?? '')}
          error={errors.typeId}
          clearable
          searchable
        />
        <TextInput
          label={instrumentLabels.instrumentNumber}
          value={text(values.instrumentNumber)}
          onChange={(event) => setValue('instrumentNumber', event.currentTarget.value)}
          error={errors.instrumentNumber}
        />
        <Select
          label={instrumentLabels.localityId}
          data={lookupChoices(localities, instrument.localityId)}
          value={text(values.localityId) || null}
          onChange={(id) => setValue('localityId', id ?? '')}
          error={errors.localityId}
          clearable
          searchable
        />
        <TextInput
          label={instrumentLabels.deedBookPage}
          placeholder="123456/123456"
          value={text(values.deedBookPage)}
          onChange={(event) => setValue('deedBookPage', event.currentTarget.value)}
          error={errors.deedBookPage}
          inputMode="numeric"
        />
        <StaffLeadSelect
          value={typeof values.staffLead === 'number' ? values.staffLead : null}
          onChange={(staffLead) => setValue('staffLead', staffLead)}
          error={errors.staffLead}
        />
        <DateInput
          label={instrumentLabels.executedDate}
          value={(values.executedDate as string | null) ?? null}
          onChange={(date) => setValue('executedDate', date)}
          error={errors.executedDate}
        />
        <DateInput
          label={instrumentLabels.recordedDate}
          value={(values.recordedDate as string | null) ?? null}
          onChange={(date) => setValue('recordedDate', date)}
          error={errors.recordedDate}
        />
      </SimpleGrid>
      {executed && (
        <Fieldset legend="Executed Event">
          <Text size="sm" mb="xs">
            Setting the Status to Active adds an Executed event.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateInput
              label="Event Date"
              withAsterisk
              disableFuture
              value={executed.date === '' ? null : (executed.date as string)}
              onChange={(date) => setExecuted({ date: date ?? '' })}
              error={errors['events.0.date'] ?? errors.events}
            />
            <TextInput
              label="Event Notes"
              value={text(executed.notes)}
              onChange={(event) => setExecuted({ notes: event.currentTarget.value })}
              error={errors['events.0.notes']}
            />
          </SimpleGrid>
        </Fieldset>
      )}
      <MultiSelect
        label="Instrument Tags"
        data={multiChoices(tags, instrument.tagTypeIds)}
        value={(values.tagTypeIds ?? []).map(String)}
        onChange={(ids) => setValue('tagTypeIds', ids)}
        error={errors.tagTypeIds}
        searchable
        clearable
      />
      <MultiSelect
        label="Specific Terms"
        data={multiChoices(terms, instrument.specificTermIds)}
        value={(values.specificTermIds ?? []).map(String)}
        onChange={(ids) => setValue('specificTermIds', ids)}
        error={errors.specificTermIds}
        searchable
        clearable
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Unique Terms
        </Text>
        {uniqueTerms.map((term, index) => (
          // The rows have no other identity until saved.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={`Unique Term ${index + 1}`}
              style={{ flex: 1 }}
              value={text(term.description)}
              onChange={(event) => setTerm(index, event.currentTarget.value)}
              error={errors[`uniqueTerms.${index}.description`]}
              withAsterisk
            />
            <Button
              mt={24}
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Remove Unique Term ${index + 1}`}
              onClick={() =>
                setValue(
                  'uniqueTerms',
                  uniqueTerms.filter((_, i) => i !== index),
                )
              }
            >
              Remove
            </Button>
          </Group>
        ))}
        {errors.uniqueTerms && (
          <Text size="sm" c="var(--mantine-color-error)">
            {errors.uniqueTerms}
          </Text>
        )}
        {uniqueTerms.length < InstrumentLimits.uniqueTermsMax && (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setValue('uniqueTerms', [...uniqueTerms, { id: null, description: '' }])}
          >
            + Add Unique Term
          </Button>
        )}
      </Stack>
      <Textarea
        label="Instrument Notes"
        value={text(values.notes)}
        onChange={(event) => setValue('notes', event.currentTarget.value)}
        error={errors.notes}
        description={counter(text(values.notes), InstrumentLimits.notesMax)}
        minRows={4}
        autosize
        maxRows={12}
      />
      <Textarea
        label="Conservation Values Statement"
        value={text(values.conservationValuesStatement)}
        onChange={(event) => setValue('conservationValuesStatement', event.currentTarget.value)}
        error={errors.conservationValuesStatement}
        description={counter(
          text(values.conservationValuesStatement),
          InstrumentLimits.conservationValuesStatementMax,
        )}
        minRows={3}
        autosize
        maxRows={12}
      />
      <FormButtons saving={update.isPending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
