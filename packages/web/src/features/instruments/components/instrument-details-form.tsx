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
import { Fieldset, MultiSelect, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateInput } from '../../../components/date-input';
import { FormButtons } from '../../../components/form-buttons';
import { lookupChoices } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { RecordForm } from '../../../components/record-form';
import { RowList } from '../../../components/row-list';
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
    requestNoticePeriodDays: instrument.requestNoticePeriodDays,
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
          {...form.choice('agreementTypeId')}
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
          {...form.choice('typeId')}
          clearable
          searchable
        />
        <TextInput label={instrumentLabels.instrumentNumber} {...form.text('instrumentNumber')} />
        <Select
          label={instrumentLabels.localityId}
          data={lookupChoices(localities, instrument.localityId)}
          {...form.choice('localityId')}
          clearable
          searchable
        />
        <TextInput
          label={instrumentLabels.deedBookPage}
          placeholder="123456/123456"
          {...form.text('deedBookPage')}
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
        <NumberTextInput
          label={instrumentLabels.requestNoticePeriodDays}
          description="The days it gives to decide an owner's request; blank names none"
          {...form.number('requestNoticePeriodDays')}
          whole
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
      <RowList
        label="Unique Terms"
        rows={uniqueTerms}
        onChange={(rows) => setValue('uniqueTerms', rows)}
        removeLabel={(index) => `Remove Unique Term ${index + 1}`}
        addLabel="+ Add Unique Term"
        newRow={{ id: null, description: '' }}
        canAdd={uniqueTerms.length < InstrumentLimits.uniqueTermsMax}
        error={errors.uniqueTerms}
        labelledInputs
        renderRow={(term, index, change) => (
          <TextInput
            label={`Unique Term ${index + 1}`}
            style={{ flex: 1 }}
            value={text(term.description)}
            onChange={(event) => change({ ...term, description: event.currentTarget.value })}
            error={errors[`uniqueTerms.${index}.description`]}
            withAsterisk
          />
        )}
      />
      <Textarea
        label="Instrument Notes"
        {...form.text('notes')}
        description={counter(text(values.notes), InstrumentLimits.notesMax)}
        minRows={4}
        autosize
        maxRows={12}
      />
      <Textarea
        label="Conservation Values Statement"
        {...form.text('conservationValuesStatement')}
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
