import {
  type BuiltEnvironmentFeature,
  builtEnvironmentFeatureCreateSchema,
  builtEnvironmentFeatureUpdateSchema,
  type LookupOption,
  newBuiltEnvironmentFeature,
} from '@app/domain';
import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
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
  const { values, saveError } = form;
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
  return (
    <CardForm heading={heading} onSubmit={() => void save()} error={saveError} onReload={onReload}>
      <TextInput label="Description" {...form.text('description')} withAsterisk data-autofocus />
      <Group gap="xl">
        <Checkbox label="Is Building" {...form.check('isBuilding', true)} />
        <Checkbox label="Exists" {...form.check('exists', true)} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberTextInput label="Dwelling Units" {...form.number('dwellingUnits')} whole withAsterisk />
        <NumberTextInput label="Finished Area" {...form.number('finishedArea')} withAsterisk />
        <NumberTextInput label="Impervious Area" {...form.number('imperviousArea')} withAsterisk />
      </SimpleGrid>
      <LookupSelect
        label="Primary Source"
        placeholder="None"
        options={primarySources}
        current={feature?.primarySourceId}
        {...form.choice('primarySourceId')}
        clearable
      />
      <TextInput label="Notes" {...form.text('notes')} />
      <FormButtons saving={saving} onCancel={() => void cancel()} />
    </CardForm>
  );
};
