import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { InvalidProjectId, ProjectBar } from './project-bar';

/** The /project/{project_id} shell: the project bar above whichever project screen the route picks. */
export const ProjectShell = () => {
  const raw = useParams().project_id ?? '';
  const projectId = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (projectId === null) return <InvalidProjectId value={raw} />;
  return (
    <>
      <ProjectBar projectId={projectId} />
      <Suspense fallback={<Loader aria-label="Loading" />}>
        <Outlet />
      </Suspense>
    </>
  );
};
