import { type ConservationPurpose, conservationPurposeFormSchema, offeredPurposes } from '@app/domain';
import { Select, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { RecordItem } from '../../../components/record-item';
import { lookupQuery } from '../../../lib/lookup-queries';
import { instrumentDetailQuery } from '../api/instrument-detail-queries';
import { type ChildFormProps, InstrumentChildCard } from './instrument-child-card';
import { useChildForm } from './use-child-form';

/** An edit changes the comments only: the purpose is the record. */
const purposeCommentsSchema = conservationPurposeFormSchema.pick({ comments: true });

const CommentsInput = ({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) => (
  <Textarea
    label="Comments"
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
    error={error}
    rows={3}
    maxLength={2000}
    withAsterisk
  />
);

/** Add: a purpose not yet on the instrument (spec 3 §5) and its comments. */
const AddPurposeForm = (props: ChildFormProps<ConservationPurpose>) => {
  const purposes = useQuery(lookupQuery('conservationPurpose/purposes'));
  const used = useQuery(instrumentDetailQuery('conservationPurposes', props.instrumentId)).data ?? [];
  const form = useChildForm(props, {
    schema: conservationPurposeFormSchema,
    initialValues: { purposeId: '', comments: '' },
    what: 'this Conservation Purpose',
  });
  const { values, errors, setValue } = form;
  const options = offeredPurposes(
    purposes.data ?? [],
    used.map((p) => p.purposeId),
  ).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <CardForm
      heading="Add Conservation Purpose"
      onSubmit={() => void form.save()}
      error={form.saveError}
      onReload={props.onReload}
    >
      <Select
        label="Purpose"
        data={options}
        {...form.choice('purposeId')}
        disabled={!purposes.data}
        searchable
        withAsterisk
        data-autofocus
      />
      <CommentsInput
        value={values.comments ?? ''}
        error={errors.comments}
        onChange={(v) => setValue('comments', v)}
      />
      <FormButtons saving={form.saving} onCancel={() => void form.cancel()} />
    </CardForm>
  );
};

const EditPurposeForm = (props: ChildFormProps<ConservationPurpose> & { item: ConservationPurpose }) => {
  const form = useChildForm(props, {
    schema: purposeCommentsSchema,
    initialValues: { comments: props.item.comments },
    what: 'this Conservation Purpose',
  });
  return (
    <CardForm
      heading={`Edit ${props.item.name}`}
      onSubmit={() => void form.save()}
      error={form.saveError}
      onReload={props.onReload}
    >
      <CommentsInput
        value={form.values.comments ?? ''}
        error={form.errors.comments}
        onChange={(v) => form.setValue('comments', v)}
      />
      <FormButtons saving={form.saving} onCancel={() => void form.cancel()} />
    </CardForm>
  );
};

/** Conservation Purposes (spec 3 §2): by name, each purpose once per instrument. */
export const ConservationPurposesCard = ({
  instrumentId,
  canEdit,
}: {
  instrumentId: number;
  canEdit: boolean;
}) => (
  <InstrumentChildCard<ConservationPurpose>
    title="Conservation Purposes"
    singular="Conservation Purpose"
    list="conservationPurposes"
    instrumentId={instrumentId}
    canEdit={canEdit}
    nameOf={(purpose) => purpose.name}
    renderItem={(purpose, actions) => (
      <RecordItem label={purpose.name} heading={purpose.name} actions={actions}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {purpose.comments}
        </Text>
      </RecordItem>
    )}
    renderForm={(props) =>
      props.item ? <EditPurposeForm {...props} item={props.item} /> : <AddPurposeForm {...props} />
    }
  />
);
