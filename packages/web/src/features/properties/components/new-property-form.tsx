import { type LookupOption, offeredOptions, propertyCreateSchema } from '@app/domain';
import { Alert, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useEditMode } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProperty } from '../api/use-property-mutations';
import { AdditionalLocalityRows } from './additional-locality-rows';

type NewPropertyFormProps = {
  projectId: number;
  localities: readonly LookupOption[];
  /** The project's latest property locality, the primary one to start with. */
  defaultLocalityId: number | null;
};

/** New Property: name, primary locality and additional ones, no locality offered twice. */
export const NewPropertyForm = ({ projectId, localities, defaultLocalityId }: NewPropertyFormProps) => {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  const create = useCreateProperty();
  const editMode = useEditMode('New Property');
  const [saveError, setSaveError] = useState<string | null>(null);
  const initialValues = {
    projectId,
    name: '',
    primaryLocalityId: defaultLocalityId === null ? '' : String(defaultLocalityId),
    additionalLocalityIds: [] as string[],
  };
  const form = useZodForm({ schema: propertyCreateSchema, initialValues });
  const { values, errors, setValue } = form;
  const primary = String(values.primaryLocalityId ?? '');
  const additional = (values.additionalLocalityIds ?? []) as string[];

  const { start } = editMode;
  useEffect(start, [start]);

  /** The active localities less those chosen in the other selects. */
  const optionsExcept = (own: string) => {
    const taken = new Set([primary, ...additional].filter((id) => id !== '' && id !== own));
    return offeredOptions(localities)
      .filter((option) => !taken.has(String(option.id)))
      .map((option) => ({ value: String(option.id), label: option.name }));
  };

  const save = async () => {
    setSaveError(null);
    const valid = form.validate();
    if (!valid) return;
    try {
      const property = await create.mutateAsync(valid);
      editMode.stop();
      await navigate(routePaths.projectProperty(projectId, property.id));
    } catch (error) {
      setSaveError(form.applyServerError(error));
    }
  };

  const cancel = async () => {
    const discard = await confirmDiscard(values, initialValues, 'this Property');
    if (!discard) return;
    editMode.stop();
    await navigate(routePaths.projectProperties(projectId));
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form
        aria-label="New Property"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            New Property
          </Title>
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          <TextInput label="Property Name" {...form.text('name')} withAsterisk data-autofocus />
          <Select
            label="Primary Locality"
            placeholder="Select Primary Locality"
            data={optionsExcept(primary)}
            value={primary === '' ? null : primary}
            onChange={(id) => setValue('primaryLocalityId', id ?? '')}
            error={errors.primaryLocalityId}
            withAsterisk
            searchable
          />
          <AdditionalLocalityRows
            rows={additional}
            onChange={(rows) => setValue('additionalLocalityIds', rows)}
            optionsFor={(index) => optionsExcept(additional[index] ?? '')}
            errors={errors}
          />
          <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
        </Stack>
      </form>
    </Paper>
  );
};
