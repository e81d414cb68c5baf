import { projectDeletedNotice } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DeleteWithBlockersButton } from '../../../components/delete-with-blockers-button';
import { routePaths } from '../../../lib/routes';
import { fetchProjectDeleteMessage, forgetProject, useDeleteProject } from '../api/use-project-mutations';

export type DeleteProjectButtonProps = {
  projectId: number;
  /** Why the project cannot go: the server's blocker message, or another failure. */
  onBlocked: (message: string) => void;
};

/** The Admin's delete of a project (spec 2 §2); afterwards the user goes home. */
export const DeleteProjectButton = ({ projectId, onBlocked }: DeleteProjectButtonProps) => {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const queryClient = useQueryClient();
  return (
    <DeleteWithBlockersButton
      record={`Project ${projectId}`}
      title="Delete Project"
      question={`Are you sure you want to delete Project ${projectId} with its instruments, properties and services?`}
      checkBlocker={() => fetchProjectDeleteMessage(projectId)}
      remove={async () => {
        const { notice } = await remove.mutateAsync(projectId);
        return { title: `Project ${projectId} deleted`, message: notice || projectDeletedNotice };
      }}
      deleting={remove.isPending}
      onDeleted={async () => {
        await navigate(routePaths.home());
        forgetProject(queryClient, projectId);
      }}
      onBlocked={onBlocked}
    />
  );
};
