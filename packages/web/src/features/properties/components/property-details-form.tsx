import { type LookupOption, type Property, propertyLabels, propertyUpdateSchema } from '@app/domain';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { propertyKeys } from '../api/property-queries';
import { useUpdateProperty } from '../api/use-property-mutations';
import { coordinateText } from './coordinate-text';

const notesMax = 1000;

type PropertyDetailsFormProps = {
  property: Property;
  statuses: readonly LookupOption[];
  /** Saved, or cancelled. */
  onDone: () => void;
};

/** Edits the details of spec 2 §3 with the rules of §5; the version read goes with the save. */
export const PropertyDetailsForm = ({ property, statuses, onDone }: PropertyDetailsFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const queryClient = useQueryClient();
  const update = useUpdateProperty();
  const initialValues = {
    id: property.id,
    version: property.version,
    name: property.name ?? '',
    statusId: String(property.statusId),
    acres: property.acres ?? '',
    futurePropertiesAllowed: property.futurePropertiesAllowed ?? '',
    targetInspectionFrequency: property.targetInspectionFrequency ?? '',
    accessPointLatitude: coordinateText(property.accessPointLatitude),
    accessPointLongitude: coordinateText(property.accessPointLongitude),
    inspectWithTwoOrMoreStaff: property.inspectWithTwoOrMoreStaff,
    additionalInterestHolder: property.additionalInterestHolder,
    notes: property.notes ?? '',
  };
  const form = useZodForm({ schema: propertyUpdateSchema, initialValues });
  const { values, saveError } = form;
  const notes = values.notes ?? '';

  const save = () =>
    form.submit(async (valid) => {
      await update.mutateAsync(valid);
    }, onDone);

  const cancel = async () => {
    const discard = await confirmDiscard(values, initialValues, 'the Property Details');
    if (discard) onDone();
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(property.id) });
    onDone();
  };

  return (
    <RecordForm
      label="Edit Property Details"
      onSubmit={() => void save()}
      error={saveError}
      onReload={reload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={propertyLabels.name} {...form.text('name')} data-autofocus />
        <LookupSelect
          label="Status"
          options={statuses}
          current={property.statusId}
          {...form.choice('statusId')}
          withAsterisk
          allowDeselect={false}
        />
        <NumberTextInput label={propertyLabels.acres} {...form.number('acres')} />
        <NumberTextInput
          label={propertyLabels.futurePropertiesAllowed}
          {...form.number('futurePropertiesAllowed')}
          whole
        />
        <NumberTextInput
          label={propertyLabels.targetInspectionFrequency}
          {...form.number('targetInspectionFrequency')}
          whole
        />
        <TextInput
          label={propertyLabels.legacyPropertyIds}
          value={property.legacyPropertyIds ?? 'None'}
          readOnly
          variant="filled"
        />
        {/* Text, not a number field: the decimal places typed are part of the rule. */}
        <TextInput
          label={propertyLabels.accessPointLatitude}
          {...form.text('accessPointLatitude')}
          inputMode="decimal"
          placeholder="37.5407"
        />
        <TextInput
          label={propertyLabels.accessPointLongitude}
          {...form.text('accessPointLongitude')}
          inputMode="decimal"
          placeholder="-77.4360"
        />
        <Checkbox
          label={propertyLabels.inspectWithTwoOrMoreStaff}
          {...form.check('inspectWithTwoOrMoreStaff')}
        />
        <Checkbox
          label={propertyLabels.additionalInterestHolder}
          {...form.check('additionalInterestHolder')}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        {...form.text('notes')}
        description={`${notes.length}/${notesMax} characters`}
        rows={4}
      />
      <FormButtons saving={update.isPending} onCancel={() => void cancel()} />
    </RecordForm>
  );
};
