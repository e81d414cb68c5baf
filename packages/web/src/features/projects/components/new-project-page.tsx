import { type ProjectCreateInput, projectCreateSchema } from '@app/domain';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { isApiError } from '../../../lib/api-client';
import { leaveMessage } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProject } from '../api/use-project-mutations';
import { FirstInstrumentFields } from './first-instrument-fields';
import { FirstPropertyFields } from './first-property-fields';
import { useCheckedErrors } from './use-checked-errors';
import { useProjectEditMode } from './use-project-edit-mode';

const emptyProject: ProjectCreateInput = {
  name: '',
  description: '',
  instrument: { agreementTypeId: '', primaryContactCrmId: '', staffLeadId: null, notes: '' },
  property: { name: '', primaryLocalityId: '', additionalLocalityIds: [] },
};

/** Create New Project: the project with its first instrument and first property, saved in one go. */
export const NewProjectPage = () => {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const editMode = useProjectEditMode();
  const create = useCreateProject();
  const form = useZodForm({ schema: projectCreateSchema, initialValues: emptyProject });
  const { markChecked, errorAt } = useCheckedErrors(form.values, form.errors);
  const [contactName, setContactName] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const { values } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // The form is long: after a failed check, take the user to the first field that needs them.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const save = async () => {
    markChecked();
    setFormError(null);
    const valid = form.validate();
    if (!valid) return focusFirstError();
    try {
      const { id } = await create.mutateAsync(valid);
      editMode.stop();
      await navigate(routePaths.project(id));
    } catch (error) {
      form.applyServerError(error);
      // Field messages show beside their fields; anything else goes to the top.
      if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) setFormError(error);
    }
  };

  const cancel = async () => {
    if (!(await confirm({ title: 'Cancel New Project', text: leaveMessage }))) return;
    editMode.stop();
    await navigate(routePaths.home());
  };

  return (
    <form
      ref={formRef}
      aria-label="Create New Project"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md" maw={760}>
        <Title order={2}>Create New Project</Title>
        {formError !== null && <ServerErrorAlert error={formError} />}
        <TextInput label="Project Name" withAsterisk {...form.text('name')} error={errorAt('name')} />
        <Textarea
          label="Description"
          rows={3}
          resize="vertical"
          {...form.text('description')}
          error={errorAt('description')}
        />
        <FirstInstrumentFields
          values={values.instrument}
          onChange={(patch) => form.setValue('instrument', { ...values.instrument, ...patch })}
          contactName={contactName}
          onContactChosen={({ crmId, name }) => {
            setContactName(name);
            form.setValue('instrument', { ...values.instrument, primaryContactCrmId: crmId });
          }}
          errorAt={(field) => errorAt(`instrument.${field}`)}
        />
        <FirstPropertyFields
          values={values.property}
          onChange={(patch) => form.setValue('property', { ...values.property, ...patch })}
          errorAt={(field) => errorAt(`property.${field}`)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void cancel()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save Project
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
