import { Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useEditMode } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { NewServiceForm } from './new-service-form';

type NewServiceFrameProps = { title: string; projectId: number | null; cancelTo: string };

/**
 * A create page of spec 2 §2: in edit mode from the moment it opens; Save goes to the new service
 * under its primary project, Cancel (after asking, when something changed) to `cancelTo`.
 */
export const NewServiceFrame = ({ title, projectId, cancelTo }: NewServiceFrameProps) => {
  const navigate = useNavigate();
  const editMode = useEditMode(title);
  const { start } = editMode;
  useEffect(start, [start]);
  return (
    <Paper withBorder radius="md" p="md" maw={880}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <NewServiceForm
          isMultiProperty={projectId === null}
          projectId={projectId}
          canEditStatus
          onSaved={(service) => {
            editMode.stop();
            void navigate(routePaths.projectService(service.primaryProjectId, service.id));
          }}
          onCancel={() => {
            editMode.stop();
            void navigate(cancelTo);
          }}
        />
      </Stack>
    </Paper>
  );
};
