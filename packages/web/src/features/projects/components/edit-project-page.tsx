import {
  formatDate,
  formatDateTime,
  type Project,
  type ProjectUpdateInput,
  projectUpdateSchema,
} from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { LookupSelect } from '../../../components/lookup-select';
import { RecordForm } from '../../../components/record-form';
import { isApiError } from '../../../lib/api-client';
import { leaveMessage } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { projectQueries } from '../api/projects-queries';
import { useCurrentProject } from '../api/use-current-project';
import { useUpdateProject, useUploadProjectPhoto } from '../api/use-project-mutations';
import { ProjectPhotoChooser, photoFileError } from './project-photo-chooser';
import { useProjectEditMode } from './use-project-edit-mode';

const formValues = (project: Project): ProjectUpdateInput => ({
  name: project.name,
  description: project.description ?? '',
  statusId: project.statusId,
  version: project.version,
});

const ReadOnlyField = ({ label, children }: { label: string; children: string }) => (
  <div>
    <Text size="sm" fw={600}>
      {label}
    </Text>
    <Text>{children}</Text>
  </div>
);

const byOn = (name: string | null, when: string) => `${name ?? 'None'} on ${when}`;

/**
 * Edit Project Details: status (active options and the current one), name, description and the photo.
 * Save sends the version read; the photo goes up after the details, so a stale page changes nothing.
 */
export const EditProjectPage = () => {
  const project = useCurrentProject();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const editMode = useProjectEditMode();
  const statuses = useQuery(lookupQuery('project/projectstatuses')).data ?? [];
  const photo = useQuery(projectQueries.photo(project.id)).data;
  const update = useUpdateProject(project.id);
  const upload = useUploadProjectPhoto(project.id);
  const form = useZodForm({ schema: projectUpdateSchema, initialValues: formValues(project) });
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const chosen = useRef<File | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const backToProject = () => navigate(routePaths.project(project.id));

  const failed = (error: unknown) => {
    form.applyServerError(error);
    const photoMessage = isApiError(error) ? error.fieldError('formFile') : undefined;
    if (photoMessage) return setPhotoError(photoMessage);
    const explained = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
    if (!explained) setSaveError(error);
  };

  const save = async () => {
    setSaveError(null);
    const valid = form.validate();
    const fileError = await photoFileError(file);
    setPhotoError(fileError);
    if (!valid || fileError) return;
    try {
      const saved = await update.mutateAsync(valid);
      // Should the photo fail next, another Save must not be stale.
      form.setValue('version', saved.version);
      if (file) await upload.mutateAsync(file);
      editMode.stop();
      await backToProject();
    } catch (error) {
      failed(error);
    }
  };

  const cancel = async () => {
    if (!(await confirm({ title: 'Cancel Edit Project', text: leaveMessage }))) return;
    editMode.stop();
    await backToProject();
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...projectQueries.detail(project.id), staleTime: 0 });
    form.reset(formValues(fresh));
    update.reset();
    setSaveError(null);
  };

  return (
    <RecordForm
      label="Edit Project Details"
      onSubmit={() => void save()}
      error={saveError}
      onReload={() => void reload()}
      heading={<Title order={2}>Edit Project Details</Title>}
      gap="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ReadOnlyField label="Project ID">{String(project.id)}</ReadOnlyField>
        <ReadOnlyField label="Created">
          {byOn(project.createdByName, formatDate(project.createdAt))}
        </ReadOnlyField>
        <ReadOnlyField label="Last Edited">
          {byOn(project.lastEditedByName, formatDateTime(project.lastEditedAt))}
        </ReadOnlyField>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <LookupSelect
            label="Status"
            withAsterisk
            options={statuses}
            current={project.statusId}
            {...form.choice('statusId')}
            allowDeselect={false}
          />
          <TextInput label="Project Name" withAsterisk {...form.text('name')} />
          <Textarea label="Description" rows={5} resize="vertical" {...form.text('description')} />
        </Stack>
        <ProjectPhotoChooser
          current={photo}
          file={file}
          onChange={(next) => {
            setFile(next);
            chosen.current = next;
            setPhotoError(null);
            void photoFileError(next).then((problem) => {
              // A later choice's answer is the one that counts.
              if (chosen.current === next) setPhotoError(problem);
            });
          }}
          error={photoError}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void cancel()}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending || upload.isPending}>
          Save
        </Button>
      </Group>
    </RecordForm>
  );
};
