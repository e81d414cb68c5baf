import { type LookupOption, offeredOptions, type Property, propertyUpdateSchema } from '@app/domain';
import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormButtons } from '../../../components/form-buttons';
import { NumberTextInput } from '../../../components/number-text-input';
import { ServerErrorAlert } from '../../../components/server-error-alert';
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
  const { values, errors, setValue, saveError } = form;
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
    <form
      aria-label="Edit Property Details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {saveError !== null && <ServerErrorAlert error={saveError} onReload={reload} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Name"
            value={values.name ?? ''}
            onChange={(event) => setValue('name', event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Select
            label="Status"
            data={offeredOptions(statuses, property.statusId).map((o) => ({
              value: String(o.id),
              label: o.name,
            }))}
            value={values.statusId === '' ? null : String(values.statusId)}
            onChange={(id) => setValue('statusId', id ?? '')}
            error={errors.statusId}
            withAsterisk
            allowDeselect={false}
          />
          <NumberTextInput
            label="Acres"
            value={values.acres}
            onChange={(acres) => setValue('acres', acres)}
            error={errors.acres}
          />
          <NumberTextInput
            label="Divisions Allowed"
            value={values.futurePropertiesAllowed}
            onChange={(value) => setValue('futurePropertiesAllowed', value)}
            error={errors.futurePropertiesAllowed}
            whole
          />
          <NumberTextInput
            label="Target Inspection Frequency (years)"
            value={values.targetInspectionFrequency}
            onChange={(value) => setValue('targetInspectionFrequency', value)}
            error={errors.targetInspectionFrequency}
            whole
          />
          <TextInput
            label="Legacy Property IDs"
            value={property.legacyPropertyIds ?? 'None'}
            readOnly
            variant="filled"
          />
          {/* Text, not a number field: the decimal places typed are part of the rule. */}
          <TextInput
            label="Access Point Latitude"
            value={String(values.accessPointLatitude ?? '')}
            onChange={(event) => setValue('accessPointLatitude', event.currentTarget.value)}
            error={errors.accessPointLatitude}
            inputMode="decimal"
            placeholder="37.5407"
          />
          <TextInput
            label="Access Point Longitude"
            value={String(values.accessPointLongitude ?? '')}
            onChange={(event) => setValue('accessPointLongitude', event.currentTarget.value)}
            error={errors.accessPointLongitude}
            inputMode="decimal"
            placeholder="-77.4360"
          />
          <Checkbox
            label="Inspect With Two or More Staff"
            checked={values.inspectWithTwoOrMoreStaff ?? false}
            onChange={(event) => setValue('inspectWithTwoOrMoreStaff', event.currentTarget.checked)}
          />
          <Checkbox
            label="Additional Interest Holder"
            checked={values.additionalInterestHolder ?? false}
            onChange={(event) => setValue('additionalInterestHolder', event.currentTarget.checked)}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          value={notes}
          onChange={(event) => setValue('notes', event.currentTarget.value)}
          error={errors.notes}
          description={`${notes.length}/${notesMax} characters`}
          rows={4}
        />
        <FormButtons saving={update.isPending} onCancel={() => void cancel()} />
      </Stack>
    </form>
  );
};
