import {
  type BuiltEnvironmentFeature,
  builtEnvironmentFeatureCreateSchema,
  builtEnvironmentFeatureUpdateSchema,
  type LookupOption,
  newBuiltEnvironmentFeature,
  offeredOptions,
} from '@app/domain';
import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { NumberTextInput } from '../../../components/number-text-input';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateFeature, useUpdateFeature } from '../api/use-feature-mutations';

type FeatureFormProps = {
  propertyId: number;
  /** The feature being edited; without it the form adds one with the defaults of spec 2 §3. */
  feature?: BuiltEnvironmentFeature;
  primarySources: readonly LookupOption[];
  onDone: () => void;
  onReload: () => void;
};

/** Adds or edits a built environment feature (spec 2 §5's rules, from the domain schema). */
export const FeatureForm = ({ propertyId, feature, primarySources, onDone, onReload }: FeatureFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateFeature(propertyId);
  const update = useUpdateFeature(propertyId);
  const fields = feature
    ? {
        description: feature.description,
        isBuilding: feature.isBuilding,
        exists: feature.exists,
        dwellingUnits: feature.dwellingUnits,
        finishedArea: feature.finishedArea,
        imperviousArea: feature.imperviousArea,
        primarySourceId: feature.primarySourceId,
        notes: feature.notes,
      }
    : newBuiltEnvironmentFeature;
  const initialValues = feature
    ? { ...fields, id: feature.id, version: feature.version }
    : { ...fields, propertyId };
  const form = useZodForm<
    typeof builtEnvironmentFeatureCreateSchema | typeof builtEnvironmentFeatureUpdateSchema
  >({
    schema: feature ? builtEnvironmentFeatureUpdateSchema : builtEnvironmentFeatureCreateSchema,
    initialValues,
  });
  const { values, errors, setValue, saveError } = form;
  const saving = create.isPending || update.isPending;

  const save = () =>
    form.submit(async (valid) => {
      if ('version' in valid) await update.mutateAsync(valid);
      else await create.mutateAsync(valid);
    }, onDone);

  const cancel = async () => {
    const discard = await confirmDiscard(values, initialValues, 'this Built Environment Feature');
    if (discard) onDone();
  };

  const heading = feature ? `Edit ${feature.description}` : 'Add Built Environment Feature';
  const sourceId = values.primarySourceId == null ? null : String(values.primarySourceId);
  return (
    <CardForm heading={heading} onSubmit={() => void save()} error={saveError} onReload={onReload}>
      <TextInput
        label="Description"
        value={values.description ?? ''}
        onChange={(event) => setValue('description', event.currentTarget.value)}
        error={errors.description}
        withAsterisk
        data-autofocus
      />
      <Group gap="xl">
        <Checkbox
          label="Is Building"
          checked={values.isBuilding ?? true}
          onChange={(event) => setValue('isBuilding', event.currentTarget.checked)}
        />
        <Checkbox
          label="Exists"
          checked={values.exists ?? true}
          onChange={(event) => setValue('exists', event.currentTarget.checked)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberTextInput
          label="Dwelling Units"
          value={values.dwellingUnits}
          onChange={(value) => setValue('dwellingUnits', value)}
          error={errors.dwellingUnits}
          whole
          withAsterisk
        />
        <NumberTextInput
          label="Finished Area"
          value={values.finishedArea}
          onChange={(value) => setValue('finishedArea', value)}
          error={errors.finishedArea}
          withAsterisk
        />
        <NumberTextInput
          label="Impervious Area"
          value={values.imperviousArea}
          onChange={(value) => setValue('imperviousArea', value)}
          error={errors.imperviousArea}
          withAsterisk
        />
      </SimpleGrid>
      <Select
        label="Primary Source"
        placeholder="None"
        data={offeredOptions(primarySources, feature?.primarySourceId).map((o) => ({
          value: String(o.id),
          label: o.name,
        }))}
        value={sourceId}
        onChange={(id) => setValue('primarySourceId', id)}
        error={errors.primarySourceId}
        clearable
      />
      <TextInput
        label="Notes"
        value={values.notes ?? ''}
        onChange={(event) => setValue('notes', event.currentTarget.value)}
        error={errors.notes}
      />
      <FormButtons saving={saving} onCancel={() => void cancel()} />
    </CardForm>
  );
};
