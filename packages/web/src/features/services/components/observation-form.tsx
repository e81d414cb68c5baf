import {
  type LookupOption,
  type Observation,
  ObservationAck,
  observationFormSchema,
  offeredOptions,
} from '@app/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveObservation } from '../api/use-service-mutations';

type ObservationFormProps = {
  serviceId: number;
  /** The observation edited; undefined to add one. */
  observation?: Observation;
  types: readonly LookupOption[];
  /** Types already on the service: each observation is recorded once. */
  takenTypeIds: ReadonlySet<number>;
  answers: readonly LookupOption[];
  onDone: () => void;
  onReload: () => void;
};

/** Adds or edits one observation: the answer defaults to the first (1), Yes needs notes (spec 2 §5). */
export const ObservationForm = ({
  serviceId,
  observation,
  types,
  takenTypeIds,
  answers,
  onDone,
  onReload,
}: ObservationFormProps) => {
  const save = useSaveObservation(serviceId);
  const confirmDiscard = useConfirmDiscard();
  const initialValues = {
    typeId: observation ? String(observation.typeId) : '',
    ackTypeId: String(observation?.ackTypeId ?? ObservationAck.Default),
    notes: observation?.notes ?? '',
  };
  // The fields' own schema (the Field area's too): the record's key is added when sending.
  const form = useZodForm({ schema: observationFormSchema, initialValues });
  const { values } = form;

  const submit = () =>
    form.submit(async (valid) => {
      await save.mutateAsync(
        observation
          ? { ...valid, id: observation.id, version: observation.version }
          : { ...valid, serviceId },
      );
    }, onDone);

  const typeOptions = offeredOptions(types, observation?.typeId).filter(
    (type) => type.id === observation?.typeId || !takenTypeIds.has(type.id),
  );
  return (
    <CardForm
      heading={observation ? `Edit Observation ${observation.name}` : 'Add Observation'}
      onSubmit={() => void submit()}
      error={form.saveError}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Observation"
          placeholder="Select Observation"
          data={typeOptions.map((o) => ({ value: String(o.id), label: o.name }))}
          {...form.choice('typeId')}
          withAsterisk
        />
        <LookupSelect
          label="Answer"
          options={answers}
          current={observation?.ackTypeId}
          {...form.choice('ackTypeId')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextInput
        label="Observation Notes"
        {...form.text('notes')}
        withAsterisk={values.ackTypeId === String(ObservationAck.Yes)}
        maxLength={250}
      />
      <FormButtons
        saving={save.isPending}
        onCancel={async () => {
          if (await confirmDiscard(values, initialValues, 'this Observation')) onDone();
        }}
      />
    </CardForm>
  );
};
