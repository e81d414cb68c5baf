import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { projectQueries } from '../../features/projects/api/projects-queries';
import { isApiError } from '../../lib/api-client';
import { ProjectBar } from './project-bar';
import { ProjectNotFound } from './project-not-found';

/**
 * The /project/{project_id} shell: loads the project and shows the project bar above whichever project
 * screen the route picks. The query is keyed by id, so another project_id in the route loads that one.
 * Screens render once the project is there, so each may rely on it.
 */
export const ProjectShell = () => {
  const raw = useParams().project_id ?? '';
  if (!/^\d{1,10}$/.test(raw)) return <ProjectNotFound projectId={raw} />;
  return <LoadedProject projectId={Number(raw)} />;
};

const LoadedProject = ({ projectId }: { projectId: number }) => {
  const project = useQuery(projectQueries.detail(projectId));
  if (isApiError(project.error) && project.error.status === 404)
    return <ProjectNotFound projectId={projectId} />;
  return (
    <>
      <ProjectBar projectId={projectId} />
      {project.data ? (
        <Suspense fallback={<Loader aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      ) : project.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Project {projectId} could not be loaded: {project.error.message}
            </Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => void project.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <Loader aria-label="Loading the project" />
      )}
    </>
  );
};
