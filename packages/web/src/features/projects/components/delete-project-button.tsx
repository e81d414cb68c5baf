import { projectDeletedNotice } from '@app/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { routePaths } from '../../../lib/routes';
import { fetchProjectDeleteMessage, forgetProject, useDeleteProject } from '../api/use-project-mutations';

export type DeleteProjectButtonProps = {
  projectId: number;
  /** Why the project cannot go: the server's blocker message, or another failure. */
  onBlocked: (message: string) => void;
};

/**
 * The Admin's delete (spec 2 §2): a blocked project says why and stops; otherwise it asks, deletes, shows
 * the notice about the Box folders and the GIS polygon, and goes home.
 */
export const DeleteProjectButton = ({ projectId, onBlocked }: DeleteProjectButtonProps) => {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const start = async () => {
    try {
      setChecking(true);
      const blocker = await fetchProjectDeleteMessage(projectId).finally(() => setChecking(false));
      if (blocker.trim() !== '') return onBlocked(blocker);
      const yes = await confirm({
        title: 'Delete Project',
        text: `Are you sure you want to delete Project ${projectId} with its instruments, properties and services?`,
      });
      if (!yes) return;
      const { notice } = await remove.mutateAsync(projectId);
      notifications.show({
        title: `Project ${projectId} deleted`,
        message: notice || projectDeletedNotice,
        color: 'green',
        autoClose: false,
      });
      await navigate(routePaths.home());
      forgetProject(queryClient, projectId);
    } catch (error) {
      onBlocked(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Delete Project ${projectId}`}
      loading={checking || remove.isPending}
      onClick={() => void start()}
    >
      Delete
    </Button>
  );
};
